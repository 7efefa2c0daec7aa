import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { walletCalls } from '../../contract/wallet';
import { formatDateTime } from '../../shared/lib/format';
import { usePrefs } from '../../shared/stores/prefs';
import { Page } from '../../shared/ui/Page';
import './wallet.css';

/** The wallet addresses bound to the account (user/wallet/list) and the way to add one. */
export default function WalletsPage() {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const list = useQuery({ queryKey: ['walletList'], queryFn: () => api(walletCalls.walletList) });
  return (
    <Page title={t('routes.setting.wallet')}>
      <div className="content">
        {list.isPending ? (
          <p className="muted">{t('wallet.loading')}</p>
        ) : list.data?.length ? (
          <ul className="wallet-list" aria-label={t('wallet.boundAddresses')}>
            {list.data.map((w) => (
              <li key={w.id} className="wallet-card">
                <div className="wallet-address">{w.address}</div>
                <div className="muted">{t('wallet.addedAt', { time: formatDateTime(w.created_at, lang) })}</div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted wallet-empty">{t('wallet.noAddresses')}</p>
        )}
        <Link className="btn" style={{ textAlign: 'center', textDecoration: 'none' }} to="/pages/setting/addWallet">
          {t('wallet.addAddress')}
        </Link>
      </div>
    </Page>
  );
}
