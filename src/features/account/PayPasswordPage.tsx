// The 6-digit payment password, asked at withdrawals: set once with a code sent to the account's email
// or mobile; changing it afterwards goes through customer service (SPEC §5).
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { authCalls } from '../../contract/auth';
import { validateCode, validatePayPassword, validatePayPasswordConfirm } from '../../shared/lib/validate';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Page } from '../../shared/ui/Page';
import { PayPasswordField } from '../../shared/ui/PayPasswordField';
import { CodeField } from '../auth';
import { useUserInfo } from './userInfo';

interface PayPasswordValues {
  payPassword: string;
  confirm: string;
  code: string;
}

const PAY_PASSWORD_FIELDS = ['payPassword', 'confirm', 'code'] as const;
const SERVER_FIELDS = { pay_password: 'payPassword', re_pay_password: 'confirm' } as const;
/** The account is not a field of this form: a refusal of the send-code call about it shows at the code. */
const SEND_CODE_FIELDS = { email: 'code', mobile: 'code', area_code: 'code', scene: 'code' } as const;

export default function PayPasswordPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const save = useCallMutation(authCalls.payPassword, { invalidates: [authCalls.userInfo] });
  const form = useRulesForm<PayPasswordValues>(
    { payPassword: '', confirm: '', code: '' },
    {
      payPassword: (value) => validatePayPassword(value),
      confirm: (value, values) => validatePayPasswordConfirm(values.payPassword, value),
      code: (value) => validateCode(value),
    },
  );
  const account = user?.email ?? user?.mobile ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ pay_password: values.payPassword, re_pay_password: values.confirm, code: values.code.trim() });
      toast(t('account.payPassword.saved'));
    } catch (err) {
      serverErrorToForm(form, err, SERVER_FIELDS, PAY_PASSWORD_FIELDS);
    }
  });

  if (!user) {
    return (
      <Page title={t('routes.setting.payPassword')}>
        <p className="content muted">{t('common.loading')}</p>
      </Page>
    );
  }

  if (user.has_pay_password || save.isSuccess) {
    return (
      <Page title={t('routes.setting.payPassword')}>
        <div className="content">
          <h2>{t('account.payPassword.isSet')}</h2>
          <p className="muted">{t('account.payPassword.changeHint')}</p>
          <Link className="btn secondary" style={{ textAlign: 'center', textDecoration: 'none' }} to="/pages/kefu/index">
            {t('account.payPassword.contactService')}
          </Link>
        </div>
      </Page>
    );
  }

  return (
    <Page title={t('routes.setting.payPassword')}>
      <form className="content" onSubmit={submit} noValidate>
        <p className="muted">{t('account.payPassword.intro')}</p>
        {account ? null : <p role="alert">{t('errors.bindAccountFirst')}</p>}
        <PayPasswordField form={form} name="payPassword" label={t('account.payPassword.new')} autoComplete="new-password" />
        <PayPasswordField form={form} name="confirm" label={t('account.payPassword.repeat')} autoComplete="new-password" />
        {account ? <p className="muted">{t('account.codeGoesTo', { account })}</p> : null}
        <CodeField
          form={form}
          name="code"
          type={user.email ? 'email' : 'mobile'}
          account={account}
          areaCode={user.area_code ?? undefined}
          scene="pay"
          validate={() => Boolean(account)}
          onRefused={(err) => serverErrorToForm(form, err, SEND_CODE_FIELDS, PAY_PASSWORD_FIELDS)}
        />
        <Button type="submit" disabled={save.isPending || !account}>
          {t('account.payPassword.submit')}
        </Button>
      </form>
    </Page>
  );
}
