// Timed trades on one symbol: options and seconds trades, the settlement rule, then the trades
// placed here counting down to their end and showing the result.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { type TimedOrder, tradeCalls } from '../../contract/trade';
import { useTicker } from '../../api/tickers';
import { useCurrentRoute } from '../../shared/route';
import { Page } from '../../shared/ui/Page';
import { useBalances, useLoggedIn, useOrderEvents, useSymbolSpec } from './api';
import { LinkRow, LoginToTrade, Segmented } from './parts';
import { SymbolBar, useSymbolParam } from './SymbolBar';
import type { TimedKind } from './timed';
import { TimedForm } from './TimedForm';
import { TimedTicket } from './TimedTicket';
import styles from './trade.module.css';

/** The open trades the server knows of: the newest options, the last page of seconds trades (5, SPEC §9). */
const OPEN_OPTIONS = { page: 1, limit: 20, status: 'open' } as const;
const LAST_SECONDS = { page: 1, limit: 5 } as const;

export default function OptionsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [symbol, setSymbol] = useSymbolParam();
  const [params, setParams] = useSearchParams();
  const kind: TimedKind = params.get('tab') === 'seconds' ? 'seconds' : 'option';
  const setKind = (next: TimedKind) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  const loggedIn = useLoggedIn();
  const ticker = useTicker(symbol);
  const spec = useSymbolSpec(symbol);
  useOrderEvents();

  const config = useCallQuery(tradeCalls.optionConfig, { symbol }, { quiet: true, enabled: kind === 'option', retry: false });
  const seconds = useCallQuery(tradeCalls.microSeconds, undefined, { enabled: kind === 'seconds', staleTime: 5 * 60_000 });
  const payable = useCallQuery(tradeCalls.microCurrencies, undefined, { enabled: loggedIn && kind === 'seconds' });
  const balances = useBalances('micro');
  const openOptions = useCallQuery(tradeCalls.optionList, OPEN_OPTIONS, { enabled: loggedIn && kind === 'option' });
  const lastSeconds = useCallQuery(tradeCalls.microList, LAST_SECONDS, { enabled: loggedIn && kind === 'seconds' });
  const openOnServer = kind === 'option' ? openOptions.data?.list : lastSeconds.data?.list.filter((o) => o.status === 'open');
  const [placed, setPlaced] = useState<TimedOrder[]>([]);

  const decimals = ticker?.decimals ?? spec.data?.decimals ?? 2;
  const isOpen = ticker?.is_open ?? (kind === 'option' ? config.data?.is_open : spec.data?.is_open) ?? true;
  const durations = (kind === 'option' ? config.data?.durations : seconds.data) ?? [];
  const wallets =
    kind === 'seconds'
      ? (payable.data ?? [])
      : (balances.data ?? []).filter((b) => b.code === 'USDT').map((b) => ({ id: b.currency_id, code: b.code, available: b.available }));
  const mine = placed.filter((o) => o.kind === kind && o.symbol === symbol);
  const tickets = [...mine, ...(openOnServer ?? []).filter((o) => !mine.some((m) => m.id === o.id))];

  return (
    <Page title={t(route.title)}>
      <div className="content">
        <SymbolBar symbol={symbol} onSymbol={setSymbol} decimals={decimals} fallbackPrice={config.data?.price} isOpen={isOpen} />
        <Segmented
          label={t('trade.timedKind')}
          value={kind}
          onChange={setKind}
          choices={[
            { value: 'option', label: t('trade.options') },
            { value: 'seconds', label: t('trade.seconds') },
          ]}
        />
        <p className={styles.rule}>{t('trade.timedRule')}</p>
        {!loggedIn && <LoginToTrade />}
        {loggedIn && (
          <TimedForm
            key={`${kind}:${symbol}`}
            kind={kind}
            symbol={symbol}
            symbolId={spec.data?.id ?? null}
            durations={durations}
            wallets={wallets}
            price={ticker?.price ?? config.data?.price ?? null}
            decimals={decimals}
            isOpen={isOpen}
            onPlaced={(order) => setPlaced((list) => [order, ...list])}
          />
        )}
        {loggedIn && tickets.length > 0 && (
          <>
            <h2 className={`section-title ${styles.section}`}>{t('trade.myTrades')}</h2>
            <ul className={styles.orders}>
              {tickets.map((order) => (
                <TimedTicket key={`${order.kind}:${order.id}`} order={order} decimals={decimals} />
              ))}
            </ul>
          </>
        )}
        <LinkRow links={[[`/pages/transaction/seconds_order?tab=${kind}`, t('trade.timedHistory')]]} />
      </div>
    </Page>
  );
}
