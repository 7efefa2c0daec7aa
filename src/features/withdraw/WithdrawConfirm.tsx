// The withdrawal's confirmation: where it goes (the address book's name and the full address), on
// which network, the amount, the fee and what arrives — the shared formula's figures — then the 6-digit
// payment password. A wrong password stays here at its field; a refusal of another field goes back to
// the form; anything else is said in a toast.
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useCallMutation } from '../../api/mutation';
import { fundCalls } from '../../contract/fund';
import type { WalletItem } from '../../contract/wallet';
import { type WithdrawInfo, type Withdrawal, withdrawCalls } from '../../contract/withdraw';
import { withdrawFigures } from '../../shared/fund/withdraw';
import { serverErrorToForm } from '../../shared/ui/form';
import { ConfirmDialog } from '../../shared/ui/money';
import { PayPasswordForm, usePayPasswordForm } from '../../shared/ui/PayPasswordField';
import { useAmounts } from './format';
import styles from './withdraw.module.css';

/** What the form asks to withdraw, once its fields passed their checks. */
export interface Ticket {
  chain: WithdrawInfo['chains'][number];
  entry: Pick<WalletItem, 'name' | 'address'>;
  /** The amount as sent (plain decimal). */
  number: string;
}

interface Props {
  ticket: Ticket;
  info: WithdrawInfo;
  onDone(withdrawal: Withdrawal): void;
  /** The server refused a field of the form (address, network, amount). */
  onRefused(err: ApiError): void;
  onClose(): void;
}

const FORM_FIELDS = ['chain_id', 'address', 'number'];
/** A withdrawal freezes money in the funding account and adds a record. */
const CHANGED = [withdrawCalls.withdrawInfo, withdrawCalls.withdrawList, fundCalls.accounts, fundCalls.account];

export function WithdrawConfirm({ ticket, info, onDone, onRefused, onClose }: Props) {
  const { t } = useTranslation();
  const fmt = useAmounts();
  const out = useCallMutation(withdrawCalls.withdrawOut, { invalidates: CHANGED });
  const pin = usePayPasswordForm();
  const { fee, receive } = withdrawFigures(ticket.number, info.fee_rate);
  const usdt = (value: string) => `${fmt.amount(value)} ${info.code}`;

  const confirm = pin.handleSubmit(async ({ pay_password }) => {
    try {
      const withdrawal = await out.mutateAsync({
        currency_id: String(info.currency_id),
        chain_id: String(ticket.chain.chain_id),
        address: ticket.entry.address,
        number: ticket.number,
        pay_password,
      });
      onDone(withdrawal);
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'business' && err.field && FORM_FIELDS.includes(err.field)) onRefused(err);
      else serverErrorToForm(pin, err, {}, ['pay_password']);
    }
  });

  return (
    <ConfirmDialog
      title={t('withdraw.confirmTitle')}
      busy={out.isPending}
      onClose={onClose}
      onConfirm={() => void confirm()}
      confirmLabel={t('withdraw.confirm')}
      rows={[
        [
          t('withdraw.to'),
          <span key="to" className={styles.to}>
            <strong>{ticket.entry.name || t('withdraw.unnamed')}</strong>
            <span className={styles.mono}>{ticket.entry.address}</span>
          </span>,
        ],
        [t('withdraw.network'), ticket.chain.name],
        [t('withdraw.amount'), usdt(ticket.number)],
        [t('withdraw.fee', { rate: fmt.percent(info.fee_rate) }), usdt(fee.toFixed())],
        [t('withdraw.receive'), usdt(receive.toFixed())],
      ]}
      note={t('withdraw.notice')}
    >
      <PayPasswordForm form={pin} label={t('withdraw.payPassword')} onSubmit={confirm} className={styles.pin} />
    </ConfirmDialog>
  );
}
