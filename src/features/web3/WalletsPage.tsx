// The wallet addresses bound to the account (user/wallet/list) and the way to add one.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCallQuery } from '../../api/query';
import { walletCalls } from '../../contract/wallet';
import { formatDateTime } from '../../shared/lib/format';
import { usePrefs } from '../../shared/stores/prefs';
import { Page } from '../../shared/ui/Page';
import styles from './wallet.module.css';

export default function WalletsPage() {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const list = useCallQuery(walletCalls.walletList, {});
  return (
    <Page title={t('routes.setting.wallet')}>
      <div className="content">
        {list.isPending ? (
          <p className="muted">{t('wallet.loading')}</p>
        ) : list.data?.length ? (
          <ul className={styles.list} aria-label={t('wallet.boundAddresses')}>
            {list.data.map((w) => (
              <li key={w.id} className={styles.card}>
                <div className={styles.address}>{w.address}</div>
                <div className="muted">{t('wallet.addedAt', { time: formatDateTime(w.created_at, lang) })}</div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={`muted ${styles.empty}`}>{t('wallet.noAddresses')}</p>
        )}
        <Link className="btn" style={{ textAlign: 'center', textDecoration: 'none' }} to="/pages/setting/addWallet">
          {t('wallet.addAddress')}
        </Link>
      </div>
    </Page>
  );
}
