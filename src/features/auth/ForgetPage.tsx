import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { authCalls } from '../../contract/auth';
import { validateAccount, validateCode, validatePassword, validatePasswordConfirm } from '../../shared/lib/validate';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/Field';
import { Page } from '../../shared/ui/Page';
import { useFormErrors } from '../../shared/ui/useFormErrors';
import { useAuthDraft } from './draft';
import { PasswordPair } from './fields';
import { SendCodeButton } from './SendCodeButton';

type F = 'account' | 'code' | 'password' | 'confirm';

/** Forgotten password: a code to the email or mobile of the account, then a new password. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useAuthDraft();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<F>({ account: 'account', repassword: 'confirm' });
  const account = draft.account.trim();
  const type = account.includes('@') ? 'email' : 'mobile';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      account: validateAccount(account),
      code: validateCode(code),
      password: validatePassword(password),
      confirm: validatePasswordConfirm(password, confirm),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await api(authCalls.forget, { account, code: code.trim(), password, repassword: confirm }, { quiet: true });
      toast(t('auth.passwordReset'));
      navigate('/pages/common/login', { replace: true });
    } catch (err) {
      form.fromError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('auth.forgot')}>
      <form className="content" onSubmit={submit} noValidate>
        <Field
          label={t('auth.account')}
          autoComplete="username"
          placeholder={t('auth.accountPlaceholder')}
          value={draft.account}
          onChange={(value) => {
            draft.patch({ account: value });
            form.clear('account');
          }}
          error={form.errors.account}
        />
        <Field
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(value) => {
            setCode(value);
            form.clear('code');
          }}
          error={form.errors.code}
          addon={
            <SendCodeButton
              type={type}
              account={account}
              scene="forget"
              validate={() => {
                const key = validateAccount(account);
                form.set('account', key);
                return key;
              }}
              onError={(field, message) => form.set(field as F, message)}
            />
          }
        />
        <PasswordPair
          label={t('auth.newPassword')}
          password={password}
          confirm={confirm}
          onPassword={(value) => {
            setPassword(value);
            form.clear('password');
          }}
          onConfirm={(value) => {
            setConfirm(value);
            form.clear('confirm');
          }}
          errors={form.errors}
        />
        <Button type="submit" disabled={busy}>
          {t('auth.resetPassword')}
        </Button>
      </form>
    </Page>
  );
}
