// Take-profit and stop-loss of an open position: each checked against the live price at its field,
// then saved; a refusal naming one of them lands there, with what was typed kept.
import { useTranslation } from 'react-i18next';
import { readDecimal } from '../../shared/lib/amount';
import { toast } from '../../shared/stores/ui';
import { checkStops } from '../../shared/trade/formulas';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Modal } from '../../shared/ui/Modal';
import { CostPreview } from '../../shared/ui/money';
import { useSetStops } from './api';
import { useTradeFormat } from './format';
import { checkOptionalPrice } from './lib';
import type { LiveOrder } from './liveOrders';

import styles from './trade.module.css';

/** Named as the setstop call names them. */
interface StopValues {
  target_profit_price: string;
  stop_loss_price: string;
}
const STOP_FIELDS = ['target_profit_price', 'stop_loss_price'] as const;

export function StopsDialog({ live, onClose }: { live: LiveOrder; onClose(): void }) {
  const { t } = useTranslation();
  const fmt = useTradeFormat();
  const { order, decimals, price } = live;
  const save = useSetStops();

  /** A price with a correct format, on the right side of the live price (when there is one). */
  const stopProblem = (field: keyof StopValues, raw: string) => {
    const format = checkOptionalPrice(raw, decimals);
    if (format) return format;
    if (!price) return null;
    const value = readDecimal(raw) || null;
    const wrongSide =
      field === 'target_profit_price' ? checkStops(order.side, price, value, null) : checkStops(order.side, price, null, value);
    return wrongSide ? wrongSide.key : null;
  };
  const form = useRulesForm<StopValues>(
    { target_profit_price: order.target_profit_price ?? '', stop_loss_price: order.stop_loss_price ?? '' },
    {
      target_profit_price: (value) => stopProblem('target_profit_price', value),
      stop_loss_price: (value) => stopProblem('stop_loss_price', value),
    },
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: order.id,
        target_profit_price: readDecimal(values.target_profit_price) || undefined,
        stop_loss_price: readDecimal(values.stop_loss_price) || undefined,
      });
      toast(t('trade.stopsSaved'));
      onClose();
    } catch (err) {
      serverErrorToForm(form, err, {}, STOP_FIELDS);
    }
  });

  return (
    <Modal title={t('trade.setStops')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <CostPreview
          rows={[
            [t('trade.symbol'), `${order.symbol} · ${t(`trade.side.${order.side}`)}`],
            [t('trade.openPrice'), fmt.price(order.open_price, decimals)],
            [t('trade.currentPrice'), fmt.price(price, decimals)],
          ]}
        />
        <p className="muted">{t(order.side === 'buy' ? 'trade.stopsRuleBuy' : 'trade.stopsRuleSell')}</p>
        <FormAmountField form={form} name="target_profit_price" label={t('trade.takeProfit')} placeholder={t('trade.optional')} />
        <FormAmountField form={form} name="stop_loss_price" label={t('trade.stopLoss')} placeholder={t('trade.optional')} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
