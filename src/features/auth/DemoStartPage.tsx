// The login, registration and password pages of a DAPP_DEMO build: no password and no wallet, only the
// demo explained and "Start again" (a fresh demo account with new virtual funds); wallet sign-in is
// explained as not in the demo.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../shared/nav';
import { useSession } from '../../shared/stores/session';
import { DemoStartPanel } from '../../shared/ui/DemoStartPanel';
import { DemoUnavailableButton } from '../../shared/ui/DemoUnavailable';
import { Page } from '../../shared/ui/Page';
import { safeRedirect } from './session';

export default function DemoStartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useSession((s) => Boolean(s.token));
  const goOn = () => navigate(safeRedirect(params.get('redirect')), { replace: true });
  return (
    <Page title={t('demo.title')}>
      <DemoStartPanel onStarted={goOn} />
      <div className="content">
        <DemoUnavailableButton
          action="walletLogin"
          label={t('wallet.connectWallet')}
          variant="secondary"
          open={params.get('wallet') === '1'}
        />
        {signedIn && <Link to={safeRedirect(params.get('redirect'))}>{t('demo.continue')}</Link>}
      </div>
    </Page>
  );
}
