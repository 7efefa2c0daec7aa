// The wallet providers a page's wallet parts sit in: wagmi on the shared query client, RainbowKit in
// the app's language and colours, the rejection messages and the network prompt.
import '@rainbow-me/rainbowkit/styles.css';
import { RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { type ComponentType, type ReactNode, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { WagmiProvider } from 'wagmi';
import { usePrefs } from '../../../shared/stores/prefs';
import { RAINBOW_LOCALES, rainbowTheme, walletSetup } from './config';
import { ChainGuard } from './NetworkPrompt';
import { useRejectionToasts } from './rejections';

/** A provider between wagmi and RainbowKit (Sign-In with Ethereum's authentication provider). */
export type Authentication = ComponentType<{ children: ReactNode }>;

interface WalletProvidersProps {
  /** With it, RainbowKit's connect modal goes on to signing in. */
  authentication?: Authentication;
  children: ReactNode;
}

function Rejections() {
  useRejectionToasts();
  return null;
}

function Providers({ authentication: Auth, children }: WalletProvidersProps) {
  const { config } = use(walletSetup());
  const lang = usePrefs((s) => s.lang);
  const kit = (
    <RainbowKitProvider theme={rainbowTheme} locale={RAINBOW_LOCALES[lang] ?? 'en-US'} modalSize="compact">
      <Rejections />
      <ChainGuard page />
      {children}
    </RainbowKitProvider>
  );
  return <WagmiProvider config={config}>{Auth ? <Auth>{kit}</Auth> : kit}</WagmiProvider>;
}

function Loading() {
  const { t } = useTranslation();
  return <p className="muted">{t('wallet.loading')}</p>;
}

/** The wallet providers around `children`, once the chains are known. */
export function WalletProviders({ authentication, children }: WalletProvidersProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Providers authentication={authentication}>{children}</Providers>
    </Suspense>
  );
}
