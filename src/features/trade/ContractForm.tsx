// The contract order form of one symbol: side, market or limit, lots (Max: the most the balance pays
// for, rounded down), leverage, optional take-profit and stop-loss. Its cost as typed and in the
// confirm dialog comes from the shared formulas the server charges with.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LeverDealReply, tradeCalls } from '../../contract/trade';
import { checkDecimal, type Problem, readDecimal } from '../../shared/lib/amount';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { checkStops, liquidationPrice, openCost, requiredMargin, type Side, tradingFee } from '../../shared/trade/formulas';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, CostPreview } from '../../shared/ui/money';
import { TransferOffer } from '../fund';
import { useOrderAction } from './api';
import { checkOptionalPrice, fmtMoney, fmtPrice, fmtQty, maxLots } from './lib';
import { Segmented } from './parts';
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
}
type StopField = 'target_profit_price' | 'stop_loss_price';
/** The fields with a message under them; any other refusal is a toast. */
const SHOWN_FIELDS = ['price', 'lots', 'target_profit_price', 'stop_loss_price'] as const;

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
}

interface Props {
  deal: LeverDealReply;
  livePrice: string;
  decimals: number;
  isOpen: boolean;
}

export function ContractForm({ deal, livePrice, decimals, isOpen }: Props) {
  const { t } = useTranslation();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const submitOrder = useOrderAction(tradeCalls.leverSubmit);

  /** The price the order is figured at (the limit price, or the live price for a market order) and its cost. */
  const quote = (values: ContractValues) => {
    const refPrice = values.order_type === 'limit' ? readDecimal(values.price) : livePrice;
    const lots = readDecimal(values.lots);
    if (!refPrice || !lots || dec(lots).isZero()) return { refPrice, lots, figures: null };
    const margin = requiredMargin(refPrice, lots, deal.lot_size, values.leverage);
    const figures = {
      margin,
      fee: tradingFee(refPrice, lots, deal.lot_size, deal.fee_rate),
      cost: openCost(refPrice, lots, deal.lot_size, values.leverage, deal.fee_rate),
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

  const form = useRulesForm<ContractValues>(
    {
      side: 'buy',
      order_type: 'market',
      price: '',
      lots: '',
      leverage: deal.leverages[0] ?? 1,
      target_profit_price: '',
      stop_loss_price: '',
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
        if (quote(values).figures?.cost.gt(deal.available)) {
          return { key: 'trade.errors.insufficient', vars: { available: fmtMoney(deal.available) } };
        }
        return null;
      },
      target_profit_price: (value, values) => stopProblem('target_profit_price', value, values),
      stop_loss_price: (value, values) => stopProblem('stop_loss_price', value, values),
    },
  );
  const values = form.watch();
  const { refPrice, figures } = quote(values);

  /** Max: the most lots the balance pays for at the price the order is figured at. */
  const maxOfLots = () => {
    if (!refPrice) {
      form.setError('price', { type: 'rule', message: 'validation.price' });
      return null;
    }
    return maxLots({
      available: deal.available,
      price: refPrice,
      lotSize: deal.lot_size,
      leverage: values.leverage,
      feeRate: deal.fee_rate,
      lotDecimals: deal.lot_decimals,
      maxLots: deal.max_lots,
    });
  };

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
      });
      toast(t('trade.orderPlaced'));
    } catch (err) {
      serverErrorToForm(form, err, {}, SHOWN_FIELDS);
    } finally {
      setTicket(null);
    }
  };

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
          placeholder={fmtPrice(livePrice, decimals)}
          checkOnBlur="filled"
        />
      )}
      <FormAmountField
        form={form}
        name="lots"
        label={t('trade.lots')}
        placeholder={t('trade.lotsHint', { min: fmtQty(deal.min_lots), step: fmtQty(dec(1).div(dec(10).pow(deal.lot_decimals))) })}
        checkOnBlur="filled"
        max={maxOfLots}
      />
      <p className={`muted ${styles.hint}`}>
        {t('trade.lotInfo', { size: fmtQty(deal.lot_size), min: fmtQty(deal.min_lots), max: fmtQty(deal.max_lots) })}
      </p>
      <Segmented
        label={t('trade.leverage')}
        value={values.leverage}
        onChange={(v) => {
          form.setValue('leverage', v);
          form.clearErrors('lots');
        }}
        choices={deal.leverages.map((l) => ({ value: l, label: `×${l}` }))}
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
      <CostPreview
        label={t('trade.costSummary')}
        rows={[
          [
            t('trade.available'),
            <>
              {fmtMoney(deal.available)} USDT
              <TransferOffer wallet="lever" available={deal.available} />
            </>,
          ],
          [t('trade.margin'), figures ? fmtMoney(figures.margin) : '--'],
          [t('trade.fee'), figures ? fmtMoney(figures.fee) : '--'],
          [t('trade.totalCost'), figures ? fmtMoney(figures.cost) : '--'],
          [t('trade.liquidationPrice'), figures ? fmtPrice(figures.liquidation, decimals) : '--'],
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
            [ticket.orderType === 'limit' ? t('trade.limitPrice') : t('trade.marketPrice'), fmtPrice(ticket.price, decimals)],
            [t('trade.lots'), fmtQty(ticket.lots)],
            [t('trade.leverage'), `×${ticket.leverage}`],
            [t('trade.margin'), fmtMoney(ticket.margin)],
            [t('trade.fee'), fmtMoney(ticket.fee)],
            [t('trade.totalCost'), fmtMoney(ticket.cost)],
            [t('trade.takeProfit'), ticket.tp ? fmtPrice(ticket.tp, decimals) : t('trade.notSet')],
            [t('trade.stopLoss'), ticket.sl ? fmtPrice(ticket.sl, decimals) : t('trade.notSet')],
            [t('trade.liquidationPrice'), fmtPrice(ticket.liquidation, decimals)],
          ]}
          note={ticket.orderType === 'market' ? t('trade.marketNote') : t('trade.limitNote')}
        />
      )}
    </form>
  );
}
