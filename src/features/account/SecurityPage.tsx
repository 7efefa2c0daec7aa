// Security: the login and payment passwords and which email and mobile number the account has.
import { useTranslation } from 'react-i18next';
import { Cell, Cells } from '../../shared/ui/Cell';
import { Page } from '../../shared/ui/Page';
import { useUserInfo } from './userInfo';

export default function SecurityPage() {
  const { t } = useTranslation();
  const { data } = useUserInfo();
  return (
    <Page title={t('routes.setting.security')}>
      <div className="content">
        <Cells>
          <Cell label={t('routes.setting.password')} to="/pages/setting/password" />
          <Cell
            label={t('routes.setting.payPassword')}
            value={data ? (data.has_pay_password ? t('account.payPassword.set') : t('account.payPassword.notSet')) : null}
            to="/pages/setting/payPassword"
          />
          <Cell label={t('auth.email')} value={data?.email ?? t('account.notBound')} />
          <Cell label={t('auth.mobile')} value={data?.mobile ? `+${data.area_code} ${data.mobile}` : t('account.notBound')} />
        </Cells>
      </div>
    </Page>
  );
}
