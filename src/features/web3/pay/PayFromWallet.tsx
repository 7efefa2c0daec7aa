// Pay USDT from the connected wallet to the user's deposit address: the amount (Max = the wallet's
// whole balance), a confirmation of amount, destination and network, then the wallet's transfer.
// Its own chunk (loadWalletPay in ../index.ts): the login page's "Connect wallet" never fetches it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, erc20Abi, type Hex, parseUnits } from 'viem';
import { useAccount, useReadContracts, useSwitchChain, useWriteContract } from 'wagmi';
import { useCallMutation } from '../../../api/mutation';
import { useInvalidateCalls } from '../../../api/query';
import { type InAddress, walletCalls } from '../../../contract/wallet';
import { toast } from '../../../shared/stores/ui';
import { Button } from '../../../shared/ui/Button';
import { FormAmountField, useRulesForm } from '../../../shared/ui/form';
import { ConfirmDialog } from '../../../shared/ui/money';
import { ConnectAgain } from '../stack/connect';
import { NetworkPrompt } from '../stack/NetworkPrompt';
import { WalletProviders } from '../stack/Providers';
import { isRejected } from '../stack/rejections';
import styles from '../stack/stack.module.css';
import { balanceText, checkPayAmount, type Holding, maxPayAmount, payAmountText } from './amount';
import { Sent } from './Sent';

const NO_ADDRESS = '0x0000000000000000000000000000000000000000';

interface PayValues {
  amount: string;
}

/** The wallet's balance and decimals of the chain's USDT, read again every 10 s. */
function useHolding(info: InAddress, owner: Address | undefined): { holding: Holding | null; failed: boolean } {
  const token = info.usdt as Address;
  const reads = useReadContracts({
    allowFailure: false,
    contracts: [
      { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner ?? NO_ADDRESS], chainId: info.chain_id },
      { address: token, abi: erc20Abi, functionName: 'decimals', chainId: info.chain_id },
    ],
    query: { enabled: Boolean(owner) && /^0x[0-9a-fA-F]{40}$/.test(info.usdt), refetchInterval: 10_000 },
  });
  const holding = reads.data ? { units: reads.data[0], decimals: Number(reads.data[1]) } : null;
  return { holding, failed: reads.isError };
}

function PayInner({ info, attempt }: { info: InAddress; attempt: number }) {
  const { t } = useTranslation();
  const { address, chainId, status } = useAccount();
  const { switchChain, isPending: switching } = useSwitchChain();
  const { writeContractAsync, isPending: sending } = useWriteContract();
  const report = useCallMutation(walletCalls.chargeReq, { invalidates: [walletCalls.rechargeLog] });
  const invalidate = useInvalidateCalls();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [sent, setSent] = useState<{ hash: Hex; amount: string } | null>(null);
  const { holding, failed } = useHolding(info, address);
  // The rule reads the balance of this render (react-hook-form takes the newest resolver each render).
  const form = useRulesForm<PayValues>({ amount: '' }, { amount: (value) => checkPayAmount(value, holding) });

  if (status !== 'connected' || !address) return <ConnectAgain attempt={attempt} />;
  if (sent) return <Sent info={info} hash={sent.hash} amount={sent.amount} />;

  const balance = holding ? balanceText(holding) : null;
  const review = form.handleSubmit(({ amount }) => {
    if (holding) setConfirming(payAmountText(amount, holding.decimals));
  });

  const send = async (value: string) => {
    if (!holding) return;
    setConfirming(null);
    try {
      const hash = await writeContractAsync({
        address: info.usdt as Address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [info.address as Address, parseUnits(value, holding.decimals)],
        chainId: info.chain_id,
      });
      setSent({ hash, amount: value });
      // Report early; the server still credits only what the chain shows. The records refresh either way.
      void report.mutateAsync({ chain_id: info.chain_id, tx_hash: hash }).catch(() => invalidate(walletCalls.rechargeLog));
    } catch (err) {
      if (!isRejected(err)) toast(t('wallet.txError'));
    }
  };

  return (
    <div className={styles.card}>
      <div className="muted">{t('wallet.fromWallet')}</div>
      <div className={styles.address} data-testid="connected-address">
        {address}
      </div>
      {chainId !== info.chain_id ? (
        <NetworkPrompt chainName={info.name} busy={switching} onSwitch={() => switchChain({ chainId: info.chain_id })} />
      ) : (
        <form onSubmit={review} noValidate>
          <p data-testid="wallet-balance">
            {t('wallet.walletBalance')}: {balance === null ? (failed ? t('wallet.balanceUnknown') : '…') : `${balance} USDT`}
          </p>
          <FormAmountField
            normalizeOnBlur
            form={form}
            name="amount"
            label={t('wallet.amount')}
            max={() => (holding ? maxPayAmount(holding) : null)}
          />
          <Button type="submit" disabled={sending || balance === null}>
            {t('wallet.payFromWallet')}
          </Button>
        </form>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('wallet.confirmTitle')}
          rows={[
            [t('wallet.youSend'), `${confirming} USDT`],
            [t('wallet.network'), info.name],
            [t('wallet.from'), address],
            [t('wallet.to'), info.address],
            [t('wallet.credited'), t('wallet.creditedValue', { amount: confirming, n: info.confirmations || 5 })],
          ]}
          confirmLabel={t('wallet.confirmSend')}
          onConfirm={() => void send(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}

export function PayFromWallet({ info, attempt }: { info: InAddress; attempt: number }) {
  return (
    <WalletProviders>
      <PayInner info={info} attempt={attempt} />
    </WalletProviders>
  );
}
