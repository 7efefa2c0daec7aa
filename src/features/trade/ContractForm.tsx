// The contract order form of one symbol: side, market or limit, lots (25 / 50 / 75 / 100 % of what the
// balance pays for, rounded down to the lot step), leverage on a slider, optional take-profit and
// stop-loss. Its cost as typed (to the cent) and in the confirm dialog (exact) comes from the shared
// formulas the server charges with. A trial voucher (coupon) pays the fee, then part of the margin:
// the preview and the dialog show what it covers and what the user pays (shared voucher formula).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LeverDealReply, tradeCalls } from '../../contract/trade';
import { checkDecimal, type Problem, readDecimal } from '../../shared/lib/amount';
import { type Decimal, dec } from '../../shared/lib/decimal';
import { formatFixed } from '../../shared/lib/format';
import { toast } from '../../shared/stores/ui';
import { checkStops, liquidationPrice, openCost, requiredMargin, type Side, tradingFee } from '../../shared/trade/formulas';
import { voucherCover } from '../../shared/trade/voucher';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, CostPreview } from '../../shared/ui/money';
import { encodeProblem } from '../../shared/ui/problem';
import { useVoucherChoice, VoucherPicker } from '../coupon';
import { TransferOffer } from '../fund';
import { useOrderAction } from './api';
import { useTradeFormat } from './format';
import { checkOptionalPrice, maxLots } from './lib';
import { LeverageSlider, Segmented, ShareRow, useChosenShare } from './parts';
import styles from './trade.module.css';

/** The form's fields, named as the submit call names them (a refusal lands at its field). */
interface ContractValues {
  side: Side;
  order_type: 'market' | 'limit';
  price: string;
  lots: string;
  leverage: number;
  target_profit_price: string;
  stop_loss_price: string;
  /** A trial voucher's id, or '' for none. */
  coupon_id: string;
}
type StopField = 'target_profit_price' | 'stop_loss_price';
/** The fields with a message under them; any other refusal is a toast. */
const SHOWN_FIELDS = ['price', 'lots', 'target_profit_price', 'stop_loss_price', 'coupon_id'] as const;

interface Ticket {
  side: Side;
  orderType: 'market' | 'limit';
  price: string;
  lots: string;
  leverage: number;
  margin: string;
  fee: string;
  cost: string;
  liquidation: string;
  tp: string;
  sl: string;
  couponId: string;
  /** What the voucher covers (fee and margin) and what the user pays; null without a voucher. */
  voucher: string | null;
  pay: string;
}

interface Props {
  deal: LeverDealReply;
  livePrice: string;
  decimals: number;
  isOpen: boolean;
  /** The side the form opens with (the symbol page's Buy or Sell). */
  initialSide?: Side;
}

export function ContractForm({ deal, livePrice, decimals, isOpen, initialSide = 'buy' }: Props) {
  const { t } = useTranslation();
  const fmt = useTradeFormat();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const submitOrder = useOrderAction(tradeCalls.leverSubmit);
  const vouchers = useVoucherChoice();

  /** The price the order is figured at (the limit price, or the live price for a market order) and its cost. */
  const quote = (values: ContractValues) => {
    const refPrice = values.order_type === 'limit' ? readDecimal(values.price) : livePrice;
    const lots = readDecimal(values.lots);
    if (!refPrice || !lots || dec(lots).isZero()) return { refPrice, lots, figures: null };
    const margin = requiredMargin(refPrice, lots, deal.lot_size, values.leverage);
    const fee = tradingFee(refPrice, lots, deal.lot_size, deal.fee_rate);
    const cost = openCost(refPrice, lots, deal.lot_size, values.leverage, deal.fee_rate);
    const voucherAmount = vouchers.amountOf(values.coupon_id);
    const cover = voucherAmount ? voucherCover(voucherAmount, margin, fee) : null;
    const figures = {
      margin,
      fee,
      cost,
      cover,
      pay: cover ? cover.pay : cost,
      liquidation: liquidationPrice(values.side, refPrice, lots, deal.lot_size, margin),
    };
    return { refPrice, lots, figures };
  };

  const stopProblem = (field: StopField, raw: string, values: ContractValues): Problem | string | null => {
    const format = checkOptionalPrice(raw, decimals);
    if (format) return format;
    const value = readDecimal(raw);
    const { refPrice } = quote(values);
    if (!value || !refPrice) return null;
    const wrongSide =
      field === 'target_profit_price' ? checkStops(values.side, refPrice, value, null) : checkStops(values.side, refPrice, null, value);
    return wrongSide ? wrongSide.key : null;
  };

  const insufficient: Problem = { key: 'trade.errors.insufficient', vars: { available: fmt.moneyOf(deal.available, 'USDT') } };
  const form = useRulesForm<ContractValues>(
    {
      side: initialSide,
      order_type: 'market',
      price: '',
      lots: '',
      leverage: deal.leverages[0] ?? 1,
      target_profit_price: '',
      stop_loss_price: '',
      coupon_id: vouchers.initial,
    },
    {
      price: (value, values) => (values.order_type === 'limit' ? checkDecimal(value, { decimals, invalidKey: 'validation.price' }) : null),
      lots: (value, values) => {
        const problem = checkDecimal(value, {
          decimals: deal.lot_decimals,
          invalidKey: 'trade.errors.lots',
          min: deal.min_lots,
          max: deal.max_lots,
        });
        if (problem) return problem;
        if (quote(values).figures?.pay.gt(deal.available)) {
          return insufficient;
        }
        return null;
      },
      target_profit_price: (value, values) => stopProblem('target_profit_price', value, values),
      stop_loss_price: (value, values) => stopProblem('stop_loss_price', value, values),
    },
  );
  const values = form.watch();
  const { refPrice, figures } = quote(values);

  /** A share of the most lots the balance pays for at the price the order is figured at (rounded down). */
  const fillShare = (share: number) => {
    if (!refPrice) {
      form.setError('price', { type: 'rule', message: 'validation.price' });
      return;
    }
    // A voucher pays up to its amount of the cost: the balance plus the voucher buys that many lots.
    const voucherAmount = vouchers.amountOf(values.coupon_id);
    const lots = maxLots({
      available: voucherAmount ? dec(deal.available).plus(voucherAmount).toFixed() : deal.available,
      price: refPrice,
      lotSize: deal.lot_size,
      leverage: values.leverage,
      feeRate: deal.fee_rate,
      lotDecimals: deal.lot_decimals,
      maxLots: deal.max_lots,
      share,
    });
    form.setValue('lots', lots);
    if (dec(lots).isZero()) form.setError('lots', { type: 'rule', message: encodeProblem(insufficient) });
    else form.clearErrors('lots');
  };
  const [chosenShare, chooseShare] = useChosenShare(form, 'lots', fillShare, [refPrice, values.leverage, values.coupon_id, deal.available]);

  const review = form.handleSubmit((checked) => {
    const q = quote(checked);
    if (!q.figures || !q.refPrice) return;
    setTicket({
      side: checked.side,
      orderType: checked.order_type,
      price: q.refPrice,
      lots: q.lots,
      leverage: checked.leverage,
      margin: q.figures.margin.toFixed(),
      fee: q.figures.fee.toFixed(),
      cost: q.figures.cost.toFixed(),
      liquidation: q.figures.liquidation.toFixed(),
      tp: readDecimal(checked.target_profit_price),
      sl: readDecimal(checked.stop_loss_price),
      couponId: checked.coupon_id,
      voucher: q.figures.cover ? q.figures.cover.total.toFixed() : null,
      pay: q.figures.pay.toFixed(),
    });
  });

  const place = async (tk: Ticket) => {
    try {
      await submitOrder.run({
        symbol: deal.symbol,
        side: tk.side,
        order_type: tk.orderType,
        price: tk.orderType === 'limit' ? tk.price : undefined,
        lots: tk.lots,
        leverage: tk.leverage,
        target_profit_price: tk.tp || undefined,
        stop_loss_price: tk.sl || undefined,
        coupon_id: tk.couponId ? Number(tk.couponId) : undefined,
      });
      toast(t('trade.orderPlaced'));
      chooseShare(null);
      if (tk.couponId) {
        form.setValue('coupon_id', '');
        vouchers.refresh();
      }
    } catch (err) {
      serverErrorToForm(form, err, {}, SHOWN_FIELDS);
    } finally {
      setTicket(null);
    }
  };

  /** With a voucher: what it covers (taken off the cost) and what the user pays. */
  const voucherRows = (v: { voucher: Decimal.Value; pay: Decimal.Value } | null, show: (x: string) => string): [string, string][] =>
    v
      ? [
          [t('coupon.covers'), `−${show(dec(v.voucher).toFixed())}`],
          [t('coupon.youPay'), show(dec(v.pay).toFixed())],
        ]
      : [];

  const buy = values.side === 'buy';
  return (
    <form onSubmit={review} noValidate>
      <Segmented
        label={t('trade.direction')}
        value={values.side}
        onChange={(v) => {
          form.setValue('side', v);
          form.clearErrors(['target_profit_price', 'stop_loss_price']);
        }}
        choices={[
          { value: 'buy', label: t('trade.buyLong'), tone: 'buy' },
          { value: 'sell', label: t('trade.sellShort'), tone: 'sell' },
        ]}
      />
      <Segmented
        label={t('trade.orderType')}
        value={values.order_type}
        onChange={(v) => {
          form.setValue('order_type', v);
          form.clearErrors('price');
        }}
        choices={[
          { value: 'market', label: t('trade.market') },
          { value: 'limit', label: t('trade.limit') },
        ]}
      />
      {values.order_type === 'limit' && (
        <FormAmountField
          form={form}
          name="price"
          label={t('trade.limitPrice')}
          placeholder={formatFixed(livePrice, decimals)}
          checkOnBlur="filled"
        />
      )}
      <FormAmountField
        form={form}
        name="lots"
        label={t('trade.lots')}
        placeholder={t('trade.lotsHint', { min: fmt.qty(deal.min_lots), step: fmt.qty(dec(1).div(dec(10).pow(deal.lot_decimals))) })}
        checkOnBlur="filled"
      />
      <p className={`muted ${styles.hint}`}>
        {t('trade.lotInfo', { size: fmt.qty(deal.lot_size), min: fmt.qty(deal.min_lots), count: Number(deal.max_lots) })}
      </p>
      <ShareRow label={t('trade.shareOfBalance')} onShare={chooseShare} chosen={chosenShare} />
      <LeverageSlider
        label={t('trade.leverage')}
        value={values.leverage}
        choices={deal.leverages}
        onChange={(v) => {
          form.setValue('leverage', v);
          form.clearErrors('lots');
        }}
      />
      <FormAmountField
        form={form}
        name="target_profit_price"
        label={t('trade.takeProfit')}
        placeholder={t('trade.optional')}
        checkOnBlur="always"
      />
      <FormAmountField
        form={form}
        name="stop_loss_price"
        label={t('trade.stopLoss')}
        placeholder={t('trade.optional')}
        checkOnBlur="always"
      />
      <p className={`muted ${styles.hint}`}>{t(buy ? 'trade.stopsRuleBuy' : 'trade.stopsRuleSell')}</p>
      <VoucherPicker
        form={form}
        name="coupon_id"
        vouchers={vouchers.vouchers}
        onPick={(v) => {
          form.setValue('coupon_id', v);
          form.clearErrors(['coupon_id', 'lots']);
        }}
      />
      <CostPreview
        label={t('trade.costSummary')}
        rows={[
          [
            t('trade.available'),
            <>
              {fmt.moneyOf(deal.available, 'USDT')}
              <TransferOffer wallet="lever" available={deal.available} />
            </>,
          ],
          [t('trade.margin'), figures ? fmt.money(figures.margin) : '--'],
          [t('trade.fee'), figures ? fmt.money(figures.fee) : '--'],
          [t('trade.totalCost'), figures ? fmt.money(figures.cost) : '--'],
          ...voucherRows(figures?.cover ? { voucher: figures.cover.total, pay: figures.pay } : null, (x) => fmt.money(x)),
          [t('trade.liquidationPrice'), figures ? fmt.price(figures.liquidation, decimals) : '--'],
        ]}
      />
      {!isOpen && <p className="field-error">{t('trade.marketClosedHint')}</p>}
      <Button
        type="submit"
        variant={buy ? 'primary' : 'danger'}
        className={buy ? styles.buyButton : undefined}
        disabled={!isOpen || submitOrder.busy}
      >
        {buy ? t('trade.submitBuy') : t('trade.submitSell')}
      </Button>
      {ticket && (
        <ConfirmDialog
          title={t('trade.confirmOrder')}
          busy={submitOrder.busy}
          onClose={() => setTicket(null)}
          onConfirm={() => void place(ticket)}
          rows={[
            [t('trade.symbol'), deal.symbol],
            [t('trade.direction'), t(`trade.side.${ticket.side}`)],
            [t('trade.orderType'), t(`trade.${ticket.orderType}`)],
            [ticket.orderType === 'limit' ? t('trade.limitPrice') : t('trade.marketPrice'), fmt.price(ticket.price, decimals)],
            [t('trade.lots'), fmt.qty(ticket.lots)],
            [t('trade.leverage'), `×${ticket.leverage}`],
            [t('trade.margin'), fmt.exact(ticket.margin)],
            [t('trade.fee'), fmt.exact(ticket.fee)],
            [t('trade.totalCost'), fmt.exact(ticket.cost)],
            ...voucherRows(ticket.voucher ? { voucher: ticket.voucher, pay: ticket.pay } : null, (x) => fmt.exact(x)),
            [t('trade.takeProfit'), ticket.tp ? fmt.price(ticket.tp, decimals) : t('trade.notSet')],
            [t('trade.stopLoss'), ticket.sl ? fmt.price(ticket.sl, decimals) : t('trade.notSet')],
            [t('trade.liquidationPrice'), fmt.price(ticket.liquidation, decimals)],
          ]}
          note={ticket.orderType === 'market' ? t('trade.marketNote') : t('trade.limitNote')}
        />
      )}
    </form>
  );
}
