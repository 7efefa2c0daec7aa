// Pay USDT from the connected wallet to the user's deposit address: the amount (Max = the wallet's
// whole balance), a confirmation of amount, destination and network, then the wallet's transfer.
// Its own chunk (loadWalletPay in ../index.ts): the login page's "Connect wallet" never fetches it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Hex, parseUnits } from 'viem';
import { useAccount } from 'wagmi';
import { useCallMutation } from '../../../api/mutation';
import { useInvalidateCalls } from '../../../api/query';
import { type InAddress, walletCalls } from '../../../contract/wallet';
import { toast } from '../../../shared/stores/ui';
import { Button } from '../../../shared/ui/Button';
import { FormAmountField, useRulesForm } from '../../../shared/ui/form';
import { ConfirmDialog } from '../../../shared/ui/money';
import { ConnectAgain } from '../stack/connect';
import { WalletProviders } from '../stack/Providers';
import { isRejected } from '../stack/rejections';
import { checkPayAmount, maxPayAmount, payAmountText } from './amount';
import { useHolding } from './holding';
import { Sent } from './Sent';
import { useUsdtTransfer, WalletBalance, WalletCard } from './WalletCard';

interface PayValues {
  amount: string;
}

function PayInner({ info, attempt }: { info: InAddress; attempt: number }) {
  const { t } = useTranslation();
  const { address, status } = useAccount();
  const { transfer, sending } = useUsdtTransfer(info);
  const report = useCallMutation(walletCalls.chargeReq, { invalidates: [walletCalls.rechargeLog] });
  const invalidate = useInvalidateCalls();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [sent, setSent] = useState<{ hash: Hex; amount: string } | null>(null);
  const { holding, failed } = useHolding(info, address);
  // The rule reads the balance of this render (react-hook-form takes the newest resolver each render).
  const form = useRulesForm<PayValues>({ amount: '' }, { amount: (value) => checkPayAmount(value, holding) });

  if (status !== 'connected' || !address) return <ConnectAgain attempt={attempt} />;
  if (sent) return <Sent info={info} hash={sent.hash} amount={sent.amount} />;

  const review = form.handleSubmit(({ amount }) => {
    if (holding) setConfirming(payAmountText(amount, holding.decimals));
  });

  const send = async (value: string) => {
    if (!holding) return;
    setConfirming(null);
    try {
      const hash = await transfer(parseUnits(value, holding.decimals));
      setSent({ hash, amount: value });
      // Report early; the server still credits only what the chain shows. The records refresh either way.
      void report.mutateAsync({ chain_id: info.chain_id, tx_hash: hash }).catch(() => invalidate(walletCalls.rechargeLog));
    } catch (err) {
      if (!isRejected(err)) toast(t('wallet.txError'));
    }
  };

  return (
    <WalletCard info={info} address={address}>
      <form onSubmit={review} noValidate>
        <WalletBalance holding={holding} failed={failed} />
        <FormAmountField
          normalizeOnBlur
          form={form}
          name="amount"
          label={t('wallet.amount')}
          max={() => (holding ? maxPayAmount(holding) : null)}
        />
        <Button type="submit" disabled={sending || holding === null}>
          {t('wallet.payFromWallet')}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('wallet.confirmTitle')}
          rows={[
            [t('wallet.youSend'), `${confirming} USDT`],
            [t('wallet.network'), info.name],
            [t('wallet.from'), address],
            [t('wallet.to'), info.address],
            [t('wallet.credited'), t('wallet.creditedValue', { amount: confirming, count: info.confirmations || 5 })],
          ]}
          confirmLabel={t('wallet.confirmSend')}
          onConfirm={() => void send(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </WalletCard>
  );
}

export function PayFromWallet({ info, attempt }: { info: InAddress; attempt: number }) {
  return (
    <WalletProviders>
      <PayInner info={info} attempt={attempt} />
    </WalletProviders>
  );
}
