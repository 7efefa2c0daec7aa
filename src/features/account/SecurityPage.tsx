// Security: the login and payment passwords and the bound email and mobile number, each with its state;
// `?bind=email` and `?bind=mobile` open the form that binds (or changes) one.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { Cell, Cells } from '../../shared/ui/Cell';
import { Page } from '../../shared/ui/Page';
import { BindEmailForm, BindMobileForm } from './BindForms';
import { useUserInfo } from './userInfo';

const SECURITY = '/pages/setting/security';

export default function SecurityPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data } = useUserInfo();
  const bind = params.get('bind');
  const mobile = data?.mobile ? `+${data.area_code} ${data.mobile}` : null;
  // Demo accounts have no login of their own to bind anything to.
  const canBind = data?.account_type === 'real';

  if (data && canBind && bind === 'email') {
    return (
      <Page title={t(data.email ? 'account.security.changeEmail' : 'account.security.bindEmail')}>
        <BindEmailForm current={data.email} />
      </Page>
    );
  }
  if (data && canBind && bind === 'mobile') {
    return (
      <Page title={t(mobile ? 'account.security.changeMobile' : 'account.security.bindMobile')}>
        <BindMobileForm current={mobile} currentArea={data.area_code} />
      </Page>
    );
  }

  const bindRow = (value: string | null, kind: 'email' | 'mobile') => ({
    value: data ? (value ?? t('account.notBound')) : '…',
    to: canBind ? `${SECURITY}?bind=${kind}` : undefined,
  });
  return (
    <Page title={t('routes.setting.security')}>
      <div className="content">
        <Cells>
          <Cell label={t('routes.setting.password')} value={t('account.security.change')} to="/pages/setting/password" />
          <Cell
            label={t('routes.setting.payPassword')}
            value={data ? (data.has_pay_password ? t('account.payPassword.set') : t('account.payPassword.notSet')) : '…'}
            to="/pages/setting/payPassword"
          />
          <Cell label={t('auth.email')} {...bindRow(data?.email ?? null, 'email')} />
          <Cell label={t('auth.mobile')} {...bindRow(mobile, 'mobile')} />
        </Cells>
      </div>
    </Page>
  );
}
