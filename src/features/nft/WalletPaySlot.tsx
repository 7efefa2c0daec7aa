// Paying an order from the connected wallet: the wallet stack (the wallet feature's PayNftOrder) loads only when the
// person asks for it, or to follow a transfer already reported for this order.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import type { NftOrder } from '../../contract/nft';
import { walletCalls } from '../../contract/wallet';
import { loadNamespaces } from '../../shared/i18n';
import { Button } from '../../shared/ui/Button';
import { DemoUnavailable } from '../../shared/ui/DemoUnavailable';
import { useDemoSession } from '../../shared/stores/demo';
import { canConnectWallet, loadNftWalletPay } from '../wallet';

const PayNftOrder = lazy(() => loadNftWalletPay().then((m) => ({ default: m.PayNftOrder })));

export function WalletPaySlot({ order, onPaid }: { order: NftOrder; onPaid?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const demo = useDemoSession();
  const chains = useCallQuery(walletCalls.inAddress, {}, { enabled: !demo, staleTime: 60_000 });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => void loadNamespaces(['wallet', 'nftChain']), []);

  if (demo) return <DemoUnavailable action="nftWalletPay" />;
  if (chains.isPending) return <p className="muted">{t('wallet.loading')}</p>;
  if (!chains.data?.length) return <p className="muted">{t('wallet.noChains')}</p>;
  const started = attempt > 0 || Boolean(order.tx_hash);
  if (!started && order.status !== 'awaiting_payment') return null;
  const pay = async () => {
    if (await canConnectWallet()) setAttempt((n) => n + 1);
    else navigate('/pages/empty/empty');
  };
  return started ? (
    <Suspense fallback={<p className="muted">{t('wallet.loading')}</p>}>
      <PayNftOrder order={order} chains={chains.data} attempt={attempt} onPaid={onPaid} />
    </Suspense>
  ) : (
    <Button onClick={() => void pay()}>{t('nftChain.pay.fromWallet')}</Button>
  );
}
