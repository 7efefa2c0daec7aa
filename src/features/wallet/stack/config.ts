// The wagmi configuration: the chains the server supports (GET wallet/chains) and the connectors kept
// to what is configured; RainbowKit's theme and language. Built once per page load.
import { connectorsForWallets, darkTheme, type Locale } from '@rainbow-me/rainbowkit';
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets';
import { type Chain, defineChain, type Transport } from 'viem';
import { createConfig, http } from 'wagmi';
import { api } from '../../../api';
import { type ChainInfo, walletCalls } from '../../../contract/wallet';
import { t as translate } from '../../../shared/i18n';
import { walletConnectProjectId } from '../light';

/** The local dev chain, used when the server does not answer wallet/chains. */
const DEV_CHAIN: ChainInfo = {
  chain_id: 31337,
  name: 'Kestrel dev chain',
  rpc_url: 'http://127.0.0.1:8545',
  usdt: '',
  explorer: '',
  confirmations: 5,
};

function toChain(info: ChainInfo): Chain {
  return defineChain({
    id: info.chain_id,
    name: info.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [info.rpc_url] } },
    blockExplorers: info.explorer ? { default: { name: info.name, url: info.explorer } } : undefined,
  });
}

async function buildConfig(infos: ChainInfo[]) {
  const list = infos.length ? infos : [DEV_CHAIN];
  const chains = list.map(toChain) as [Chain, ...Chain[]];
  const projectId = walletConnectProjectId();
  // Injected wallets (window.ethereum; EIP-6963 wallets are added by wagmi's discovery). WalletConnect
  // based wallets only when a project id is configured: their code is not even fetched otherwise.
  const wc = projectId ? await import('../walletConnectWallets') : null;
  const wallets = wc
    ? [injectedWallet, wc.metaMaskWallet, wc.okxWallet, wc.bitgetWallet, wc.trustWallet, wc.tokenPocketWallet, wc.walletConnectWallet]
    : [injectedWallet];
  const connectors = connectorsForWallets([{ groupName: translate('wallet.wallets'), wallets }], {
    appName: 'Kestrel',
    projectId: projectId || 'not-configured',
  });
  const transports: Record<number, Transport> = {};
  for (const info of list) transports[info.chain_id] = http(info.rpc_url);
  const config = createConfig({ chains, connectors, transports, multiInjectedProviderDiscovery: true });
  return { config, infos: list };
}

type WalletSetup = Awaited<ReturnType<typeof buildConfig>>;
let setup: Promise<WalletSetup> | null = null;

/** The one wagmi config of the page (read with React's `use`, so the providers suspend until it is ready). */
export function walletSetup(): Promise<WalletSetup> {
  // Outside React and once per page: the plain transport, not a query.
  if (setup) return setup;
  const made = api(walletCalls.chains, {}, { quiet: true })
    .catch(() => [DEV_CHAIN])
    .then(buildConfig);
  // Marked settled as it settles (the fields React's `use` reads): a setup made ahead of the click
  // (prepareWalletLogin) is read at once, without a round of suspending.
  made.then(
    (value) => Object.assign(made, { status: 'fulfilled', value }),
    () => undefined,
  );
  setup = made;
  return setup;
}

/** The app's languages → RainbowKit's (Italian, `ydl`, has none: English). */
export const RAINBOW_LOCALES: Record<string, Locale> = {
  en: 'en-US',
  zh: 'zh-CN',
  hk: 'zh-HK',
  jp: 'ja-JP',
  kor: 'ko-KR',
  xp: 'es-419',
  dt: 'de-DE',
  fa: 'fr-FR',
  pn: 'ru-RU',
  pt: 'pt-BR',
  tv: 'vi-VN',
};

export const rainbowTheme = darkTheme({ accentColor: '#c0dd2b', accentColorForeground: '#111111', borderRadius: 'medium' });
