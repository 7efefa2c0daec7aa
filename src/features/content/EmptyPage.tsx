import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { Page, Placeholder } from '../../shared/ui/Page';

/** Shown when a wallet action is asked for but the browser has no wallet provider. */
export default function EmptyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.empty.empty')}>
      <Placeholder>
        <p>{t('content.noWallet')}</p>
        <Link className="btn" style={{ textDecoration: 'none' }} to="/pages/common/login">
          {t('content.useEmailLogin')}
        </Link>
      </Placeholder>
    </Page>
  );
}
