// "Wrong network" with a "Switch network" button: on every wallet page, and from the background
// watcher when no page shows one.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount, useSwitchChain } from 'wagmi';
import { create } from 'zustand';
import { Button } from '../../../shared/ui/Button';
import styles from './stack.module.css';

interface NetworkPromptProps {
  /** The network to switch to. */
  chainName: string;
  busy: boolean;
  onSwitch(): void;
}

/** The prompt itself (an alert): what is wrong and the button that fixes it. */
export function NetworkPrompt({ chainName, busy, onSwitch }: NetworkPromptProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.guard} role="alert">
      <strong>{t('wallet.wrongNetwork')}</strong>
      <span>{t('wallet.wrongNetworkText', { chain: chainName })}</span>
      <Button disabled={busy} onClick={onSwitch}>
        {t('wallet.switchNetwork')}
      </Button>
    </div>
  );
}

/** Page-level network prompts; the background watcher shows its own only when no page shows one. */
const useGuards = create<{ count: number }>(() => ({ count: 0 }));

/** The prompt when the wallet is on a chain the app does not support (wagmi then knows no `chain`). */
export function ChainGuard({ page }: { page: boolean }) {
  const { status, chain } = useAccount();
  const { switchChain, chains, isPending } = useSwitchChain();
  const pageGuards = useGuards((s) => s.count);
  useEffect(() => {
    if (!page) return;
    useGuards.setState((s) => ({ count: s.count + 1 }));
    return () => useGuards.setState((s) => ({ count: s.count - 1 }));
  }, [page]);
  if (status !== 'connected' || chain || (!page && pageGuards > 0)) return null;
  const target = chains[0];
  return (
    <NetworkPrompt
      chainName={target?.name ?? ''}
      busy={isPending || !target}
      onSwitch={() => target && switchChain({ chainId: target.id })}
    />
  );
}
