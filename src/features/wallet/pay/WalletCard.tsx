// What every payment from the wallet shows: the connected address, then the wrong-network prompt or
// the payment's own form with the wallet's USDT balance; and the USDT transfer the wallet is asked for.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, erc20Abi } from 'viem';
import { useAccount, useSwitchChain, useWriteContract } from 'wagmi';
import type { InAddress } from '../../../contract/wallet';
import { NetworkPrompt } from '../stack/NetworkPrompt';
import styles from '../stack/stack.module.css';
import { balanceText, type Holding } from './amount';

/**
 * The card: the connected address, and `children` once the wallet is on the payment's chain; on another
 * supported chain, the prompt to switch to this one.
 */
export function WalletCard({ info, address, children }: { info: InAddress; address: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { chainId, chain } = useAccount();
  const { switchChain, isPending: switching } = useSwitchChain();
  return (
    <div className={styles.card}>
      <div className="muted">{t('wallet.fromWallet')}</div>
      <div className={styles.address} data-testid="connected-address">
        {address}
      </div>
      {
        chainId === info.chain_id ? (
          children
        ) : chain ? (
          <NetworkPrompt chainName={info.name} busy={switching} onSwitch={() => switchChain({ chainId: info.chain_id })} />
        ) : null /* a chain the app does not support: the providers' own prompt (ChainGuard) shows */
      }
    </div>
  );
}

/** The wallet's USDT balance line ("…" while it is read). */
export function WalletBalance({ holding, failed }: { holding: Holding | null; failed: boolean }) {
  const { t } = useTranslation();
  const balance = holding ? `${balanceText(holding)} USDT` : failed ? t('wallet.balanceUnknown') : '…';
  return (
    <p data-testid="wallet-balance">
      {t('wallet.walletBalance')}: {balance}
    </p>
  );
}

/** Asks the wallet for a USDT transfer of `units` (smallest units) to the user's deposit address on the chain. */
export function useUsdtTransfer(info: InAddress) {
  const { writeContractAsync, isPending } = useWriteContract();
  const transfer = (units: bigint) =>
    writeContractAsync({
      address: info.usdt as Address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [info.address as Address, units],
      chainId: info.chain_id,
    });
  return { transfer, sending: isPending };
}
