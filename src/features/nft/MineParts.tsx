// The panels of "My NFTs": my boxes (open one → the prize and its draw HMAC), my bids (with the margin's
// state), orders to pay (unread messages marked) and the order history.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type NftBox, type NftOrder, nftCalls } from '../../contract/nft';
import { Button } from '../../shared/ui/Button';
import { CostPreview, type Row } from '../../shared/ui/money';
import { Placeholder } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { detailPath, myNftPath, payOrderPath, useNftFormat } from './format';
import styles from './nft.module.css';
import { Thumb } from './parts';

const PER_PAGE = 10;

function BoxCard({ box }: { box: NftBox }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const [opened, setOpened] = useState<NftBox | null>(null);
  const open = useCallMutation(nftCalls.openBlindBox, { invalidates: [nftCalls.getMyNFTs], toast: true });
  const shown = opened ?? box;
  const rows: Row[] = [
    [t('nft.boxes.price'), f.money(shown.price)],
    [t('nft.boxes.bought'), f.time(shown.created_at)],
  ];
  if (shown.opened) {
    rows.push([t('nft.boxes.prize'), shown.prize_index === null ? '--' : `#${shown.prize_index + 1}`]);
    rows.push([
      t('nft.blind.check.hmac'),
      <span key="v" className={styles.hash}>
        {shown.draw_hmac}
      </span>,
    ]);
  }
  return (
    <li className={styles.card} aria-label={shown.code}>
      <div className={styles.head}>
        <h2>{shown.name}</h2>
        <span className={styles.badge}>{shown.code}</span>
      </div>
      <CostPreview plain rows={rows} />
      {!shown.opened && (
        <Button
          className={styles.action}
          disabled={open.isPending}
          onClick={() => open.mutate({ box_id: String(shown.id) }, { onSuccess: (b) => setOpened(b) })}
        >
          {t('nft.boxes.open')}
        </Button>
      )}
      {shown.opened && shown.item_id !== null && (
        <Link className={styles.link} to={myNftPath(shown.item_id)}>
          {t('nft.boxes.seePrize')}
        </Link>
      )}
      <Link className={styles.link} to={detailPath({ id: shown.series_id, media_type: 'image' })}>
        {t('nft.boxes.checkDraw')}
      </Link>
    </li>
  );
}

export function BoxesPanel() {
  const { t } = useTranslation();
  const mine = useCallQuery(nftCalls.getMyNFTs, { page: 1, limit: 1 });
  const boxes = mine.data?.boxes ?? [];
  if (mine.isPending) return <Placeholder>{t('common.loading')}</Placeholder>;
  if (boxes.length === 0) return <Placeholder>{t('nft.boxes.none')}</Placeholder>;
  return (
    <ul className={styles.list} aria-label={t('nft.tab.boxes')}>
      {boxes.map((b) => (
        <BoxCard key={b.id} box={b} />
      ))}
    </ul>
  );
}

export function BidsPanel() {
  const { t } = useTranslation();
  const f = useNftFormat();
  return (
    <PagedList
      call={nftCalls.getMyBindBoxQuotationLog}
      filter={{}}
      limit={PER_PAGE}
      label={t('nft.tab.bids')}
      className={styles.list}
      empty={t('nft.bids.none')}
      itemKey={(b) => b.item_id}
      renderItem={(b) => (
        <li className={styles.card} aria-label={`${b.name} (${b.code})`}>
          <div className={styles.head}>
            <h2>{b.name}</h2>
            <span className={styles.badges}>
              <span className={`${styles.badge} ${styles[b.state]}`}>{t(`nft.state.${b.state}`)}</span>
              <span className={styles.badge}>{b.leading ? t('nft.bids.leading') : t('nft.bids.outbid')}</span>
            </span>
          </div>
          <CostPreview
            plain
            rows={[
              [t('nft.bids.mine'), f.money(b.my_bid)],
              [t('nft.auction.highest'), f.money(b.highest_bid)],
              [t('nft.auction.margin'), `${f.exact(b.margin)} · ${t(`nft.bids.margin.${b.margin_state}`)}`],
              [t('nft.end'), f.time(b.end_at)],
            ]}
          />
          {b.order_id !== null && (
            <Link className={styles.link} to={payOrderPath(b.order_id)}>
              {t('nft.bids.won')}
            </Link>
          )}
          <Link className={styles.link} to={detailPath({ id: b.item_id, media_type: 'image' })}>
            {t('nft.bids.open')}
          </Link>
        </li>
      )}
    />
  );
}

function OrderCard({ order: o, toPay }: { order: NftOrder; toPay?: boolean }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const rows: Row[] = [
    [t('nft.order.kind'), t(`nft.order.kinds.${o.kind}`)],
    [t('nft.order.amount'), f.money(o.amount, o.currency)],
    [t('nft.order.created'), f.time(o.created_at)],
  ];
  if (o.status === 'awaiting_payment') rows.push([t('nft.order.deadline'), f.time(o.deadline)]);
  if (o.paid_at) rows.push([t('nft.order.paidAt'), f.time(o.paid_at)]);
  if (o.pay_type) rows.push([t('nft.purchase.method'), t(`nft.pay.${o.pay_type}`)]);
  return (
    <li className={toPay && !o.read && o.message ? `${styles.card} ${styles.unread}` : styles.card} aria-label={`${o.name} (${o.code})`}>
      <div className={styles.head}>
        <span className={styles.artist}>
          <Thumb item={o} className={styles.avatar} />
          <strong>{o.name}</strong>
        </span>
        <span className={`${styles.badge} ${styles[o.status]}`}>{t(`nft.order.status.${o.status}`)}</span>
      </div>
      {o.message && <p className={styles.muted}>{toPay && !o.read ? t('nft.order.newMessage') : o.message}</p>}
      <CostPreview plain rows={rows} />
      {o.status === 'awaiting_payment' && (
        <Link className={styles.outline} to={payOrderPath(o.id)}>
          {t('nft.order.pay')}
        </Link>
      )}
    </li>
  );
}

export function ToPayPanel() {
  const { t } = useTranslation();
  const orders = useCallQuery(nftCalls.getNeedPayNFTOrder, {});
  if (orders.isPending) return <Placeholder>{t('common.loading')}</Placeholder>;
  if (!orders.data?.length) return <Placeholder>{t('nft.order.noneToPay')}</Placeholder>;
  return (
    <ul className={styles.list} aria-label={t('nft.tab.toPay')}>
      {orders.data.map((o) => (
        <OrderCard key={o.id} order={o} toPay />
      ))}
    </ul>
  );
}

export function HistoryPanel() {
  const { t } = useTranslation();
  return (
    <PagedList
      call={nftCalls.getNFTOrders}
      filter={{}}
      limit={PER_PAGE}
      label={t('nft.tab.history')}
      className={styles.list}
      empty={t('nft.order.none')}
      itemKey={(o) => o.id}
      renderItem={(o) => <OrderCard order={o} />}
    />
  );
}
