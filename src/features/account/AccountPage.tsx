// The Account tab: the user's assets (logged in), who is logged in (or the way to log in) and the
// settings, language and help pages.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { LANG_NAMES } from './langNames';
import { usePrefs } from '../../shared/stores/prefs';
import { useSession } from '../../shared/stores/session';
import { Cell, Cells } from '../../shared/ui/Cell';
import { Page } from '../../shared/ui/Page';
import { AssetsOverview } from '../fund';
import { startWalletWatch } from '../wallet';
import styles from './account.module.css';
import { Avatar } from './Avatar';
import { useUserInfo } from './userInfo';

// A wallet session follows the wallet (the stack loads when the browser is idle, only for wallet sessions).
startWalletWatch();

/** Account tab: the assets and the user (nickname, uid, avatar), or the way to log in. */
export default function AccountPage() {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const stored = useSession((s) => s.user);
  const lang = usePrefs((s) => s.lang);
  const { data } = useUserInfo();
  const user = data ?? (stored.nickname ? stored : undefined);
  return (
    <Page title={t('tabs.account')} tabs>
      {loggedIn && (
        <Suspense fallback={<p className={`muted ${styles.assetsLoading}`}>{t('common.loading')}</p>}>
          <AssetsOverview />
        </Suspense>
      )}
      {loggedIn ? (
        <Link to="/pages/setting/userInfo" className={styles.profile} style={{ textDecoration: 'none', color: 'inherit' }}>
          <Avatar src={user?.avatar} name={user?.nickname} />
          <div>
            <h2>{user?.nickname ?? '…'}</h2>
            <div className="muted">UID {stored.uid || user?.uid}</div>
          </div>
        </Link>
      ) : (
        <div className={styles.profile}>
          <Avatar />
          <div style={{ flex: 1 }}>
            <h2>{t('account.welcome')}</h2>
            <div className="muted">{t('account.loginHint')}</div>
          </div>
          <Link
            className="btn"
            style={{ width: 'auto', textDecoration: 'none' }}
            to="/pages/common/login?redirect=%2Fpages%2Ffund%2Fassets"
          >
            {t('auth.login')}
          </Link>
        </div>
      )}
      <div className="content">
        <Cells>
          {loggedIn && <Cell label={t('wallet.deposit')} to="/pages/fund/select" />}
          {loggedIn && <Cell label={t('routes.saleCoin.saleCoin')} to="/pages/saleCoin/saleCoin" />}
          {loggedIn && <Cell label={t('routes.setting.wallet')} to="/pages/setting/wallet" />}
          {loggedIn && <Cell label={t('routes.setting.setting')} to="/pages/setting/setting" />}
          {loggedIn && <Cell label={t('routes.setting.real')} to="/pages/StartVerification/StartVerification" />}
          {loggedIn && <Cell label={t('routes.notices.notices')} to="/pages/notices/notices" />}
          {loggedIn && <Cell label={t('routes.setting.share')} to="/pages/setting/share" />}
          {loggedIn && <Cell label={t('routes.setting.coupon')} to="/pages/setting/coupon" />}
          <Cell label={t('routes.reserves.reserves')} to="/pages/reserves/reserves" />
          <Cell label={t('routes.language.language')} value={LANG_NAMES[lang]} to="/pages/language/language" />
          <Cell label={t('routes.news.news')} to="/pages/news/news" />
          <Cell label={t('routes.common.faq')} to="/pages/common/faq" />
          <Cell label={t('routes.common.aboutus')} to="/pages/common/aboutus" />
          <Cell label={t('routes.common.contactus')} to="/pages/common/contactus" />
          <Cell label={t('routes.kefu.index')} to="/pages/kefu/index" />
        </Cells>
        {!loggedIn && (
          <Link className="btn secondary" style={{ textAlign: 'center', textDecoration: 'none' }} to="/pages/common/register">
            {t('auth.register')}
          </Link>
        )}
      </div>
    </Page>
  );
}
