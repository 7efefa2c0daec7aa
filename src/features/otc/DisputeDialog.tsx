// Opening a dispute: a written reason (1 to 300 characters) the admin and the other side read.
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { otcCalls } from '../../contract/otc';
import { Button } from '../../shared/ui/Button';
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Modal } from '../../shared/ui/Modal';

export function DisputeDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const dispute = useCallMutation(otcCalls.otcDispute, { invalidates: [otcCalls.otcOrder, otcCalls.otcOrders] });
  const form = useRulesForm({ reason: '' }, { reason: (v) => (v.trim().length < 1 || v.length > 300 ? 'otcErrors.reason' : null) });
  const send = form.handleSubmit(async ({ reason }) => {
    try {
      await dispute.mutateAsync({ id, reason });
      onClose();
    } catch (err) {
      serverErrorToForm(form, err, { id: 'reason' }, ['reason']);
    }
  });
  return (
    <Modal title={t('otc.confirm.disputeTitle')} onClose={onClose}>
      <form onSubmit={send} noValidate>
        <p className="muted">{t('otc.confirm.disputeNote')}</p>
        <FormField form={form} name="reason" label={t('otc.actions.reason')} maxLength={300} />
        <Button type="submit" disabled={dispute.isPending}>
          {t('otc.actions.send')}
        </Button>
      </form>
    </Modal>
  );
}
