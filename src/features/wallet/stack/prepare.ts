// What "Connect wallet" needs before it can show the wallet list, made ready ahead of the click
// (prefetchWalletLogin in ../index.ts, while the login page sits idle).
import { walletSetup } from './config';

/** The wagmi configuration with the server's chains (one call), built now rather than on the click. */
export function prepareWalletLogin(): void {
  walletSetup().catch(() => undefined);
}
