// Opening the connection: RainbowKit's connect modal, or the injected wallet directly inside a
// wallet's in-app browser (no list, no QR code: DESIGN).
import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount, useConnect } from 'wagmi';
import { Button } from '../../../shared/ui/Button';

/** A wallet's in-app browser: a phone with an injected provider. There the injected wallet is used directly. */
function inAppBrowser(): boolean {
  return Boolean((window as { ethereum?: unknown }).ethereum) && /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent);
}

/**
 * Once per `attempt`, after wagmi's reconnect settled: inside a wallet's in-app browser connects the
 * injected wallet directly (no list, no QR code); otherwise opens RainbowKit's connect modal. With
 * Sign-In with Ethereum, the modal then opens at its sign-in step.
 */
export function OpenConnect({ attempt }: { attempt: number }) {
  const { openConnectModal } = useConnectModal();
  const { status } = useAccount();
  const { connectors, connect } = useConnect();
  const handled = useRef({ attempt: -1, direct: false });
  useEffect(() => {
    const done = handled.current;
    if (status === 'reconnecting' || status === 'connecting') return;
    if (done.attempt === attempt && !(done.direct && status === 'connected')) return;
    const timer = setTimeout(() => {
      const injected = connectors.find((c) => c.id === 'injected');
      if (done.attempt !== attempt && status === 'disconnected' && injected && inAppBrowser()) {
        handled.current = { attempt, direct: true };
        connect({ connector: injected });
        return;
      }
      handled.current = { attempt, direct: false };
      openConnectModal?.();
    }, 50);
    return () => clearTimeout(timer);
  }, [openConnectModal, attempt, status, connectors, connect]);
  return null;
}

/** Opens the connect modal now, and offers a button to open it again after it was closed. */
export function ConnectAgain({ attempt }: { attempt: number }) {
  const { t } = useTranslation();
  const { openConnectModal } = useConnectModal();
  return (
    <>
      <OpenConnect attempt={attempt} />
      <Button variant="secondary" onClick={() => openConnectModal?.()} disabled={!openConnectModal}>
        {t('wallet.connectWallet')}
      </Button>
    </>
  );
}
