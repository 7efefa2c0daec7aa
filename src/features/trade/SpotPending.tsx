// The user's pending spot orders on the spot page: each with what it holds back, and a cancel that
// shows what returns to the balance before confirming.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { type CoinOrder, tradeCalls } from '../../contract/trade';
import { useTickers } from '../../api/tickers';
import { toast } from '../../shared/stores/ui';
import { spotQuote } from '../../shared/trade/formulas';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog, CostPreview } from '../../shared/ui/money';
import { useBalances, useOrderAction, useSymbolSpecs } from './api';
import { useTradeFormat } from './format';
import styles from './trade.module.css';

/** The newest pending orders (one page of 50). */
const PENDING = { page: 1, limit: 50, status: 'pending' } as const;

/** What a pending spot order holds back (returned in full on cancel): the quote it pays for a buy, the base it sells. */
export function heldBack(order: CoinOrder): { amount: string; of: 'quote' | 'base' } {
  if (order.type === 'sell') return { amount: order.amount, of: 'base' };
  return { amount: spotQuote('buy', order.amount, order.price ?? '0').pay.toFixed(), of: 'quote' };
}

export function PendingSpot() {
  const { t } = useTranslation();
  const fmt = useTradeFormat();
  const { data } = useCallQuery(tradeCalls.coinList, PENDING);
  const list = data?.list ?? [];
  const { tickers } = useTickers();
  const specs = useSymbolSpecs([...new Set(list.map((o) => o.symbol))]);
  const balances = useBalances('change');
  const [cancelling, setCancelling] = useState<CoinOrder | null>(null);
  const cancelOrder = useOrderAction(tradeCalls.coinCancel, { toast: true });
  const decimalsOf = (symbol: string) => tickers.get(symbol)?.decimals ?? specs.get(symbol)?.decimals ?? 2;
  /** The currency code of one side of a pair: from the balances, else read off the symbol. */
  const codeOf = (order: CoinOrder, of: 'quote' | 'base') => {
    const spec = specs.get(order.symbol);
    const id = of === 'quote' ? spec?.legal_id : spec?.currency_id;
    const known = balances.data?.find((b) => b.currency_id === id)?.code;
    return known ?? (of === 'quote' ? 'USDT' : order.symbol.replace(/USDT$/, ''));
  };

  const cancel = async (order: CoinOrder) => {
    try {
      await cancelOrder.run({ id: order.id });
      toast(t('trade.cancelled'));
    } catch {
      // The transport has shown the refusal.
    } finally {
      setCancelling(null);
    }
  };

  const held = cancelling ? heldBack(cancelling) : null;
  return (
    <>
      <h2 className={`section-title ${styles.section}`}>{t('trade.pendingOrders')}</h2>
      {list.length === 0 && <p className={`muted ${styles.empty}`}>{t('trade.noPending')}</p>}
      <ul className={styles.orders}>
        {list.map((o) => (
          <li key={o.id} className={styles.card} aria-label={t('trade.orderLabel', { id: o.id })}>
            <div className={styles.cardHead}>
              <strong>{o.symbol}</strong>
              <span className={`${styles.badge} ${o.type === 'buy' ? 'up' : 'down'}`}>{t(`trade.${o.type}`)}</span>
            </div>
            <CostPreview
              plain
              rows={[
                [t('trade.limitPrice'), fmt.price(o.price, decimalsOf(o.symbol))],
                [t('trade.amount'), `${fmt.qty(o.amount)} ${codeOf(o, 'base')}`],
              ]}
            />
            <Button variant="secondary" onClick={() => setCancelling(o)}>
              {t('trade.cancelOrder')}
            </Button>
          </li>
        ))}
      </ul>
      {cancelling && held && (
        <ConfirmDialog
          title={t('trade.cancelTitle')}
          busy={cancelOrder.busy}
          danger
          confirmLabel={t('trade.cancelOrder')}
          rows={[
            [t('trade.symbol'), cancelling.symbol],
            [t('trade.direction'), t(`trade.${cancelling.type}`)],
            [t('trade.limitPrice'), fmt.price(cancelling.price, decimalsOf(cancelling.symbol))],
            [t('trade.amount'), `${fmt.qty(cancelling.amount)} ${codeOf(cancelling, 'base')}`],
            [t('trade.returnsToBalance'), `${fmt.exact(held.amount)} ${codeOf(cancelling, held.of)}`],
          ]}
          onClose={() => setCancelling(null)}
          onConfirm={() => void cancel(cancelling)}
        />
      )}
    </>
  );
}
