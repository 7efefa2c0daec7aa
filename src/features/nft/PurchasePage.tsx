// Buying an artwork or a box (/pages/nft/purchase?id=): the price the buyer pays, and for transparency
// what the platform's fee and the artist's royalty take and what the seller receives (shared formula
// nftSaleSplit, as the server settles), the funding available, and how to pay: from the balance (done at
// once) or from the wallet (an order held for the transfer, then paid on its own page; at most
// max_wallet_holds such holds at once, said at the button). A refusal shows at the button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../shared/nav';
import { ApiError } from '../../api/http';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type NFT_PAY_TYPES, nftCalls } from '../../contract/nft';
import { dec } from '../../shared/lib/decimal';
import { nftSaleSplit } from '../../shared/nft/fees';
import { useSession } from '../../shared/stores/session';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { DemoUnavailable } from '../../shared/ui/DemoUnavailable';
import { useDemoSession } from '../../shared/stores/demo';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { detailPath, LOGIN_PATH, MINE_PATH, payOrderPath, useNftFormat } from './format';
import styles from './nft.module.css';
import { ArtistLine, PayMethodTabs, Thumb } from './parts';

type PayType = (typeof NFT_PAY_TYPES)[number];

export default function PurchasePage() {
  const { t } = useTranslation();
  const f = useNftFormat();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => Boolean(s.token));
  const demo = useDemoSession();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d+$/.test(id) && id !== '0';
  const query = useCallQuery(nftCalls.getBoxDetail, { id }, { enabled: valid, quiet: true });
  const currency = useCallQuery(nftCalls.getNftCurrency);
  const toPay = useCallQuery(nftCalls.getNeedPayNFTOrder, {}, { enabled: loggedIn });
  const [pay, setPay] = useState<PayType>('balance');
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const buy = useCallMutation(nftCalls.buyNFT, {
    invalidates: [nftCalls.getBoxDetail, nftCalls.getMyNFTs, nftCalls.getNFTOrders, nftCalls.getNeedPayNFTOrder, nftCalls.getBoxList],
  });
  const detail = query.data;
  const item = detail?.item;
  const buyable = item && item.mode !== 'auction' && item.state === 'on_sale' && !item.mine;
  const split = item && detail ? nftSaleSplit(item.price, detail.fees, item.resale) : null;
  const available = detail?.available ?? null;
  const short = available !== null && item ? dec(available).lt(item.price) : false;
  // Wallet purchases held now (the server counts the same: awaiting, paid by wallet, not an auction win).
  const maxHolds = currency.data?.max_wallet_holds ?? null;
  const holds = (toPay.data ?? []).filter((o) => o.pay_type === 'wallet' && o.kind !== 'auction').length;
  const holdsFull = maxHolds !== null && holds >= maxHolds;
  const choose = (next: PayType) => {
    setPay(next);
    setRefusal(null);
  };

  const rows: Row[] =
    item && split
      ? [
          [t('nft.purchase.youPay'), f.exact(item.price, item.currency)],
          ...(item.mode === 'blind'
            ? []
            : ([
                [
                  t('nft.purchase.fee', { rate: f.percent(detail?.fees.platform_fee_rate ?? '0') }),
                  f.exact(split.platformFee, item.currency),
                ],
                [
                  item.resale
                    ? t('nft.purchase.royalty', { rate: f.percent(detail?.fees.royalty_rate ?? '0') })
                    : t('nft.purchase.noRoyalty'),
                  f.exact(split.royalty, item.currency),
                ],
                [t('nft.purchase.sellerGets'), f.exact(split.sellerReceives, item.currency)],
              ] as Row[])),
          [t('nft.available'), available === null ? '--' : f.exact(available, item.currency)],
        ]
      : [];

  const send = async () => {
    if (!item) return;
    setRefusal(null);
    try {
      const order = await buy.mutateAsync({ id: item.id, price: item.price, pay_type: pay });
      if (pay === 'wallet') navigate(payOrderPath(order.id), { replace: true });
      else {
        toast(t('nft.purchase.bought', { name: item.name }));
        navigate(`${MINE_PATH}?tab=${item.mode === 'blind' ? 'boxes' : 'owned'}`, { replace: true });
      }
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'business') setRefusal(err.message);
      else if (err instanceof ApiError && err.kind === 'http') toast(err.message);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Page title={t('routes.nft.purchase')}>
      <div className="content">
        {!loggedIn && (
          <Placeholder>
            <Link className={styles.outline} to={LOGIN_PATH}>
              {t('nft.login')}
            </Link>
          </Placeholder>
        )}
        {loggedIn && valid && query.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {loggedIn && (!valid || query.isError) && <Placeholder>{t('nft.notFound')}</Placeholder>}
        {loggedIn && item && (
          <>
            <div className={`${styles.card} ${styles.artist}`}>
              <Thumb item={item} className={styles.avatar} />
              <span>
                <strong>{item.mode === 'blind' ? t('nft.purchase.box', { name: item.name }) : item.name}</strong>
                <p>{item.code}</p>
              </span>
            </div>
            <ArtistLine artist={item.artist} />
            {!buyable && (
              <Placeholder>
                {t(item.mine ? 'nft.yoursNote' : item.mode === 'auction' ? 'nft.purchase.auction' : `nft.closed.${item.state}`)}{' '}
                <Link to={detailPath(item)}>{t('nft.purchase.back')}</Link>
              </Placeholder>
            )}
            {buyable && demo && <DemoUnavailable action="nftTrade" />}
            {buyable && !demo && (
              <>
                <CostPreview label={t('nft.purchase.summary')} rows={rows} />
                {item.mode !== 'blind' && <p className={styles.muted}>{t('nft.purchase.splitNote')}</p>}
                <h2 className="section-title">{t('nft.purchase.method')}</h2>
                <PayMethodTabs value={pay} onChange={choose} panelId="nft-pay" />
                <div id="nft-pay">
                  {pay === 'balance' && short && <p className={styles.bad}>{t('nft.purchase.short')}</p>}
                  {pay === 'wallet' && (
                    <p className={styles.muted}>
                      {t('nft.purchase.walletNote', {
                        count: currency.data?.wallet_pay_minutes ?? 30,
                        confirmations: currency.data?.confirmations ?? 5,
                      })}
                    </p>
                  )}
                  {pay === 'wallet' && maxHolds !== null && (
                    <p className={holdsFull ? styles.bad : styles.muted}>
                      {holdsFull
                        ? t('nft.purchase.walletFull', { count: maxHolds })
                        : t('nft.purchase.walletCap', { count: maxHolds, n: holds })}
                    </p>
                  )}
                  <Button
                    disabled={buy.isPending || (pay === 'balance' && short) || (pay === 'wallet' && holdsFull)}
                    onClick={() => setConfirming(true)}
                  >
                    {pay === 'balance' ? t('nft.purchase.payBalance') : t('nft.purchase.payWallet')}
                  </Button>
                  {refusal && (
                    <p className={styles.bad} role="alert">
                      {refusal}
                    </p>
                  )}
                </div>
              </>
            )}
          </>
        )}
      </div>
      {confirming && item && (
        <ConfirmDialog
          title={t('nft.purchase.confirmTitle', { name: item.name })}
          busy={buy.isPending}
          rows={[...rows, [t('nft.purchase.method'), t(`nft.pay.${pay}`)]]}
          note={
            pay === 'balance'
              ? t('nft.purchase.confirmBalance')
              : t('nft.purchase.confirmWallet', { count: currency.data?.wallet_pay_minutes ?? 30 })
          }
          onClose={() => setConfirming(false)}
          onConfirm={() => void send()}
        />
      )}
    </Page>
  );
}
