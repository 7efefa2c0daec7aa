// "No account uses this wallet: create one?" with an optional invite code → user/doregister.
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api';
import { useCallMutation } from '../../../api/mutation';
import { walletCalls } from '../../../contract/wallet';
import { toast } from '../../../shared/stores/ui';
import { Button } from '../../../shared/ui/Button';
import { FormField, useRulesForm } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/Modal';
import { shortHex } from '../light';
import styles from './stack.module.css';
import { errorText } from './rejections';
import { useFinishWalletSignIn, usePendingRegister } from './signIn';

interface RegisterValues {
  /** The invite code (optional: no rule). */
  code: string;
}

/** `inviteCode` fills the field (the code of an invite link the register page holds); the user may change it. */
export function RegisterDialog({ inviteCode = '' }: { inviteCode?: string }) {
  const { t } = useTranslation();
  const pending = usePendingRegister((s) => s.pending);
  const finish = useFinishWalletSignIn();
  const register = useCallMutation(walletCalls.walletRegister);
  const form = useRulesForm<RegisterValues>({ code: inviteCode }, {});
  if (!pending) return null;
  const close = () => usePendingRegister.setState({ pending: null });
  const create = form.handleSubmit(async ({ code }) => {
    try {
      const reply = await register.mutateAsync({ ...pending, extension_code: code.trim() || undefined });
      close();
      await finish(reply, pending.user_string);
    } catch (err) {
      // A wrong invite code at its field; anything else (the signature expired, the server is down) as a toast.
      if (err instanceof ApiError && err.field === 'extension_code') form.setError('code', { type: 'server', message: err.message });
      else toast(errorText(err));
    }
  });
  return (
    <Modal title={t('wallet.createTitle')} onClose={close}>
      {/* No <form> here: the dialog is rendered inside the login page's form, and forms cannot nest. */}
      <p>{t('wallet.createText', { address: shortHex(pending.user_string) })}</p>
      <FormField form={form} name="code" label={t('wallet.inviteCode')} autoComplete="off" />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={close}>
          {t('wallet.cancel')}
        </Button>
        <Button onClick={create} disabled={form.formState.isSubmitting}>
          {t('wallet.createAccount')}
        </Button>
      </div>
    </Modal>
  );
}
