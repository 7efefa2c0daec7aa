import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { authCalls } from '../../contract/auth';
import { validateCode, validatePassword, validatePasswordConfirm } from '../../shared/lib/validate';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/Field';
import { Page, useGoBack } from '../../shared/ui/Page';
import { useFormErrors } from '../../shared/ui/useFormErrors';
import { PasswordPair, SendCodeButton } from '../auth';
import { useUserInfo } from './api';

type F = 'code' | 'password' | 'confirm';

/** Change the login password with a code sent to the account's email or mobile. */
export default function PasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack('/pages/setting/security');
  const { data: user } = useUserInfo();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<F>({ re_password: 'confirm' });
  const account = user?.email ?? user?.mobile ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      !form.check({ code: validateCode(code), password: validatePassword(password), confirm: validatePasswordConfirm(password, confirm) })
    )
      return;
    setBusy(true);
    try {
      await api(authCalls.updatePassword, { code: code.trim(), password, re_password: confirm }, { quiet: true });
      toast(t('account.passwordChanged'));
      goBack();
    } catch (err) {
      form.fromError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('routes.setting.password')}>
      <form className="content" onSubmit={submit} noValidate>
        <p className="muted">{account ? t('account.codeGoesTo', { account }) : t('errors.bindAccountFirst')}</p>
        <Field
          label={t('auth.code')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          value={code}
          onChange={(v) => {
            setCode(v);
            form.clear('code');
          }}
          error={form.errors.code}
          addon={
            <SendCodeButton
              type={user?.email ? 'email' : 'mobile'}
              account={account}
              areaCode={user?.area_code ?? undefined}
              scene="password"
              validate={() => (account ? null : 'errors.bindAccountFirst')}
              onError={(_field, message) => form.set('code', message)}
            />
          }
        />
        <PasswordPair
          label={t('auth.newPassword')}
          password={password}
          confirm={confirm}
          onPassword={(v) => {
            setPassword(v);
            form.clear('password');
          }}
          onConfirm={(v) => {
            setConfirm(v);
            form.clear('confirm');
          }}
          errors={form.errors}
        />
        <Button type="submit" disabled={busy || !account}>
          {t('common.confirm')}
        </Button>
      </form>
    </Page>
  );
}
