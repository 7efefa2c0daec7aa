// Timed trades (options and seconds trades): the form, and a ticket that counts down to the end time
// and then shows the settlement the server made from its price series.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { tradeCalls } from '../../contract/trade';
import type { DurationOption, TimedOrder } from '../../contract/trade';
import { dec } from '../../shared/lib/decimal';
import { EMPTY_VALUE, formatDateTime, toMillis } from '../../shared/lib/format';
import { toast } from '../../shared/stores/ui';
import { type Direction, expectedReturn } from '../../shared/trade/formulas';
import { Button } from '../../shared/ui/Button';
import { ProfitText } from '../../shared/ui/ProfitText';
import { useFormErrors } from '../../shared/ui/useFormErrors';
import { keys, useRefreshTrade } from './api';
import { checkDecimal, fmtMoney, fmtPrice, fmtRate, fmtSigned, maxStake, readDecimal } from './lib';
import { ConfirmModal, DecimalField, InfoRows, reportError, Segmented, useProblemText } from './parts';
import './trade.css';

export type TimedKind = 'option' | 'seconds';
export const STAKE_DECIMALS = 2;

/** The current time, ticking every `ms`. */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

export function fmtSeconds(seconds: number, t: (key: string, vars?: Record<string, number>) => string): string {
  if (seconds % 86400 === 0) return t('trade.units.days', { count: seconds / 86400 });
  if (seconds % 3600 === 0) return t('trade.units.hours', { count: seconds / 3600 });
  if (seconds % 60 === 0 && seconds >= 120) return t('trade.units.minutes', { count: seconds / 60 });
  return t('trade.units.seconds', { count: seconds });
}

interface Wallet {
  id: number;
  code: string;
  available: string;
}

interface FormProps {
  kind: TimedKind;
  symbol: string;
  /** The symbol's id (seconds trades name it as match_id). */
  symbolId: number | null;
  durations: DurationOption[];
  /** Currencies the stake may be paid in (options: the one the server charges). */
  wallets: Wallet[];
  price: string | null;
  decimals: number;
  isOpen: boolean;
  onPlaced(order: TimedOrder): void;
}

type F = 'amount' | 'seconds' | 'direction' | 'currency_id';
const FIELD_MAP = { number: 'amount', type: 'direction' } as const;

interface Ticket {
  direction: Direction;
  duration: DurationOption;
  amount: string;
  wallet: Wallet;
  price: string | null;
  endAt: number;
}

export function TimedForm({ kind, symbol, symbolId, durations, wallets, price, decimals, isOpen, onPlaced }: FormProps) {
  const { t, i18n } = useTranslation();
  const [direction, setDirection] = useState<Direction>('up');
  const [seconds, setSeconds] = useState<number | null>(null);
  const [walletId, setWalletId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<F>(FIELD_MAP);
  const text = useProblemText();
  const refresh = useRefreshTrade();
  const duration = durations.find((d) => d.seconds === seconds) ?? durations[0];
  const wallet = wallets.find((w) => w.id === walletId) ?? wallets[0];
  const value = readDecimal(amount);
  const expected = value && duration ? expectedReturn(value, duration.rate) : null;

  const amountProblem = () => {
    if (!duration) return null;
    const p = checkDecimal(amount, {
      decimals: STAKE_DECIMALS,
      invalidKey: 'validation.amount',
      min: duration.min_amount,
      max: duration.max_amount,
    });
    if (p) return text(p);
    if (wallet && value && dec(value).gt(wallet.available)) {
      return text({ key: 'trade.errors.insufficient', vars: { available: `${fmtMoney(wallet.available)} ${wallet.code}` } });
    }
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!duration || !wallet) return;
    if (!form.check({ amount: amountProblem() })) return;
    setTicket({ direction, duration, amount: value, wallet, price, endAt: Date.now() + duration.seconds * 1000 });
  };

  const place = async (tk: Ticket) => {
    setBusy(true);
    try {
      const order =
        kind === 'option'
          ? await api(
              tradeCalls.optionSubmit,
              { symbol, direction: tk.direction, seconds: tk.duration.seconds, amount: tk.amount },
              { quiet: true },
            )
          : await api(
              tradeCalls.microSubmit,
              { match_id: symbolId ?? 0, currency_id: tk.wallet.id, type: tk.direction, seconds: tk.duration.seconds, number: tk.amount },
              { quiet: true },
            );
      toast(t('trade.orderPlaced'));
      onPlaced(order);
    } catch (err) {
      reportError(form, ['amount', 'number', 'seconds', 'direction', 'type', 'currency_id'], err);
    } finally {
      setTicket(null);
      setBusy(false);
      refresh();
    }
  };

  if (!durations.length) return <p className="muted">{t('common.loading')}</p>;
  return (
    <form className="trade-form" onSubmit={submit} noValidate>
      <Segmented
        label={t('trade.direction')}
        value={direction}
        onChange={setDirection}
        choices={[
          { value: 'up', label: t('trade.up'), className: 'buy' },
          { value: 'down', label: t('trade.down'), className: 'sell' },
        ]}
      />
      <Segmented
        label={t('trade.duration')}
        value={duration?.seconds ?? 0}
        onChange={(v) => {
          setSeconds(v);
          form.clear('amount');
        }}
        choices={durations.map((d) => ({
          value: d.seconds,
          label: (
            <>
              <span>{fmtSeconds(d.seconds, t)}</span> <small>{fmtRate(d.rate)}</small>
            </>
          ),
        }))}
      />
      {kind === 'seconds' && wallets.length > 1 && (
        <label className="field">
          <span>{t('trade.payWith')}</span>
          <select className="trade-select" value={wallet?.id} onChange={(e) => setWalletId(Number(e.target.value))}>
            {wallets.map((w) => (
              <option key={w.id} value={w.id}>
                {w.code}
              </option>
            ))}
          </select>
        </label>
      )}
      <DecimalField
        label={t('trade.amount')}
        value={amount}
        placeholder={duration ? t('trade.amountHint', { min: fmtMoney(duration.min_amount), max: fmtMoney(duration.max_amount) }) : ''}
        onChange={(v) => {
          setAmount(v);
          form.clear('amount');
        }}
        onBlur={() => amount && form.set('amount', amountProblem())}
        error={form.errors.amount}
        addon={
          <button
            type="button"
            onClick={() => {
              if (wallet && duration) setAmount(maxStake(wallet.available, duration.max_amount, STAKE_DECIMALS));
              form.clear('amount');
            }}
          >
            {t('trade.max')}
          </button>
        }
      />
      <InfoRows
        label={t('trade.costSummary')}
        rows={[
          [t('trade.available'), wallet ? `${fmtMoney(wallet.available)} ${wallet.code}` : EMPTY_VALUE],
          [t('trade.payoutRate'), duration ? fmtRate(duration.rate) : EMPTY_VALUE],
          [t('trade.expectedReturn'), expected ? fmtMoney(expected) : EMPTY_VALUE],
        ]}
      />
      {!isOpen && <p className="field-error">{t('trade.marketClosedHint')}</p>}
      <Button
        type="submit"
        variant={direction === 'up' ? 'primary' : 'danger'}
        className={direction === 'up' ? 'trade-buy' : undefined}
        disabled={!isOpen || busy || !wallet}
      >
        {direction === 'up' ? t('trade.submitUp') : t('trade.submitDown')}
      </Button>
      {ticket && (
        <ConfirmModal
          title={t('trade.confirmOrder')}
          busy={busy}
          onClose={() => setTicket(null)}
          onConfirm={() => place(ticket)}
          rows={[
            [t('trade.symbol'), symbol],
            [t('trade.direction'), t(`trade.${ticket.direction}`)],
            [t('trade.duration'), fmtSeconds(ticket.duration.seconds, t)],
            [t('trade.amount'), `${fmtMoney(ticket.amount)} ${ticket.wallet.code}`],
            [t('trade.payoutRate'), fmtRate(ticket.duration.rate)],
            [t('trade.expectedReturn'), `${fmtMoney(expectedReturn(ticket.amount, ticket.duration.rate))} ${ticket.wallet.code}`],
            [t('trade.openPriceNow'), fmtPrice(ticket.price, decimals)],
            [t('trade.endTime'), formatDateTime(ticket.endAt, i18n.language)],
          ]}
          note={t('trade.timedRule')}
        />
      )}
    </form>
  );
}

/** Finds a timed order's current state: get_result for a seconds trade, the options list for an option. */
async function fetchTimed(order: TimedOrder): Promise<TimedOrder> {
  if (order.kind === 'seconds') return api(tradeCalls.microResult, { id: order.id }, { quiet: true });
  const reply = await api(tradeCalls.optionList, { page: 1, limit: 50 }, { quiet: true });
  return reply.list.find((o) => o.id === order.id) ?? order;
}

/** One placed trade: a countdown to its end time, then its result (polled, and pushed by the `order` event). */
export function TimedTicket({ order: placed, decimals }: { order: TimedOrder; decimals: number }) {
  const { t, i18n } = useTranslation();
  const now = useNow(250);
  const endMs = toMillis(placed.end_at);
  const due = now >= endMs;
  const { data } = useQuery({
    queryKey: [...keys.timed, 'result', placed.kind, placed.id],
    queryFn: () => fetchTimed(placed),
    initialData: placed,
    enabled: placed.status === 'open' && due,
    refetchInterval: (q) => (q.state.data?.status === 'open' ? 1000 : false),
  });
  const order = data ?? placed;
  const settled = order.status !== 'open';
  const left = Math.max(0, Math.ceil((endMs - now) / 1000));
  return (
    <li className="trade-card" aria-label={t('trade.orderLabel', { id: order.id })}>
      <div className="trade-card-head">
        <strong>{order.symbol}</strong>
        <span className={order.direction === 'up' ? 'trade-badge up' : 'trade-badge down'}>{t(`trade.${order.direction}`)}</span>
        <span className="muted">{fmtSeconds(order.seconds, t)}</span>
      </div>
      {settled ? (
        <p className="trade-profit" role="status">
          {t(`trade.outcome.${order.status}`)} · <ProfitText value={order.profit}>{fmtSigned(order.profit)}</ProfitText>
        </p>
      ) : (
        <p className="trade-profit" role="timer" aria-live="off">
          {due ? t('trade.settling') : t('trade.endsIn', { seconds: left })}
        </p>
      )}
      <InfoRows
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
