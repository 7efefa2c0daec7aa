// History of timed trades: seconds trades (5 per page, as SPEC says) and options. Each card leads with
// the symbol, direction, duration, outcome and its profit with ROE; the rest folds under "Details".
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { type TimedOrder, tradeCalls } from '../../contract/trade';
import { EMPTY_VALUE, formatDateTime } from '../../shared/lib/format';
import { useTickers } from '../../api/tickers';
import { useCurrentRoute } from '../../shared/route';
import { CostPreview } from '../../shared/ui/money';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { useOrderEvents } from './api';
import { useTradeFormat } from './format';
import { LinkRow, ProfitLine, Segmented } from './parts';
import { fmtSeconds, type TimedKind } from './timed';
import styles from './trade.module.css';

/** SPEC §9: the seconds-trade list is 5 per page; other order lists 10. */
const LIMITS: Record<TimedKind, number> = { seconds: 5, option: 10 };

export default function SecondsOrderPage() {
  const { t, i18n } = useTranslation();
  const fmt = useTradeFormat();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const kind: TimedKind = params.get('tab') === 'option' ? 'option' : 'seconds';
  const { tickers } = useTickers();
  useOrderEvents();
  const time = (ts: number | null) => (ts ? formatDateTime(ts, i18n.language) : EMPTY_VALUE);

  const renderOrder = (o: TimedOrder) => {
    const decimals = tickers.get(o.symbol)?.decimals ?? 2;
    const settled = o.status !== 'open';
    return (
      <li className={styles.card} aria-label={t('trade.orderLabel', { id: o.id })}>
        <div className={styles.cardHead}>
          <strong>{o.symbol}</strong>
          <span className={`${styles.badge} ${o.direction === 'up' ? 'up' : 'down'}`}>{t(`trade.${o.direction}`)}</span>
          <span className="muted">{fmtSeconds(o.seconds, t)}</span>
          <span className="muted">{t(`trade.outcome.${o.status}`)}</span>
        </div>
        {settled && <ProfitLine label={t('trade.result')} profit={o.profit} base={o.amount} code={o.currency} />}
        <details className={styles.disclosure}>
          <summary>{t('trade.details')}</summary>
          <CostPreview
            plain
            rows={[
              [t('trade.orderId'), String(o.id)],
              [t('trade.cost'), fmt.moneyOf(o.amount, o.currency)],
              [t('trade.payoutRate'), fmt.rate(o.rate)],
              [t('trade.expected'), fmt.money(o.expected, o.currency)],
              [t('trade.openPrice'), fmt.price(o.open_price, decimals)],
              [t('trade.closePrice'), fmt.price(o.close_price, decimals)],
              [t('trade.payout'), settled ? fmt.money(o.payout, o.currency) : EMPTY_VALUE],
              [t('trade.endTime'), time(o.end_at)],
              [t('trade.createTime'), time(o.created_at)],
            ]}
          />
        </details>
      </li>
    );
  };
  const list = {
    limit: LIMITS[kind],
    empty: t('trade.noHistory'),
    className: styles.orders,
    itemKey: (o: TimedOrder) => o.id,
    renderItem: renderOrder,
  };

  return (
    <Page title={t(route.title)}>
      <div className="content">
        <Segmented
          label={t('trade.timedKind')}
          value={kind}
          onChange={(next) => setParams({ tab: next }, { replace: true })}
          choices={[
            { value: 'seconds', label: t('trade.seconds') },
            { value: 'option', label: t('trade.options') },
          ]}
        />
        {kind === 'seconds' ? (
          <PagedList key="seconds" call={tradeCalls.microList} filter={{}} {...list} />
        ) : (
          <PagedList key="option" call={tradeCalls.optionList} filter={{}} {...list} />
        )}
        <LinkRow links={[[`/pages/transaction/index?tab=${kind}`, t('trade.newTimed')]]} />
      </div>
    </Page>
  );
}
