// The convert page's confirm dialog: exactly what the fresh quote charges and returns, how long it
// still holds its prices (a countdown), and once it has run out — or the server refused it — a way to
// a new quote instead of Confirm.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteReply } from '../../contract/fund';
import { dec } from '../../shared/lib/decimal';
import { ConfirmDialog } from '../../shared/ui/money';
import styles from './fund.module.css';
import { useMoney } from './money';

/** A quote taken for one amount, and what became of it. */
export interface Ticket {
  quote: QuoteReply;
  /** The amount quoted, as sent (plain decimal). */
  number: string;
  from: string;
  to: string;
  fromCode: string;
  toCode: string;
  /** When the quote arrived (this device's clock): its validity counts from here. */
  receivedAt: number;
  /** A refusal of the quote by the server (translated), shown above the buttons. */
  problem: string | null;
}

/** Whole seconds the quote still holds, ticking every second; 0 once it has run out. */
function useSecondsLeft(ticket: Ticket): number {
  const end = ticket.receivedAt + ticket.quote.valid_ms;
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  return Math.max(0, Math.ceil((end - now) / 1000));
}

interface Props {
  ticket: Ticket;
  busy: boolean;
  onConfirm(ticket: Ticket): void;
  /** A new quote for the same amount and pair. */
  onRefresh(ticket: Ticket): void;
  onClose(): void;
}

export function ConvertDialog({ ticket, busy, onConfirm, onRefresh, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const seconds = useSecondsLeft(ticket);
  const { quote, fromCode, toCode } = ticket;
  const expired = seconds === 0;
  const stale = expired || ticket.problem !== null;
  const fee = quote.fee ?? '0';
  const cost = dec(ticket.number).plus(fee);
  return (
    <ConfirmDialog
      title={t('fund.convert.confirmTitle')}
      busy={busy}
      onClose={onClose}
      confirmLabel={stale ? t('fund.convert.refresh') : undefined}
      onConfirm={() => (stale ? onRefresh(ticket) : onConfirm(ticket))}
      rows={[
        [t('fund.amount'), `${money.exact(ticket.number)} ${fromCode}`],
        [t('fund.convert.rate'), `1 ${fromCode} = ${money.ratio(quote.rate)} ${toCode}`],
        [t('fund.convert.fee', { rate: money.percent(quote.fee_rate) }), `${money.exact(fee)} ${fromCode}`],
        [t('fund.convert.cost'), `${money.exact(cost)} ${fromCode}`],
        [t('fund.convert.receive'), `${money.exact(quote.receive ?? '0')} ${toCode}`],
      ]}
      note={
        ticket.problem ? (
          <span className={styles.quoteProblem} role="alert">
            {ticket.problem}
          </span>
        ) : (
          <span className={expired ? styles.quoteExpired : undefined} role="timer" aria-live="off">
            {expired ? t('fund.convert.expired') : t('fund.convert.holds', { seconds })}
          </span>
        )
      }
    />
  );
}
