// One placed timed trade: a countdown to its end time, then the settlement the server made from its
// price series (polled from the end time, and pushed by the `order` event).
import { useTranslation } from 'react-i18next';
import type { TimedOrder } from '../../contract/trade';
import { EMPTY_VALUE, formatDateTime, toMillis } from '../../shared/lib/format';
import { CostPreview } from '../../shared/ui/money';
import { useTimedOrder } from './api';
import { useTradeFormat } from './format';
import { ProfitLine } from './parts';
import { fmtSeconds, useNow } from './timed';
import styles from './trade.module.css';

export function TimedTicket({ order: placed, decimals }: { order: TimedOrder; decimals: number }) {
  const { t, i18n } = useTranslation();
  const fmt = useTradeFormat();
  const now = useNow(250);
  const endMs = toMillis(placed.end_at);
  const due = now >= endMs;
  const { data } = useTimedOrder(placed, due);
  const order = data ?? placed;
  const settled = order.status !== 'open';
  const left = Math.max(0, Math.ceil((endMs - now) / 1000));
  return (
    <li className={styles.card} aria-label={t('trade.orderLabel', { id: order.id })}>
      <div className={styles.cardHead}>
        <strong>{order.symbol}</strong>
        <span className={`${styles.badge} ${order.direction === 'up' ? 'up' : 'down'}`}>{t(`trade.${order.direction}`)}</span>
        <span className="muted">{fmtSeconds(order.seconds, t)}</span>
      </div>
      {settled ? (
        <ProfitLine label={t(`trade.outcome.${order.status}`)} profit={order.profit} base={order.amount} code={order.currency} live />
      ) : (
        <p className={styles.profit} role="timer" aria-live="off">
          {due ? t('trade.settling') : t('trade.endsIn', { seconds: left })}
        </p>
      )}
      <CostPreview
        plain
        rows={[
          [t('trade.amount'), fmt.moneyOf(order.amount, order.currency)],
          [t('trade.payoutRate'), fmt.rate(order.rate)],
          [t('trade.expectedReturn'), fmt.money(order.expected, order.currency)],
          [t('trade.openPrice'), fmt.price(order.open_price, decimals)],
          [t('trade.closePrice'), fmt.price(order.close_price, decimals)],
          [t('trade.payout'), settled ? fmt.money(order.payout, order.currency) : EMPTY_VALUE],
          [t('trade.endTime'), formatDateTime(order.end_at, i18n.language)],
        ]}
      />
    </li>
  );
}
