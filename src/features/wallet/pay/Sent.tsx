// After the wallet sent the transfer: its hash (linked to the explorer), the confirmations counted
// block by block, and the way to the deposit records (or what the payment's page puts there).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hex } from 'viem';
import { useBlockNumber, useWaitForTransactionReceipt } from 'wagmi';
import type { InAddress } from '../../../contract/wallet';
import styles from '../stack/stack.module.css';

function explorerTx(explorer: string, hash: string): string {
  return explorer ? `${explorer.replace(/\/+$/, '')}/tx/${hash}` : '';
}

interface SentProps {
  info: InAddress;
  hash: Hex;
  amount: string;
  /** Shown below the confirmations instead of the link to the deposit records. */
  footer?: ReactNode;
}

export function Sent({ info, hash, amount, footer }: SentProps) {
  const { t } = useTranslation();
  const target = info.confirmations || 5;
  const receipt = useWaitForTransactionReceipt({ hash, chainId: info.chain_id, confirmations: 1 });
  const block = useBlockNumber({ chainId: info.chain_id, watch: true });
  const mined = receipt.data?.blockNumber;
  const count = mined !== undefined && block.data !== undefined ? Math.max(0, Math.min(target, Number(block.data - mined) + 1)) : 0;
  const link = explorerTx(info.explorer, hash);
  const failed = receipt.data?.status === 'reverted';
  return (
    <div className={styles.card} aria-live="polite">
      <h3>{t('wallet.sentTitle', { amount })}</h3>
      <div className="muted">{t('wallet.txHash')}</div>
      <div className={styles.address} data-testid="tx-hash" title={hash}>
        {link ? (
          <a href={link} target="_blank" rel="noreferrer">
            {hash}
          </a>
        ) : (
          hash
        )}
      </div>
      {failed ? (
        <p className="field-error" role="alert">
          {t('wallet.txFailed')}
        </p>
      ) : (
        <p data-testid="confirmations">{t('wallet.confirmations', { n: count, target })}</p>
      )}
      {!failed && count >= target && <p>{t('wallet.confirmedText')}</p>}
      {footer ?? <a href="#/pages/fund/receive_withdraw_record">{t('wallet.viewRecords')}</a>}
    </div>
  );
}
