// The form of a timed trade (an option or a seconds trade): direction, duration, the currency it is
// paid in, the stake (25 / 50 / 75 / 100 % of what the balance and the duration's maximum allow, rounded
// down), its possible return from the shared formulas, then a confirm dialog with the end time.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DurationOption, type TimedOrder, tradeCalls } from '../../contract/trade';
import { checkDecimal, type Problem, readDecimal } from '../../shared/lib/amount';
import { dec } from '../../shared/lib/decimal';
import { EMPTY_VALUE, formatDateTime } from '../../shared/lib/format';
import { toast } from '../../shared/stores/ui';
import { type Direction, expectedReturn } from '../../shared/trade/formulas';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, CostPreview } from '../../shared/ui/money';
import { SelectField } from '../../shared/ui/SelectField';
import { TransferOffer } from '../fund';
import { useOrderAction } from './api';
import { useTradeFormat } from './format';
import { maxStake } from './lib';
import { Segmented, ShareRow } from './parts';
import { fmtSeconds, STAKE_DECIMALS, type TimedKind } from './timed';
import styles from './trade.module.css';

interface Wallet {
  id: number;
  code: string;
  available: string;
}

interface Props {
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

interface TimedValues {
  direction: Direction;
  /** The chosen duration; null: the first one. */
  seconds: number | null;
  /** The chosen currency's id; null: the first one. */
  wallet: number | null;
  amount: string;
}
/** The seconds-trade call names the stake `number`; only the stake has a message under it. */
const SERVER_FIELDS = { number: 'amount' } as const;
const SHOWN_FIELDS = ['amount'] as const;

interface Ticket {
  direction: Direction;
  duration: DurationOption;
  amount: string;
  wallet: Wallet;
  price: string | null;
  endAt: number;
}

export function TimedForm({ kind, symbol, symbolId, durations, wallets, price, decimals, isOpen, onPlaced }: Props) {
  const { t, i18n } = useTranslation();
  const fmt = useTradeFormat();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const submitOption = useOrderAction(tradeCalls.optionSubmit);
  const submitSeconds = useOrderAction(tradeCalls.microSubmit);
  const busy = submitOption.busy || submitSeconds.busy;
  const durationOf = (seconds: number | null) => durations.find((d) => d.seconds === seconds) ?? durations[0];
  const walletOf = (id: number | null) => wallets.find((w) => w.id === id) ?? wallets[0];

  const amountProblem = (raw: string, values: TimedValues): Problem | null => {
    const duration = durationOf(values.seconds);
    if (!duration) return null;
    const problem = checkDecimal(raw, {
      decimals: STAKE_DECIMALS,
      invalidKey: 'validation.amount',
      min: duration.min_amount,
      max: duration.max_amount,
    });
    if (problem) return problem;
    const wallet = walletOf(values.wallet);
    const value = readDecimal(raw);
    if (wallet && value && dec(value).gt(wallet.available)) {
      return { key: 'trade.errors.insufficient', vars: { available: fmt.moneyOf(wallet.available, wallet.code) } };
    }
    return null;
  };
  const form = useRulesForm<TimedValues>({ direction: 'up', seconds: null, wallet: null, amount: '' }, { amount: amountProblem });
  // The currency picker shows the currency paid with: the first one until another is picked.
  const firstWallet = wallets[0]?.id ?? null;
  useEffect(() => {
    if (firstWallet !== null && form.getValues('wallet') === null) form.setValue('wallet', firstWallet);
  }, [firstWallet, form]);
  const values = form.watch();
  const duration = durationOf(values.seconds);
  const wallet = walletOf(values.wallet);
  const value = readDecimal(values.amount);
  const expected = value && duration ? expectedReturn(value, duration.rate) : null;

  const review = form.handleSubmit((checked) => {
    const chosen = durationOf(checked.seconds);
    const payWith = walletOf(checked.wallet);
    if (!chosen || !payWith) return;
    const amount = readDecimal(checked.amount);
    setTicket({
      direction: checked.direction,
      duration: chosen,
      amount,
      wallet: payWith,
      price,
      endAt: Date.now() + chosen.seconds * 1000,
    });
  });

  const place = async (tk: Ticket) => {
    try {
      const order =
        kind === 'option'
          ? await submitOption.run({ symbol, direction: tk.direction, seconds: tk.duration.seconds, amount: tk.amount })
          : await submitSeconds.run({
              match_id: symbolId ?? 0,
              currency_id: tk.wallet.id,
              type: tk.direction,
              seconds: tk.duration.seconds,
              number: tk.amount,
            });
      toast(t('trade.orderPlaced'));
      onPlaced(order);
    } catch (err) {
      serverErrorToForm(form, err, SERVER_FIELDS, SHOWN_FIELDS);
    } finally {
      setTicket(null);
    }
  };

  if (!durations.length) return <p className="muted">{t('common.loading')}</p>;
  const up = values.direction === 'up';
  return (
    <form onSubmit={review} noValidate>
      <Segmented
        label={t('trade.direction')}
        value={values.direction}
        onChange={(v) => form.setValue('direction', v)}
        choices={[
          { value: 'up', label: t('trade.up'), tone: 'buy' },
          { value: 'down', label: t('trade.down'), tone: 'sell' },
        ]}
      />
      <Segmented
        label={t('trade.duration')}
        value={duration?.seconds ?? 0}
        onChange={(v) => {
          form.setValue('seconds', v);
          form.clearErrors('amount');
        }}
        choices={durations.map((d) => ({
          value: d.seconds,
          label: (
            <>
              <span>{fmtSeconds(d.seconds, t)}</span> <small>{fmt.rate(d.rate)}</small>
            </>
          ),
        }))}
      />
      {kind === 'seconds' && wallets.length > 1 && (
        <SelectField
          form={form}
          name="wallet"
          label={t('trade.payWith')}
          options={wallets.map((w) => ({ value: String(w.id), label: w.code }))}
          onPick={(id) => {
            form.setValue('wallet', Number(id));
            form.clearErrors('amount');
          }}
        />
      )}
      <FormAmountField
        form={form}
        name="amount"
        label={t('trade.amount')}
        placeholder={duration ? t('trade.amountHint', { min: fmt.money(duration.min_amount), max: fmt.money(duration.max_amount) }) : ''}
        checkOnBlur="filled"
      />
      <ShareRow
        label={t('trade.shareOfBalance')}
        onShare={(share) => {
          if (!wallet || !duration) return;
          form.setValue('amount', maxStake(wallet.available, duration.max_amount, STAKE_DECIMALS, share));
          form.clearErrors('amount');
        }}
      />
      <CostPreview
        label={t('trade.costSummary')}
        rows={[
          [
            t('trade.available'),
            wallet ? (
              <>
                {fmt.moneyOf(wallet.available, wallet.code)}
                <TransferOffer wallet="micro" available={wallet.available} currencyId={wallet.id} />
              </>
            ) : (
              EMPTY_VALUE
            ),
          ],
          [t('trade.payoutRate'), duration ? fmt.rate(duration.rate) : EMPTY_VALUE],
          [t('trade.expectedReturn'), expected ? fmt.money(expected, wallet?.code) : EMPTY_VALUE],
        ]}
      />
      {!isOpen && <p className="field-error">{t('trade.marketClosedHint')}</p>}
      <Button
        type="submit"
        variant={up ? 'primary' : 'danger'}
        className={up ? styles.buyButton : undefined}
        disabled={!isOpen || busy || !wallet}
      >
        {up ? t('trade.submitUp') : t('trade.submitDown')}
      </Button>
      {ticket && (
        <ConfirmDialog
          title={t('trade.confirmOrder')}
          busy={busy}
          onClose={() => setTicket(null)}
          onConfirm={() => void place(ticket)}
          rows={[
            [t('trade.symbol'), symbol],
            [t('trade.direction'), t(`trade.${ticket.direction}`)],
            [t('trade.duration'), fmtSeconds(ticket.duration.seconds, t)],
            [t('trade.amount'), `${fmt.exact(ticket.amount)} ${ticket.wallet.code}`],
            [t('trade.payoutRate'), fmt.rate(ticket.duration.rate)],
            [t('trade.expectedReturn'), `${fmt.exact(expectedReturn(ticket.amount, ticket.duration.rate))} ${ticket.wallet.code}`],
            [t('trade.openPriceNow'), fmt.price(ticket.price, decimals)],
            [t('trade.endTime'), formatDateTime(ticket.endAt, i18n.language)],
          ]}
          note={t('trade.timedRule')}
        />
      )}
    </form>
  );
}
