// Registration by email or mobile number; what was typed survives a trip to the area-code picker.
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
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
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Page } from '../../shared/ui/Page';
import { type AuthDraft, keepInDraft, readDraft, useAuthDraft } from './draft';
import { AccountField, AccountTypeSwitch, PasswordPair } from './fields';
import { useEmailCheck } from './emailCheck';
import { CodeField } from './SendCodeButton';
import { useCompleteSignIn } from './session';

type RegisterValues = AuthDraft & { password: string; confirm: string };

const REGISTER_FIELDS = ['account', 'code', 'password', 'confirm', 'invite'] as const;
/** The payload names of the register and send-code calls → the form's. */
const SERVER_FIELDS = {
  user_string: 'account',
  email: 'account',
  mobile: 'account',
  re_password: 'confirm',
  extension_code: 'invite',
} as const;

const accountProblem = ({ type, account, areaCode }: Pick<AuthDraft, 'type' | 'account' | 'areaCode'>) =>
  type === 'email' ? validateEmail(account) : validateMobile(account, areaCode);

/** Register with email or mobile, a 6-character code, a password twice and an optional invite code. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const complete = useCompleteSignIn();
  const register = useCallMutation(authCalls.register);
  const form = useRulesForm<RegisterValues>(
    { ...readDraft(), password: '', confirm: '' },
    {
      account: (_value, values) => accountProblem(values),
      code: (value) => validateCode(value),
      password: (value) => validatePassword(value),
      confirm: (value, values) => validatePasswordConfirm(values.password, value),
      invite: (value) => validateInviteCode(value),
    },
  );
  const [type, account, areaCode, code, invite] = useWatch({
    control: form.control,
    name: ['type', 'account', 'areaCode', 'code', 'invite'],
  });
  useEffect(() => keepInDraft({ type, account, areaCode, code, invite }), [type, account, areaCode, code, invite]);

  // An invite link (…/register?code=ABCD1234) fills the invite code.
  const inviteParam = params.get('code') ?? params.get('invite');
  const { setValue } = form;
  useEffect(() => {
    if (inviteParam) setValue('invite', inviteParam);
  }, [inviteParam, setValue]);

  const checkEmail = useEmailCheck(form, 'account');

  const submit = form.handleSubmit(async (values) => {
    const isEmail = values.type === 'email';
    try {
      const reply = await register.mutateAsync({
        type: values.type,
        user_string: values.account.trim(),
        area_code: isEmail ? undefined : values.areaCode,
        code: values.code.trim(),
        password: values.password,
        re_password: values.confirm,
        extension_code: values.invite.trim() || undefined,
      });
      useAuthDraft.getState().reset();
      await complete(reply);
    } catch (err) {
      serverErrorToForm(form, err, SERVER_FIELDS, REGISTER_FIELDS);
    }
  });

  return (
    <Page title={t('auth.register')}>
      <form className="content" onSubmit={submit} noValidate>
        <AccountTypeSwitch label={t('auth.registerWith')} value={type} onChange={(next) => form.setValue('type', next)} />
        {/* Leaving the email field asks whether the address is free (user/check_email). */}
        <AccountField
          form={form}
          name="account"
          type={type}
          areaCode={areaCode}
          autoComplete="new"
          onLeave={type === 'email' ? () => void checkEmail(form.getValues('account')) : undefined}
        />
        <CodeField
          form={form}
          name="code"
          type={type}
          account={account.trim()}
          areaCode={areaCode}
          scene="register"
          validate={() => form.trigger('account')}
          onRefused={(err) => serverErrorToForm(form, err, SERVER_FIELDS, REGISTER_FIELDS)}
        />
        <PasswordPair form={form} names={{ password: 'password', confirm: 'confirm' }} label={t('auth.password')} />
        <FormField form={form} name="invite" label={t('auth.inviteOptional')} autoComplete="off" />
        <Button type="submit" disabled={register.isPending || register.isSuccess}>
          {t('auth.register')}
        </Button>
        <div className="link-row">
          <span className="muted">{t('auth.haveAccount')}</span>
          <Link to="/pages/common/login">{t('auth.login')}</Link>
        </div>
        {/* A wallet account: the login page's wallet sign-in, which keeps the invite code typed here. */}
        <div className="link-row">
          <Link to="/pages/common/login?wallet=1">{t('auth.registerWithWallet')}</Link>
        </div>
      </form>
    </Page>
  );
}
