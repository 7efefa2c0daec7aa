// Pay an NFT order straight from the connected wallet: a USDT transfer of exactly the order's amount
// to the user's own deposit address on the chain, confirmed first (amount, destination, network,
// deadline), then reported with payNFTOrder; the hash and the confirmations show until the order is
// paid (the server pays it when the chain watcher credits the deposit, after the chain's confirmations).
// Its own chunk (loadNftWalletPay in ../index.ts), inside the wallet providers.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits, type Hex } from 'viem';
import { useAccount } from 'wagmi';
import { ApiError } from '../../../api';
import { useCallMutation } from '../../../api/mutation';
import { useCallQuery } from '../../../api/query';
import { type NftOrder, nftCalls } from '../../../contract/nft';
import { type InAddress, walletCalls } from '../../../contract/wallet';
import { localeOf } from '../../../shared/config/locale';
import { formatDateTime } from '../../../shared/lib/format';
import { toast } from '../../../shared/stores/ui';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/money';
import { ConnectAgain } from '../stack/connect';
import { WalletProviders } from '../stack/Providers';
import { isRejected } from '../stack/rejections';
import { checkHolding, walletPayUnits } from './amount';
import { useHolding } from './holding';
import { Sent } from './Sent';
import { useUsdtTransfer, WalletBalance, WalletCard } from './WalletCard';

export interface NftWalletPayProps {
  order: NftOrder;
  /** The user's deposit address on each supported chain (walletCalls.inAddress). */
  chains: InAddress[];
  /** Opens the connect modal once per attempt (a press of the page's "Pay from wallet"). */
  attempt: number;
  onPaid?: () => void;
}

/** The order as the server has it now, read every 2 s while a wallet payment is on its way. */
function useOrderNow(order: NftOrder, watching: boolean): NftOrder {
  const orders = useCallQuery(nftCalls.getNFTOrders, { page: 1, limit: 50 }, { enabled: watching, refetchInterval: 2000 });
  return orders.data?.list.find((o) => o.id === order.id) ?? order;
}

/** Where the payment stands on the server: waiting for the confirmations, paid, or the order's message. */
function OrderState({ order }: { order: NftOrder }) {
  const { t } = useTranslation();
  if (order.status === 'paid') {
    return (
      <p role="status" data-testid="nft-pay-state">
        {t('nftChain.pay.paid')}
      </p>
    );
  }
  const problem = order.status !== 'awaiting_payment' || (order.message && order.paid_amount !== null);
  return (
    <div aria-live="polite" data-testid="nft-pay-state">
      {problem ? (
        <div role="alert">
          {order.message && <p className="field-error">{order.message}</p>}
          <p>{t('nftChain.pay.keptInFunding')}</p>
        </div>
      ) : (
        <p>{t('nftChain.pay.waiting', { n: order.confirmations ?? 0 })}</p>
      )}
    </div>
  );
}

function PayNftInner({ order, chains, attempt, onPaid }: NftWalletPayProps) {
  const { t, i18n } = useTranslation();
  const { address, chainId, status } = useAccount();
  const report = useCallMutation(nftCalls.payNFTOrder);
  const depositReport = useCallMutation(walletCalls.chargeReq);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<{ hash: Hex; amount: string; chainId: number } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [rejected, setRejected] = useState(false);
  const reported = Boolean(order.tx_hash) || sent !== null;
  const now = useOrderNow(order, reported && refused === null);
  // The chain: the order's (already paid from a wallet), the wallet's when supported, else the first.
  const info =
    chains.find((c) => c.chain_id === (sent?.chainId ?? now.chain_id)) ?? chains.find((c) => c.chain_id === chainId) ?? chains[0];
  const { holding, failed } = useHolding(info, address);
  const { transfer, sending } = useUsdtTransfer(info);
  const paidOnce = useRef(false);

  useEffect(() => {
    if (now.status === 'paid' && !paidOnce.current) {
      paidOnce.current = true;
      onPaid?.();
    }
  }, [now.status, onPaid]);

  const hash = (sent?.hash ?? now.tx_hash) as Hex | null;
  if (hash) {
    const amount = sent?.amount ?? now.paid_amount ?? now.amount;
    return (
      <Sent
        info={info}
        hash={hash}
        amount={amount}
        footer={
          refused ? (
            <div role="alert">
              <p className="field-error">{refused}</p>
              <p>{t('nftChain.pay.keptInFunding')}</p>
            </div>
          ) : (
            <OrderState order={now} />
          )
        }
      />
    );
  }
  if (status !== 'connected' || !address) return <ConnectAgain attempt={attempt} />;

  const units = holding ? walletPayUnits(order.amount, holding.decimals) : null;
  const amountText = units !== null && holding ? formatUnits(units, holding.decimals) : order.amount;
  const problem = units === null ? (failed ? 'wallet.balanceUnknown' : null) : checkHolding(units, holding);

  const send = async () => {
    if (units === null) return;
    setConfirming(false);
    setRejected(false);
    try {
      const tx = await transfer(units);
      setSent({ hash: tx, amount: amountText, chainId: info.chain_id });
      try {
        await report.mutateAsync({ order_id: order.id, pay_type: 'wallet', chain_id: String(info.chain_id), tx_hash: tx });
      } catch (err) {
        // The order refused it (late, already paid…): the transfer still reached the deposit address and is credited to funding.
        setRefused(err instanceof ApiError ? err.message : t('wallet.failed'));
        void depositReport.mutateAsync({ chain_id: info.chain_id, tx_hash: tx }).catch(() => undefined);
      }
    } catch (err) {
      // A rejection also gets the wallet stack's toast; here it stays beside the button.
      if (isRejected(err)) setRejected(true);
      else toast(t('wallet.txError'));
    }
  };

  return (
    <WalletCard info={info} address={address}>
      <p data-testid="nft-pay-amount">{t('nftChain.pay.amount', { amount: amountText })}</p>
      <WalletBalance holding={holding} failed={failed} />
      {problem && (
        <p className="field-error" role="alert">
          {t(problem, { amount: amountText })}
        </p>
      )}
      {rejected && (
        <p className="field-error" role="alert">
          {t('nftChain.pay.rejected')}
        </p>
      )}
      <Button onClick={() => setConfirming(true)} disabled={sending || units === null || problem !== null}>
        {t('nftChain.pay.payAmount', { amount: amountText })}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('nftChain.pay.confirmTitle')}
          rows={[
            [t('nftChain.pay.artwork'), `${order.name} (${order.code})`],
            [t('wallet.youSend'), `${amountText} USDT`],
            [t('wallet.network'), info.name],
            [t('wallet.from'), address],
            [t('wallet.to'), info.address],
            [t('nftChain.pay.deadline'), order.deadline ? formatDateTime(order.deadline, localeOf(i18n.language)) : '--'],
          ]}
          note={t('nftChain.pay.confirmNote', { count: info.confirmations || 5 })}
          confirmLabel={t('wallet.confirmSend')}
          onConfirm={() => void send()}
          onClose={() => setConfirming(false)}
        />
      )}
    </WalletCard>
  );
}

export function PayNftOrder(props: NftWalletPayProps) {
  return (
    <WalletProviders>
      <PayNftInner {...props} />
    </WalletProviders>
  );
}
