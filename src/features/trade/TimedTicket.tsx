// One placed timed trade: a countdown to its end time, then the settlement the server made from its
// price series (polled from the end time, and pushed by the `order` event).
import { useTranslation } from 'react-i18next';
import type { TimedOrder } from '../../contract/trade';
import { EMPTY_VALUE, formatDateTime, toMillis } from '../../shared/lib/format';
import { CostPreview } from '../../shared/ui/money';
import { ProfitText } from '../../shared/ui/ProfitText';
import { useTimedOrder } from './api';
import { fmtMoney, fmtPrice, fmtRate, fmtSigned } from './lib';
import { fmtSeconds, useNow } from './timed';
import styles from './trade.module.css';

export function TimedTicket({ order: placed, decimals }: { order: TimedOrder; decimals: number }) {
  const { t, i18n } = useTranslation();
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
        <p className={styles.profit} role="status">
          {t(`trade.outcome.${order.status}`)} · <ProfitText value={order.profit}>{fmtSigned(order.profit)}</ProfitText>
        </p>
      ) : (
        <p className={styles.profit} role="timer" aria-live="off">
          {due ? t('trade.settling') : t('trade.endsIn', { seconds: left })}
        </p>
      )}
      <CostPreview
        plain
        rows={[
          [t('trade.amount'), `${fmtMoney(order.amount)} ${order.currency}`],
          [t('trade.payoutRate'), fmtRate(order.rate)],
          [t('trade.expectedReturn'), fmtMoney(order.expected)],
          [t('trade.openPrice'), fmtPrice(order.open_price, decimals)],
          [t('trade.closePrice'), fmtPrice(order.close_price, decimals)],
          [t('trade.payout'), settled ? fmtMoney(order.payout) : EMPTY_VALUE],
          [t('trade.endTime'), formatDateTime(order.end_at, i18n.language)],
        ]}
      />
    </li>
  );
}
