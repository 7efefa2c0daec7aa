// WalletConnect-based wallets: loaded only when a WalletConnect project id is configured.
export {
  bitgetWallet,
  metaMaskWallet,
  okxWallet,
  tokenPocketWallet,
  trustWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets';
