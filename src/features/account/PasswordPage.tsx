// Changing the login password of the logged-in user, with a code sent to the account's email or mobile.
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { authCalls } from '../../contract/auth';
import { validateCode, validatePassword, validatePasswordConfirm } from '../../shared/lib/validate';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Page, useGoBack } from '../../shared/ui/Page';
import { CodeField, PasswordPair } from '../auth';
import { useUserInfo } from './userInfo';

interface PasswordValues {
  code: string;
  password: string;
  confirm: string;
}

const PASSWORD_FIELDS = ['code', 'password', 'confirm'] as const;
const SERVER_FIELDS = { re_password: 'confirm' } as const;
/** The account is not a field of this form: a refusal of the send-code call about it shows at the code. */
const SEND_CODE_FIELDS = { email: 'code', mobile: 'code', area_code: 'code', user_string: 'code', scene: 'code' } as const;

/** Change the login password with a code sent to the account's email or mobile. */
export default function PasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack('/pages/setting/security');
  const { data: user } = useUserInfo();
  const update = useCallMutation(authCalls.updatePassword);
  const form = useRulesForm<PasswordValues>(
    { code: '', password: '', confirm: '' },
    {
      code: (value) => validateCode(value),
      password: (value) => validatePassword(value),
      confirm: (value, values) => validatePasswordConfirm(values.password, value),
    },
  );
  const account = user?.email ?? user?.mobile ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ code: values.code.trim(), password: values.password, re_password: values.confirm });
      toast(t('account.passwordChanged'));
      goBack();
    } catch (err) {
      serverErrorToForm(form, err, SERVER_FIELDS, PASSWORD_FIELDS);
    }
  });

  return (
    <Page title={t('routes.setting.password')}>
      <form className="content" onSubmit={submit} noValidate>
        <p className="muted">{account ? t('account.codeGoesTo', { account }) : t('errors.bindAccountFirst')}</p>
        <CodeField
          form={form}
          name="code"
          type={user?.email ? 'email' : 'mobile'}
          account={account}
          areaCode={user?.area_code ?? undefined}
          scene="password"
          validate={() => Boolean(account)}
          onRefused={(err) => serverErrorToForm(form, err, SEND_CODE_FIELDS, PASSWORD_FIELDS)}
        />
        <PasswordPair form={form} names={{ password: 'password', confirm: 'confirm' }} label={t('auth.newPassword')} />
        <Button type="submit" disabled={update.isPending || update.isSuccess || !account}>
          {t('common.confirm')}
        </Button>
      </form>
    </Page>
  );
}
