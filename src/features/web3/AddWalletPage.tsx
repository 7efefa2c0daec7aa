// Add a wallet address: loads the wallet stack when the person asks to connect.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../shared/nav';
import { Button } from '../../shared/ui/Button';
import { DemoUnavailableButton } from '../../shared/ui/DemoUnavailable';
import { useDemoSession } from '../../shared/stores/demo';
import { Page } from '../../shared/ui/Page';
import { canConnectWallet, loadWalletStack } from './index';

const BindWallet = lazy(() => loadWalletStack().then((m) => ({ default: m.BindWallet })));

/** Binds a wallet address to the logged-in account: connect, sign a SIWE message, user/wallet/save. */
export default function AddWalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  // A demo session binds no wallet (the server refuses it too): the button explains instead.
  const demo = useDemoSession();
  const connect = async () => {
    setChecking(true);
    const ok = await canConnectWallet();
    setChecking(false);
    if (!ok) navigate('/pages/empty/empty');
    else setAttempt((n) => n + 1);
  };
  return (
    <Page title={t('routes.setting.addWallet')}>
      <div className="content">
        <p className="muted">{t('wallet.addHint')}</p>
        {demo ? (
          <DemoUnavailableButton action="bindWallet" label={t('wallet.connectWallet')} />
        ) : (
          <Button variant={attempt ? 'secondary' : 'primary'} onClick={connect} disabled={checking}>
            {t('wallet.connectWallet')}
          </Button>
        )}
        {attempt > 0 && (
          <Suspense fallback={<p className="muted">{t('wallet.loading')}</p>}>
            <BindWallet attempt={attempt} />
          </Suspense>
        )}
      </div>
    </Page>
  );
}
