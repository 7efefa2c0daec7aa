// Spot (coin) trading of one symbol: market or limit, buy or sell, against the base and quote
// balances; total and fee from the shared formulas before confirming; pending limit orders to cancel.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { tradeCalls } from '../../contract/trade';
import type { SymbolSpec } from '../../contract/market';
import type { Balance, CoinOrder } from '../../contract/trade';
import { dec } from '../../shared/lib/decimal';
import { useTicker, useTickers } from '../../shared/market/tickers';
import { useCurrentRoute } from '../../shared/route';
import { toast } from '../../shared/stores/ui';
import { type Side, spotQuote } from '../../shared/trade/formulas';
import { Button } from '../../shared/ui/Button';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useFormErrors } from '../../shared/ui/useFormErrors';
import { keys, useBalances, useLoggedIn, useOrderEvents, useRefreshTrade, useSymbolSpec, useSymbolSpecs } from './api';
import { checkDecimal, fmtMoney, fmtPrice, fmtQty, maxSpotAmount, readDecimal } from './lib';
import { ConfirmModal, DecimalField, InfoRows, LinkRow, LoginToTrade, reportError, Segmented, useProblemText } from './parts';
import { SymbolBar, useSymbolParam } from './SymbolBar';
import './trade.css';

/** Places of a spot amount (the contract allows 8). */
export const SPOT_AMOUNT_DECIMALS = 8;
type F = 'amount' | 'target_price';

export default function SpotPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [symbol, setSymbol] = useSymbolParam();
  const loggedIn = useLoggedIn();
  const spec = useSymbolSpec(symbol);
  const ticker = useTicker(symbol);
  const balances = useBalances();
  useOrderEvents();
  const decimals = ticker?.decimals ?? spec.data?.decimals ?? 2;
  const isOpen = ticker?.is_open ?? spec.data?.is_open;
  const tradable = spec.data ? spec.data.currency_id !== null && spec.data.legal_id !== null : null;

  return (
    <Page title={t(route.title)}>
      <div className="content">
        <SymbolBar symbol={symbol} onSymbol={setSymbol} decimals={decimals} isOpen={isOpen} filter={(tk) => tk.category === 2} />
        {spec.isError && <p className="field-error">{t('trade.unknownSymbol')}</p>}
        {tradable === false && <p className="muted">{t('trade.noSpot')}</p>}
        {!loggedIn && <LoginToTrade />}
        {loggedIn && spec.data && tradable && balances.data && (
          <SpotForm
            key={symbol}
            spec={spec.data}
            balances={balances.data}
            price={ticker?.price ?? null}
            decimals={decimals}
            isOpen={isOpen !== false}
          />
        )}
        {loggedIn && tradable && !balances.data && <Placeholder>{t('common.loading')}</Placeholder>}
        {loggedIn && <PendingSpot />}
        <LinkRow links={[['/pages/transaction/currency_order', t('trade.spotOrders')]]} />
      </div>
    </Page>
  );
}

interface Ticket {
  type: Side;
  orderType: 'market' | 'limit';
  amount: string;
  price: string;
  total: string;
  fee: string;
  pay: string;
  get: string;
}

function SpotForm({
  spec,
  balances,
  price,
  decimals,
  isOpen,
}: {
  spec: SymbolSpec;
  balances: Balance[];
  price: string | null;
  decimals: number;
  isOpen: boolean;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<Side>('buy');
  const [orderType, setOrderType] = useState<'market' | 'limit'>('limit');
  const [limitPrice, setLimitPrice] = useState('');
  const [amount, setAmount] = useState('');
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<F>();
  const text = useProblemText();
  const refresh = useRefreshTrade();
  const base = balances.find((b) => b.currency_id === spec.currency_id);
  const quote = balances.find((b) => b.currency_id === spec.legal_id);
  const baseCode = base?.code ?? spec.symbol.replace(/USDT$/, '');
  const quoteCode = quote?.code ?? 'USDT';
  const refPrice = orderType === 'limit' ? readDecimal(limitPrice) : (price ?? '');
  const value = readDecimal(amount);
  const figures = refPrice && value && !dec(value).isZero() ? spotQuote(type, value, refPrice) : null;
  const payWallet = type === 'buy' ? quote : base;

  const priceProblem = () => (orderType === 'limit' ? text(checkDecimal(limitPrice, { decimals, invalidKey: 'validation.price' })) : null);
  const amountProblem = () => {
    const p = checkDecimal(amount, { decimals: SPOT_AMOUNT_DECIMALS, invalidKey: 'validation.amount' });
    if (p) return text(p);
    if (figures?.pay.gt(payWallet?.available ?? '0')) {
      return text({
        key: 'trade.errors.insufficient',
        vars: { available: `${fmtMoney(payWallet?.available ?? '0')} ${type === 'buy' ? quoteCode : baseCode}` },
      });
    }
    return null;
  };

  const onMax = () => {
    if (type === 'buy' && !refPrice) {
      form.set('target_price', 'validation.price');
      return;
    }
    setAmount(maxSpotAmount(type, payWallet?.available ?? '0', refPrice, SPOT_AMOUNT_DECIMALS));
    form.clear('amount');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({ target_price: priceProblem(), amount: amountProblem() }) || !figures || !refPrice) return;
    setTicket({
      type,
      orderType,
      amount: value,
      price: refPrice,
      total: figures.total.toFixed(),
      fee: figures.fee.toFixed(),
      pay: figures.pay.toFixed(),
      get: figures.get.toFixed(),
    });
  };

  const place = async (tk: Ticket) => {
    setBusy(true);
    try {
      await api(
        tradeCalls.coinTrade,
        {
          amount: tk.amount,
          target_price: tk.orderType === 'limit' ? tk.price : undefined,
          currency_id: spec.currency_id ?? 0,
          legal_id: spec.legal_id ?? 0,
          type: tk.type,
        },
        { quiet: true },
      );
      toast(t('trade.orderPlaced'));
    } catch (err) {
      reportError(form, ['amount', 'target_price'], err);
    } finally {
      setTicket(null);
      setBusy(false);
      refresh();
    }
  };

  const payCode = (side: Side) => (side === 'buy' ? quoteCode : baseCode);
  const getCode = (side: Side) => (side === 'buy' ? baseCode : quoteCode);
  return (
    <form className="trade-form" onSubmit={submit} noValidate>
      <InfoRows
        label={t('trade.balances')}
        rows={[
          [t('trade.balanceOf', { code: baseCode }), fmtMoney(base?.available ?? '0')],
          [t('trade.balanceOf', { code: quoteCode }), fmtMoney(quote?.available ?? '0')],
        ]}
      />
      <Segmented
        label={t('trade.direction')}
        value={type}
        onChange={(v) => {
          setType(v);
          form.clear('amount');
        }}
        choices={[
          { value: 'buy', label: t('trade.buy'), className: 'buy' },
          { value: 'sell', label: t('trade.sell'), className: 'sell' },
        ]}
      />
      <Segmented
        label={t('trade.orderType')}
        value={orderType}
        onChange={(v) => {
          setOrderType(v);
          form.clear('target_price');
        }}
        choices={[
          { value: 'limit', label: t('trade.limit') },
          { value: 'market', label: t('trade.market') },
        ]}
      />
      {orderType === 'limit' && (
        <DecimalField
          label={t('trade.limitPrice')}
          value={limitPrice}
          placeholder={fmtPrice(price, decimals)}
          onChange={(v) => {
            setLimitPrice(v);
            form.clear('target_price');
          }}
          onBlur={() => limitPrice && form.set('target_price', priceProblem())}
          error={form.errors.target_price}
        />
      )}
      <DecimalField
        label={t('trade.amountOf', { code: baseCode })}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          form.clear('amount');
        }}
        onBlur={() => amount && form.set('amount', amountProblem())}
        error={form.errors.amount}
        addon={
          <button type="button" onClick={onMax}>
            {t('trade.max')}
          </button>
        }
      />
      <InfoRows
        label={t('trade.costSummary')}
        rows={[
          [t('trade.total'), figures ? `${fmtMoney(figures.total)} ${quoteCode}` : '--'],
          [t('trade.fee'), figures ? `${fmtMoney(figures.fee)} ${quoteCode}` : '--'],
          [t('trade.youPay'), figures ? `${fmtMoney(figures.pay)} ${payCode(type)}` : '--'],
          [t('trade.youGet'), figures ? `${fmtMoney(figures.get)} ${getCode(type)}` : '--'],
        ]}
      />
      {!isOpen && <p className="field-error">{t('trade.marketClosedHint')}</p>}
      <Button
        type="submit"
        variant={type === 'buy' ? 'primary' : 'danger'}
        className={type === 'buy' ? 'trade-buy' : undefined}
        disabled={!isOpen || busy}
      >
        {type === 'buy' ? t('trade.buyCode', { code: baseCode }) : t('trade.sellCode', { code: baseCode })}
      </Button>
      {ticket && (
        <ConfirmModal
          title={t('trade.confirmOrder')}
          busy={busy}
          onClose={() => setTicket(null)}
          onConfirm={() => place(ticket)}
          rows={[
            [t('trade.symbol'), spec.symbol],
            [t('trade.direction'), t(`trade.${ticket.type}`)],
            [t('trade.orderType'), t(`trade.${ticket.orderType}`)],
            [ticket.orderType === 'limit' ? t('trade.limitPrice') : t('trade.marketPrice'), fmtPrice(ticket.price, decimals)],
            [t('trade.amount'), `${fmtQty(ticket.amount)} ${baseCode}`],
            [t('trade.total'), `${fmtMoney(ticket.total)} ${quoteCode}`],
            [t('trade.fee'), `${fmtMoney(ticket.fee)} ${quoteCode}`],
            [t('trade.youPay'), `${fmtMoney(ticket.pay)} ${payCode(ticket.type)}`],
            [t('trade.youGet'), `${fmtMoney(ticket.get)} ${getCode(ticket.type)}`],
          ]}
          note={ticket.orderType === 'market' ? t('trade.marketNote') : t('trade.spotLimitNote')}
        />
      )}
    </form>
  );
}

/** What a pending spot order holds back (returned in full on cancel): the quote it pays for a buy, the base it sells. */
export function heldBack(order: CoinOrder): { amount: string; of: 'quote' | 'base' } {
  if (order.type === 'sell') return { amount: order.amount, of: 'base' };
  return { amount: spotQuote('buy', order.amount, order.price ?? '0').pay.toFixed(), of: 'quote' };
}

function PendingSpot() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: keys.coinList('pending-live'),
    queryFn: () => api(tradeCalls.coinList, { page: 1, limit: 50, status: 'pending' }),
  });
  const list = data?.list ?? [];
  const { tickers } = useTickers();
  const specs = useSymbolSpecs([...new Set(list.map((o) => o.symbol))]);
  const balances = useBalances();
  const [cancelling, setCancelling] = useState<CoinOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshTrade();
  const decimalsOf = (symbol: string) => tickers.get(symbol)?.decimals ?? specs.get(symbol)?.decimals ?? 2;
  /** The currency code of one side of a pair: from the balances, else read off the symbol. */
  const codeOf = (order: CoinOrder, of: 'quote' | 'base') => {
    const spec = specs.get(order.symbol);
    const id = of === 'quote' ? spec?.legal_id : spec?.currency_id;
    const known = balances.data?.find((b) => b.currency_id === id)?.code;
    return known ?? (of === 'quote' ? 'USDT' : order.symbol.replace(/USDT$/, ''));
  };

  const cancel = async (order: CoinOrder) => {
    setBusy(true);
    try {
      await api(tradeCalls.coinCancel, { id: order.id });
      toast(t('trade.cancelled'));
    } catch {
      // The transport has shown the refusal.
    } finally {
      setCancelling(null);
      setBusy(false);
      refresh();
    }
  };

  const held = cancelling ? heldBack(cancelling) : null;
  return (
    <>
      <h2 className="section-title trade-section">{t('trade.pendingOrders')}</h2>
      {list.length === 0 && <p className="muted trade-empty">{t('trade.noPending')}</p>}
      <ul className="trade-orders">
        {list.map((o) => (
          <li key={o.id} className="trade-card" aria-label={t('trade.orderLabel', { id: o.id })}>
            <div className="trade-card-head">
              <strong>{o.symbol}</strong>
              <span className={o.type === 'buy' ? 'trade-badge up' : 'trade-badge down'}>{t(`trade.${o.type}`)}</span>
            </div>
            <InfoRows
              rows={[
                [t('trade.limitPrice'), fmtPrice(o.price, decimalsOf(o.symbol))],
                [t('trade.amount'), `${fmtQty(o.amount)} ${codeOf(o, 'base')}`],
              ]}
            />
            <Button variant="secondary" onClick={() => setCancelling(o)}>
              {t('trade.cancelOrder')}
            </Button>
          </li>
        ))}
      </ul>
      {cancelling && held && (
        <ConfirmModal
          title={t('trade.cancelTitle')}
          busy={busy}
          danger
          confirmLabel={t('trade.cancelOrder')}
          rows={[
            [t('trade.symbol'), cancelling.symbol],
            [t('trade.direction'), t(`trade.${cancelling.type}`)],
            [t('trade.limitPrice'), fmtPrice(cancelling.price, decimalsOf(cancelling.symbol))],
            [t('trade.amount'), `${fmtQty(cancelling.amount)} ${codeOf(cancelling, 'base')}`],
            [t('trade.returnsToBalance'), `${fmtMoney(held.amount)} ${codeOf(cancelling, held.of)}`],
          ]}
          onClose={() => setCancelling(null)}
          onConfirm={() => cancel(cancelling)}
        />
      )}
    </>
  );
}
