import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { authCalls } from '../../contract/auth';
import {
  validateCode,
  validateEmail,
  validateInviteCode,
  validateMobile,
  validatePassword,
  validatePasswordConfirm,
} from '../../shared/lib/validate';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/Field';
import { Page } from '../../shared/ui/Page';
import { useFormErrors } from '../../shared/ui/useFormErrors';
import { useAuthDraft } from './draft';
import { AccountField, AccountTypeSwitch, PasswordPair } from './fields';
import { SendCodeButton } from './SendCodeButton';
import { useCompleteSignIn } from './session';

type F = 'account' | 'code' | 'password' | 'confirm' | 'invite';

/** Register with email or mobile, a 6-character code, a password twice and an optional invite code. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const draft = useAuthDraft();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const complete = useCompleteSignIn();
  const form = useFormErrors<F>({ user_string: 'account', re_password: 'confirm', extension_code: 'invite' });
  const isEmail = draft.type === 'email';
  const accountError = () => (isEmail ? validateEmail(draft.account) : validateMobile(draft.account, draft.areaCode));

  // An invite link (…/register?code=ABCD1234) fills the invite code.
  const inviteParam = params.get('code') ?? params.get('invite');
  const patch = draft.patch;
  useEffect(() => {
    if (inviteParam) patch({ invite: inviteParam });
  }, [inviteParam, patch]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      account: accountError(),
      code: validateCode(draft.code),
      password: validatePassword(password),
      confirm: validatePasswordConfirm(password, confirm),
      invite: validateInviteCode(draft.invite),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const reply = await api(
        authCalls.register,
        {
          type: draft.type,
          user_string: draft.account.trim(),
          area_code: isEmail ? undefined : draft.areaCode,
          code: draft.code.trim(),
          password,
          re_password: confirm,
          extension_code: draft.invite.trim() || undefined,
        },
        { quiet: true },
      );
      draft.reset();
      await complete(reply);
    } catch (err) {
      form.fromError(err);
    } finally {
      setBusy(false);
    }
  };

  const onField = (field: F) => form.clear(field);
  return (
    <Page title={t('auth.register')}>
      <form className="content" onSubmit={submit} noValidate>
        <AccountTypeSwitch label={t('auth.registerWith')} />
        <AccountField autoComplete="new" error={form.errors.account} onEdit={() => onField('account')} />
        <Field
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={draft.code}
          onChange={(code) => {
            draft.patch({ code });
            onField('code');
          }}
          error={form.errors.code}
          addon={
            <SendCodeButton
              type={draft.type}
              account={draft.account.trim()}
              areaCode={draft.areaCode}
              scene="register"
              validate={() => {
                const key = accountError();
                form.set('account', key);
                return key;
              }}
              onError={(field, message) => form.set(field as F, message)}
            />
          }
        />
        <PasswordPair
          label={t('auth.password')}
          password={password}
          confirm={confirm}
          onPassword={(value) => {
            setPassword(value);
            onField('password');
          }}
          onConfirm={(value) => {
            setConfirm(value);
            onField('confirm');
          }}
          errors={form.errors}
        />
        <Field
          label={t('auth.inviteOptional')}
          autoComplete="off"
          value={draft.invite}
          onChange={(invite) => {
            draft.patch({ invite });
            onField('invite');
          }}
          error={form.errors.invite}
        />
        <Button type="submit" disabled={busy}>
          {t('auth.register')}
        </Button>
        <div className="link-row">
          <span className="muted">{t('auth.haveAccount')}</span>
          <Link to="/pages/common/login">{t('auth.login')}</Link>
        </div>
      </form>
    </Page>
  );
}
