// An auction on its detail page: current price, next minimum bid, minimum raise, margin (and the
// caller's margin frozen), pay window; the bid form (at least the next minimum bid) with a confirm that
// says what is frozen and why; and the live bid log, read again every 3 seconds while the auction runs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type NftDetailReply, nftCalls } from '../../contract/nft';
import { checkDecimal, readDecimal } from '../../shared/lib/amount';
import { dec } from '../../shared/lib/decimal';
import { useSession } from '../../shared/stores/session';
import { DemoUnavailable } from '../../shared/ui/DemoUnavailable';
import { useDemoSession } from '../../shared/stores/demo';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { LOGIN_PATH, MINE_PATH, useNftFormat } from './format';
import styles from './nft.module.css';

const LIVE_MS = 3000;
const PLACES = 8;

function BidLog({ id, live }: { id: number; live: boolean }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const log = useCallQuery(
    nftCalls.getBindBoxQuotationLog,
    { id, page: 1, limit: 20 },
    { refetchInterval: live ? LIVE_MS : false, quiet: true },
  );
  const bids = log.data?.list ?? [];
  return (
    <section aria-label={t('nft.auction.log')}>
      <h2 className="section-title">{t('nft.auction.log')}</h2>
      {bids.length === 0 ? (
        <p className={styles.muted}>{log.isPending ? t('common.loading') : t('nft.auction.noBids')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('nft.auction.log')} aria-live="polite">
          {bids.map((b, i) => (
            <li key={b.id} className={styles.card}>
              <div className={styles.head}>
                <strong>{f.money(b.price)}</strong>
                <span className={styles.muted}>
                  {b.mine ? t('nft.you') : b.bidder}
                  {i === 0 ? ` · ${t('nft.auction.leading')}` : ''}
                </span>
              </div>
              <span className={styles.muted}>{f.time(b.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BidForm({ detail, onChanged }: { detail: NftDetailReply; onChanged(): void }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const item = detail.item;
  const auction = detail.item.auction;
  const min = auction?.next_min_bid ?? item.price;
  const [confirming, setConfirming] = useState<string | null>(null);
  const bid = useCallMutation(nftCalls.auctionNFT, {
    invalidates: [nftCalls.getBoxDetail, nftCalls.getBindBoxQuotationLog, nftCalls.getMyBindBoxQuotationLog],
  });
  const form = useRulesForm(
    { price: '' },
    { price: (v) => checkDecimal(v, { decimals: PLACES, invalidKey: 'nft.auction.invalid', min, minKey: 'nft.auction.belowMin' }) },
  );
  const frozen = dec(detail.margin_frozen ?? '0');
  const margin = auction?.margin ?? '0';
  const review = form.handleSubmit((v) => setConfirming(readDecimal(v.price)));
  const send = async () => {
    if (!confirming) return;
    try {
      await bid.mutateAsync({ id: item.id, price: confirming });
      toast(t('nft.auction.placed', { price: f.exact(confirming) }));
      form.reset({ price: '' });
      onChanged();
    } catch (err) {
      serverErrorToForm(form, err, { id: 'price' }, ['price']);
    } finally {
      setConfirming(null);
    }
  };
  const rows = (price: string): Row[] => [
    [t('nft.auction.yourBid'), f.exact(price)],
    [t('nft.auction.highest'), auction?.highest_bid ? f.exact(auction.highest_bid) : t('nft.auction.none')],
    [frozen.gt(0) ? t('nft.auction.marginHeld') : t('nft.auction.marginFrozenNow'), f.exact(frozen.gt(0) ? frozen : margin)],
    [t('nft.available'), detail.available === null ? '--' : f.exact(detail.available)],
  ];
  return (
    <>
      <form onSubmit={review} noValidate aria-label={t('nft.auction.bidTitle')}>
        <FormAmountField
          form={form}
          name="price"
          label={t('nft.auction.bidLabel')}
          unit={item.currency}
          placeholder={t('nft.auction.atLeast', { price: f.exact(min) })}
          checkOnBlur="filled"
          normalizeOnBlur
        />
        <Button type="submit" disabled={bid.isPending}>
          {t('nft.auction.bid')}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('nft.auction.confirmTitle', { name: item.name })}
          busy={bid.isPending}
          rows={rows(confirming)}
          note={
            frozen.gt(0)
              ? t('nft.auction.marginAlready', { margin: f.exact(frozen), count: auction?.pay_hours ?? 24 })
              : t('nft.auction.marginNote', { margin: f.exact(margin), count: auction?.pay_hours ?? 24 })
          }
          onClose={() => setConfirming(null)}
          onConfirm={() => void send()}
        />
      )}
    </>
  );
}

export function AuctionPanel({ detail, onChanged }: { detail: NftDetailReply; onChanged(): void }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  const loggedIn = useSession((s) => Boolean(s.token));
  const demo = useDemoSession();
  const item = detail.item;
  const a = item.auction;
  if (!a) return null;
  const rows: Row[] = [
    [t('nft.auction.startPrice'), f.money(a.start_price)],
    [t('nft.auction.highest'), a.highest_bid ? f.money(a.highest_bid) : t('nft.auction.none')],
    [t('nft.auction.highestBidder'), a.highest_bidder ?? '--'],
    [t('nft.auction.nextMin'), f.exact(a.next_min_bid)],
    [t('nft.auction.minRaise'), f.exact(a.min_raise)],
    [t('nft.auction.margin'), f.exact(a.margin)],
    [t('nft.auction.bids'), f.number(a.bids)],
    ...(detail.margin_frozen !== null && dec(detail.margin_frozen).gt(0)
      ? [[t('nft.auction.yourMargin'), f.exact(detail.margin_frozen)] as Row]
      : []),
  ];
  return (
    <>
      <h2 className="section-title">{t('nft.auction.title')}</h2>
      <CostPreview rows={rows} label={t('nft.auction.title')} />
      <ul className={styles.rules}>
        <li>{t('nft.auction.ruleMargin', { margin: f.exact(a.margin) })}</li>
        <li>{t('nft.auction.ruleWin', { count: a.pay_hours })}</li>
      </ul>
      {item.state === 'on_sale' && !loggedIn && (
        <Link className={styles.outline} to={LOGIN_PATH}>
          {t('nft.login')}
        </Link>
      )}
      {item.state === 'on_sale' && loggedIn && item.mine && <p className={styles.muted}>{t('nft.auction.ownNote')}</p>}
      {item.state === 'on_sale' && loggedIn && !item.mine && demo && <DemoUnavailable action="nftTrade" />}
      {item.state === 'on_sale' && loggedIn && !item.mine && !demo && <BidForm detail={detail} onChanged={onChanged} />}
      {item.state === 'upcoming' && <p className={styles.muted}>{t('nft.closed.upcoming')}</p>}
      {(item.state === 'ended' || item.state === 'reserved') && (
        <p className={styles.muted}>
          {item.state === 'reserved' ? t('nft.auction.reservedNote', { count: a.pay_hours }) : t('nft.auction.endedNote')}{' '}
          {loggedIn && <Link to={MINE_PATH}>{t('nft.auction.seeMine')}</Link>}
        </p>
      )}
      <BidLog id={item.id} live={item.state === 'on_sale'} />
    </>
  );
}
