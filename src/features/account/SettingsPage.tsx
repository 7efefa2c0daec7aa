import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../../shared/config/constants';
import { LANG_NAMES } from './langNames';
import { usePrefs } from '../../shared/stores/prefs';
import { Button } from '../../shared/ui/Button';
import { Cell, Cells } from '../../shared/ui/Cell';
import { Page } from '../../shared/ui/Page';
import { useLogout } from '../auth';

export default function SettingsPage() {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const logout = useLogout();
  return (
    <Page title={t('routes.setting.setting')}>
      <div className="content">
        <Cells>
          <Cell label={t('routes.setting.userInfo')} to="/pages/setting/userInfo" />
          <Cell label={t('routes.setting.security')} to="/pages/setting/security" />
          <Cell label={t('routes.setting.real')} to="/pages/StartVerification/StartVerification" />
          <Cell label={t('routes.setting.bank')} to="/pages/setting/bank" />
          <Cell label={t('routes.setting.wallet')} to="/pages/setting/wallet" />
          <Cell label={t('wallet.deposit')} to="/pages/fund/select" />
          <Cell label={t('routes.language.language')} value={LANG_NAMES[lang]} to="/pages/language/language" />
          <Cell label={t('routes.setting.operational_compliance')} to="/pages/setting/operational_compliance" />
          <Cell label={t('account.version')} value={APP_VERSION} />
        </Cells>
        <Button variant="danger" onClick={() => void logout()}>
          {t('auth.logout')}
        </Button>
      </div>
    </Page>
  );
}
