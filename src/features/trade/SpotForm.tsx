// The spot order form of one symbol: buy or sell, limit or market, the amount of the base currency
// (25 / 50 / 75 / 100 % of what the balance pays for, rounded down to the amount step); total, fee and
// what is paid and got from the shared formulas as typed (to the cent) and in the confirm dialog (exact).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolSpec } from '../../contract/market';
import type { WalletBalance as Balance } from '../../contract/fund';
import { tradeCalls } from '../../contract/trade';
import { checkDecimal, type Problem, readDecimal } from '../../shared/lib/amount';
import { dec } from '../../shared/lib/decimal';
import { formatFixed } from '../../shared/lib/format';
import { toast } from '../../shared/stores/ui';
import { type Side, spotQuote } from '../../shared/trade/formulas';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, CostPreview } from '../../shared/ui/money';
import { encodeProblem } from '../../shared/ui/problem';
import { TransferOffer } from '../fund';
import { useOrderAction } from './api';
import { useTradeFormat } from './format';
import { maxSpotAmount } from './lib';
import { Segmented, ShareRow, useChosenShare } from './parts';
import styles from './trade.module.css';

/** Places of a spot amount (the contract allows 8). */
export const SPOT_AMOUNT_DECIMALS = 8;

/** Named as the trade call names them (a refusal lands at its field). */
interface SpotValues {
  type: Side;
  order_type: 'market' | 'limit';
  target_price: string;
  amount: string;
}
const SHOWN_FIELDS = ['amount', 'target_price'] as const;

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

interface Props {
  spec: SymbolSpec;
  balances: Balance[];
  price: string | null;
  decimals: number;
  isOpen: boolean;
  /** The side the form opens with (the symbol page's Buy or Sell). */
  initialSide?: Side;
}

export function SpotForm({ spec, balances, price, decimals, isOpen, initialSide = 'buy' }: Props) {
  const { t } = useTranslation();
  const fmt = useTradeFormat();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const trade = useOrderAction(tradeCalls.coinTrade);
  const base = balances.find((b) => b.currency_id === spec.currency_id);
  const quote = balances.find((b) => b.currency_id === spec.legal_id);
  const baseCode = base?.code ?? spec.symbol.replace(/USDT$/, '');
  const quoteCode = quote?.code ?? 'USDT';
  const payCode = (side: Side) => (side === 'buy' ? quoteCode : baseCode);
  const getCode = (side: Side) => (side === 'buy' ? baseCode : quoteCode);
  const payWalletOf = (side: Side) => (side === 'buy' ? quote : base);

  /** The price the order is figured at (the limit price, or the live price) and what it pays and gets. */
  const figure = (values: SpotValues) => {
    const refPrice = values.order_type === 'limit' ? readDecimal(values.target_price) : (price ?? '');
    const amount = readDecimal(values.amount);
    const figures = refPrice && amount && !dec(amount).isZero() ? spotQuote(values.type, amount, refPrice) : null;
    return { refPrice, amount, figures };
  };

  const availableOf = (side: Side) => payWalletOf(side)?.available ?? '0';
  const insufficient = (side: Side): Problem => ({
    key: 'trade.errors.insufficient',
    vars: { available: fmt.moneyOf(availableOf(side), payCode(side)) },
  });
  const amountProblem = (raw: string, values: SpotValues): Problem | null => {
    const problem = checkDecimal(raw, { decimals: SPOT_AMOUNT_DECIMALS, invalidKey: 'validation.amount' });
    if (problem) return problem;
    return figure(values).figures?.pay.gt(availableOf(values.type)) ? insufficient(values.type) : null;
  };
  const form = useRulesForm<SpotValues>(
    { type: initialSide, order_type: 'limit', target_price: '', amount: '' },
    {
      target_price: (value, values) =>
        values.order_type === 'limit' ? checkDecimal(value, { decimals, invalidKey: 'validation.price' }) : null,
      amount: amountProblem,
    },
  );
  const values = form.watch();
  const { refPrice, figures } = figure(values);

  /** A share of: selling, the base balance; buying, the most the quote balance pays for at the price. */
  const fillShare = (share: number) => {
    if (values.type === 'buy' && !refPrice) {
      form.setError('target_price', { type: 'rule', message: 'validation.price' });
      return;
    }
    const amount = maxSpotAmount(values.type, availableOf(values.type), refPrice, SPOT_AMOUNT_DECIMALS, share);
    form.setValue('amount', amount);
    if (dec(amount).isZero()) form.setError('amount', { type: 'rule', message: encodeProblem(insufficient(values.type)) });
    else form.clearErrors('amount');
  };
  const [chosenShare, chooseShare] = useChosenShare(form, 'amount', fillShare, [refPrice, values.type, availableOf(values.type)]);

  const review = form.handleSubmit((checked) => {
    const q = figure(checked);
    if (!q.figures || !q.refPrice) return;
    setTicket({
      type: checked.type,
      orderType: checked.order_type,
      amount: q.amount,
      price: q.refPrice,
      total: q.figures.total.toFixed(),
      fee: q.figures.fee.toFixed(),
      pay: q.figures.pay.toFixed(),
      get: q.figures.get.toFixed(),
    });
  });

  const place = async (tk: Ticket) => {
    try {
      await trade.run({
        amount: tk.amount,
        target_price: tk.orderType === 'limit' ? tk.price : undefined,
        currency_id: spec.currency_id ?? 0,
        legal_id: spec.legal_id ?? 0,
        type: tk.type,
      });
      toast(t('trade.orderPlaced'));
      chooseShare(null);
    } catch (err) {
      serverErrorToForm(form, err, {}, SHOWN_FIELDS);
    } finally {
      setTicket(null);
    }
  };

  const buying = values.type === 'buy';
  return (
    <form onSubmit={review} noValidate>
      <CostPreview
        label={t('trade.balances')}
        rows={[
          [t('trade.balanceOf', { code: baseCode }), fmt.money(base?.available ?? '0', baseCode)],
          [
            t('trade.balanceOf', { code: quoteCode }),
            <>
              {fmt.money(quote?.available ?? '0', quoteCode)}
              <TransferOffer wallet="change" available={quote?.available ?? '0'} currencyId={spec.legal_id} />
            </>,
          ],
        ]}
      />
      <Segmented
        label={t('trade.direction')}
        value={values.type}
        onChange={(v) => {
          form.setValue('type', v);
          form.clearErrors('amount');
        }}
        choices={[
          { value: 'buy', label: t('trade.buy'), tone: 'buy' },
          { value: 'sell', label: t('trade.sell'), tone: 'sell' },
        ]}
      />
      <Segmented
        label={t('trade.orderType')}
        value={values.order_type}
        onChange={(v) => {
          form.setValue('order_type', v);
          form.clearErrors('target_price');
        }}
        choices={[
          { value: 'limit', label: t('trade.limit') },
          { value: 'market', label: t('trade.market') },
        ]}
      />
      {values.order_type === 'limit' && (
        <FormAmountField
          form={form}
          name="target_price"
          label={t('trade.limitPrice')}
          placeholder={price ? formatFixed(price, decimals) : undefined}
          checkOnBlur="filled"
        />
      )}
      <FormAmountField form={form} name="amount" label={t('trade.amountOf', { code: baseCode })} checkOnBlur="filled" />
      <ShareRow label={t('trade.shareOfBalance')} onShare={chooseShare} chosen={chosenShare} />
      <CostPreview
        label={t('trade.costSummary')}
        rows={[
          [t('trade.total'), figures ? fmt.moneyOf(figures.total, quoteCode) : '--'],
          [t('trade.fee'), figures ? fmt.moneyOf(figures.fee, quoteCode) : '--'],
          [t('trade.youPay'), figures ? fmt.moneyOf(figures.pay, payCode(values.type)) : '--'],
          [t('trade.youGet'), figures ? fmt.moneyOf(figures.get, getCode(values.type)) : '--'],
        ]}
      />
      {!isOpen && <p className="field-error">{t('trade.marketClosedHint')}</p>}
      <Button
        type="submit"
        variant={buying ? 'primary' : 'danger'}
        className={buying ? styles.buyButton : undefined}
        disabled={!isOpen || trade.busy}
      >
        {buying ? t('trade.buyCode', { code: baseCode }) : t('trade.sellCode', { code: baseCode })}
      </Button>
      {ticket && (
        <ConfirmDialog
          title={t('trade.confirmOrder')}
          busy={trade.busy}
          onClose={() => setTicket(null)}
          onConfirm={() => void place(ticket)}
          rows={[
            [t('trade.symbol'), spec.symbol],
            [t('trade.direction'), t(`trade.${ticket.type}`)],
            [t('trade.orderType'), t(`trade.${ticket.orderType}`)],
            [ticket.orderType === 'limit' ? t('trade.limitPrice') : t('trade.marketPrice'), fmt.price(ticket.price, decimals)],
            [t('trade.amount'), `${fmt.qty(ticket.amount)} ${baseCode}`],
            [t('trade.total'), `${fmt.exact(ticket.total)} ${quoteCode}`],
            [t('trade.fee'), `${fmt.exact(ticket.fee)} ${quoteCode}`],
            [t('trade.youPay'), `${fmt.exact(ticket.pay)} ${payCode(ticket.type)}`],
            [t('trade.youGet'), `${fmt.exact(ticket.get)} ${getCode(ticket.type)}`],
          ]}
          note={ticket.orderType === 'market' ? t('trade.marketNote') : t('trade.spotLimitNote')}
        />
      )}
    </form>
  );
}
