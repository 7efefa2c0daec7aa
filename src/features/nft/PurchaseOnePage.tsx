// Paying one order awaiting payment (/pages/nft/purchase_one?order_id=): what it is, the amount, the
// deadline with a countdown on the server's clock, the order's message (marked read once shown), and
// how to pay: from the funding balance (a confirm with the exact amount), or from the wallet.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type NFT_PAY_TYPES, nftCalls } from '../../contract/nft';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog, CostPreview } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { MINE_PATH, useNftFormat, useServerNow } from './format';
import styles from './nft.module.css';
import { PayMethodTabs, Thumb } from './parts';
import { WalletPaySlot } from './WalletPaySlot';

type PayType = (typeof NFT_PAY_TYPES)[number];
const invalidates = [nftCalls.getNeedPayNFTOrder, nftCalls.getNFTOrders, nftCalls.getMyNFTs, nftCalls.getMyBindBoxQuotationLog];

export default function PurchaseOnePage() {
  const { t } = useTranslation();
  const f = useNftFormat();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id') ?? '');
  const orders = useCallQuery(nftCalls.getNeedPayNFTOrder, {});
  const order = orders.data?.find((o) => o.id === orderId);
  const detail = useCallQuery(nftCalls.getBoxDetail, { id: String(order?.item_id ?? 0) }, { enabled: Boolean(order), quiet: true });
  const now = useServerNow(detail.data?.now, detail.dataUpdatedAt);
  const [pay, setPay] = useState<PayType>(order?.pay_type === 'wallet' ? 'wallet' : 'balance');
  const [confirming, setConfirming] = useState(false);
  const read = useCallMutation(nftCalls.readNFTOrderMessage, { invalidates: [nftCalls.getNeedPayNFTOrder] });
  const payOrder = useCallMutation(nftCalls.payNFTOrder, { invalidates, toast: true });
  const unread = order?.message && !order.read ? order.id : null;
  const markRead = read.mutate;
  useEffect(() => {
    if (unread) markRead({ order_id: unread });
  }, [unread, markRead]);
  useEffect(() => {
    if (order?.pay_type === 'wallet') setPay('wallet');
  }, [order?.pay_type]);

  const available = detail.data?.available ?? null;
  // A won auction's margin comes back on payment (the server settles it): only a plain order is held back here.
  const short = order && order.kind !== 'auction' && available !== null ? dec(available).lt(order.amount) : false;
  const left = order?.deadline ? order.deadline - now : null;
  const send = async () => {
    if (!order) return;
    try {
      await payOrder.mutateAsync({ order_id: order.id, pay_type: 'balance' });
      toast(t('nft.order.paidToast', { name: order.name }));
      navigate(`${MINE_PATH}?tab=owned`, { replace: true });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Page title={t('routes.nft.purchase_one')}>
      <div className="content">
        {orders.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {orders.data && !order && (
          <Placeholder>
            {t('nft.order.notAwaiting')} <Link to={`${MINE_PATH}?tab=history`}>{t('nft.order.seeOrders')}</Link>
          </Placeholder>
        )}
        {order && (
          <>
            <div className={`${styles.card} ${styles.artist}`}>
              <Thumb item={order} className={styles.avatar} />
              <span>
                <strong>{order.name}</strong>
                <p>{order.code}</p>
              </span>
            </div>
            {order.message && (
              <p className={styles.card} role="note">
                {order.message}
              </p>
            )}
            <CostPreview
              label={t('nft.order.summary')}
              rows={[
                [t('nft.order.kind'), t(`nft.order.kinds.${order.kind}`)],
                [t('nft.order.amount'), f.exact(order.amount, order.currency)],
                [t('nft.order.deadline'), f.time(order.deadline)],
                [
                  t('nft.order.left'),
                  left === null ? (
                    '--'
                  ) : (
                    <time key="v" role="timer">
                      {f.countdown(left)}
                    </time>
                  ),
                ],
                [t('nft.available'), available === null ? '--' : f.exact(available, order.currency)],
              ]}
            />
            <PayMethodTabs value={pay} onChange={setPay} panelId="nft-pay-one" />
            <div id="nft-pay-one">
              {pay === 'balance' && (
                <>
                  {short && <p className={styles.bad}>{t('nft.purchase.short')}</p>}
                  <Button disabled={payOrder.isPending || short} onClick={() => setConfirming(true)}>
                    {t('nft.order.payBalance', { amount: f.exact(order.amount, order.currency) })}
                  </Button>
                </>
              )}
              {pay === 'wallet' && <WalletPaySlot order={order} onPaid={() => void orders.refetch()} />}
            </div>
          </>
        )}
      </div>
      {confirming && order && (
        <ConfirmDialog
          title={t('nft.order.confirmTitle', { name: order.name })}
          busy={payOrder.isPending}
          rows={[
            [t('nft.order.amount'), f.exact(order.amount, order.currency)],
            [t('nft.available'), available === null ? '--' : f.exact(available, order.currency)],
            [t('nft.order.after'), available === null ? '--' : f.exact(dec(available).minus(order.amount), order.currency)],
          ]}
          note={order.kind === 'auction' ? t('nft.order.marginBack') : t('nft.purchase.confirmBalance')}
          onClose={() => setConfirming(false)}
          onConfirm={() => void send()}
        />
      )}
    </Page>
  );
}
