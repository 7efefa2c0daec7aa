// Forgotten password: a code to the account's email or mobile number, then a new password.
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { authCalls } from '../../contract/auth';
import { validateAccount, validateCode, validatePassword, validatePasswordConfirm } from '../../shared/lib/validate';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Page } from '../../shared/ui/Page';
import { keepInDraft, readDraft } from './draft';
import { PasswordPair } from './fields';
import { CodeField } from './SendCodeButton';

interface ForgetValues {
  account: string;
  code: string;
  password: string;
  confirm: string;
}

const FORGET_FIELDS = ['account', 'code', 'password', 'confirm'] as const;
/** The payload names of the forget and send-code calls → the form's. */
const SERVER_FIELDS = { email: 'account', mobile: 'account', user_string: 'account', repassword: 'confirm' } as const;

/** Forgotten password: a code to the email or mobile of the account, then a new password. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forget = useCallMutation(authCalls.forget);
  const form = useRulesForm<ForgetValues>(
    { account: readDraft().account, code: '', password: '', confirm: '' },
    {
      account: (value) => validateAccount(value.trim()),
      code: (value) => validateCode(value),
      password: (value) => validatePassword(value),
      confirm: (value, values) => validatePasswordConfirm(values.password, value),
    },
  );
  const typed = useWatch({ control: form.control, name: 'account' });
  useEffect(() => keepInDraft({ account: typed }), [typed]);
  const account = typed.trim();

  const submit = form.handleSubmit(async (values) => {
    try {
      await forget.mutateAsync({
        account: values.account.trim(),
        code: values.code.trim(),
        password: values.password,
        repassword: values.confirm,
      });
      toast(t('auth.passwordReset'));
      navigate('/pages/common/login', { replace: true });
    } catch (err) {
      serverErrorToForm(form, err, SERVER_FIELDS, FORGET_FIELDS);
    }
  });

  return (
    <Page title={t('auth.forgot')}>
      <form className="content" onSubmit={submit} noValidate>
        <FormField
          form={form}
          name="account"
          label={t('auth.account')}
          autoComplete="username"
          placeholder={t('auth.accountPlaceholder')}
        />
        <CodeField
          form={form}
          name="code"
          type={account.includes('@') ? 'email' : 'mobile'}
          account={account}
          scene="forget"
          validate={() => form.trigger('account')}
          onRefused={(err) => serverErrorToForm(form, err, SERVER_FIELDS, FORGET_FIELDS)}
        />
        <PasswordPair form={form} names={{ password: 'password', confirm: 'confirm' }} label={t('auth.newPassword')} />
        <Button type="submit" disabled={forget.isPending || forget.isSuccess}>
          {t('auth.resetPassword')}
        </Button>
      </form>
    </Page>
  );
}
