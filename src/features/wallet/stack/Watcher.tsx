// The session follows the wallet: a background root (mounted after the first paint, for wallet
// sessions only) signs out when the wallet switches accounts or disconnects, and offers to sign in
// with the new address.
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { useAccount, WagmiProvider } from 'wagmi';
import { api, go, LOGIN_PATH } from '../../../api';
import { queryClient as appQueryClient } from '../../../api/queryClient';
import { authCalls } from '../../../contract/auth';
import { loadNamespaces, t as translate } from '../../../shared/i18n';
import { currentPath } from '../../../shared/nav';
import { useSession } from '../../../shared/stores/session';
import { toast } from '../../../shared/stores/ui';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { shortHex } from '../light';
import styles from './stack.module.css';
import { walletSetup } from './config';
import { ChainGuard } from './NetworkPrompt';

/** Outside the pages' tree: the plain transport, then the session and every cached answer go. */
async function signOut(): Promise<void> {
  await api(authCalls.logout, {}, { quiet: true }).catch(() => undefined);
  useSession.getState().clear();
  appQueryClient.clear();
}

/** "Your wallet now uses 0x…: sign in with it?" → the login page, straight to the wallet sign-in. */
function NewAddressOffer({ address, onClose }: { address: string; onClose(): void }) {
  const { t } = useTranslation();
  const from = currentPath();
  const redirect = from.startsWith(LOGIN_PATH) ? '' : `&redirect=${encodeURIComponent(from)}`;
  return (
    <Modal title={t('wallet.accountChangedTitle')} onClose={onClose}>
      <p>{t('wallet.accountChangedText', { address: shortHex(address) })}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            go(`${LOGIN_PATH}${redirect ? `?${redirect.slice(1)}` : ''}`);
          }}
        >
          {t('wallet.notNow')}
        </Button>
        <Button
          onClick={() => {
            onClose();
            go(`${LOGIN_PATH}?wallet=1${redirect}`);
          }}
        >
          {t('wallet.signInNew')}
        </Button>
      </div>
    </Modal>
  );
}

function Watch() {
  const { address, status } = useAccount();
  const wallet = useSession((s) => s.wallet);
  const [offer, setOffer] = useState<string | null>(null);
  const connectedOnce = useRef(false);
  useEffect(() => {
    if (status === 'connected') connectedOnce.current = true;
    if (!wallet) return;
    if (status === 'connected' && address && address.toLowerCase() !== wallet) {
      void signOut().then(() => {
        toast(translate('wallet.accountChanged'));
        setOffer(address);
      });
    } else if (status === 'disconnected' && connectedOnce.current) {
      void signOut().then(() => {
        toast(translate('wallet.disconnected'));
        const from = currentPath();
        if (!from.startsWith(LOGIN_PATH)) go(`${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`);
      });
    }
  }, [address, status, wallet]);
  return (
    <>
      <ChainGuard page={false} />
      {offer && <NewAddressOffer address={offer} onClose={() => setOffer(null)} />}
    </>
  );
}

function WatchRoot() {
  const { config } = use(walletSetup());
  return (
    <WagmiProvider config={config}>
      <Watch />
    </WagmiProvider>
  );
}

let watcherMounted = false;

/** Mounts the background watcher once, in its own root (it needs no route). */
export function mountWatcher(): void {
  if (watcherMounted) return;
  watcherMounted = true;
  // Its messages on any page, not only after the login page loaded the wallet strings.
  void loadNamespaces(['wallet']).catch(() => undefined);
  const host = document.createElement('div');
  host.id = 'wallet-watch';
  document.body.appendChild(host);
  createRoot(host).render(
    <QueryClientProvider client={appQueryClient}>
      <Suspense fallback={null}>
        <WatchRoot />
      </Suspense>
    </QueryClientProvider>,
  );
}
