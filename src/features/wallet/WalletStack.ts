// The wallet stack (wagmi, viem, RainbowKit) for signing in, the session watcher and binding an
// address. Loaded only with import() (./index.ts) when a wallet page or action needs it; never part of
// the first screen. Paying from the wallet is its own chunk (./pay, loadWalletPay in ./index.ts), so
// "Connect wallet" on the login page does not fetch it.
export { BindWallet } from './stack/BindWallet';
export { isRejected } from './stack/rejections';
export { siweMessage } from './stack/siweMessage';
export { WalletLogin } from './stack/WalletLogin';
export { mountWatcher } from './stack/Watcher';
export { WalletProviders } from './stack/Providers';
export { prepareWalletLogin } from './stack/prepare';
