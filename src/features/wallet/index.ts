// The wallet stack's light entry: nothing here imports wagmi, viem or RainbowKit. Pages load the
// stack with import() only when a wallet page or action needs it: ./WalletStack to sign in, watch the
// session or bind an address; ./pay to pay a deposit or an NFT order from the wallet.
import { useSession } from '../../shared/stores/session';
import { walletConnectProjectId } from './light';

export { shortHex, walletConnectProjectId } from './light';

export const loadWalletStack = () => import('./WalletStack');
export const loadWalletPay = () => import('./pay/PayFromWallet');
/** PayNftOrder: an NFT order paid from the wallet (props NftWalletPayProps). */
export const loadNftWalletPay = () => import('./pay/PayNftOrder');
export type { NftWalletPayProps } from './pay/PayNftOrder';

interface EthereumWindow {
  ethereum?: unknown;
}

/** True when the browser has an injected wallet: window.ethereum or an EIP-6963 announcement within `waitMs`. */
export function hasWalletProvider(waitMs = 300): Promise<boolean> {
  if ((window as EthereumWindow).ethereum) return Promise.resolve(true);
  return new Promise((resolve) => {
    const onAnnounce = () => {
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      resolve(false);
    }, waitMs);
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
  });
}

/** Can a wallet be connected at all here (an injected wallet, or WalletConnect configured)? */
export async function canConnectWallet(): Promise<boolean> {
  return Boolean(walletConnectProjectId()) || (await hasWalletProvider());
}

/** Runs `fn` when the browser is idle (or after 1.5 s where it cannot say). */
const idle = (fn: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 1500);

let prefetched = false;

/**
 * Fetches the wallet stack while the login page sits idle, where a wallet can be connected at all: its
 * code and the wagmi configuration (the chains' call), so that "Connect wallet" only renders. Never part
 * of the first screen: the page calls it once it is on the screen, and the work waits for an idle moment.
 */
export function prefetchWalletLogin(): void {
  if (prefetched) return;
  prefetched = true;
  idle(
    () =>
      void canConnectWallet()
        .then((ok) => (ok ? loadWalletStack().then((m) => m.prepareWalletLogin()) : undefined))
        .catch(() => {
          prefetched = false;
        }),
  );
}

let watching = false;

/**
 * The session follows the wallet: for a wallet session, the stack loads after the first paint (when
 * the browser is idle) and a small watcher signs out when the wallet's account changes or it disconnects.
 */
export function startWalletWatch(): void {
  if (watching) return;
  watching = true;
  const check = () => {
    if (useSession.getState().wallet) idle(() => void loadWalletStack().then((m) => m.mountWatcher()));
  };
  check();
  useSession.subscribe((state, previous) => {
    if (state.wallet && state.wallet !== previous.wallet) check();
  });
}
