// An artwork or a blind-box series (/pages/nft/artworkDetail?id=, and artworkDetail_video?id= for a
// video): the media, name, artist, description, owner, price, state and countdown, the favourite toggle;
// then by mode: fixed price → Buy; auction → the bidding panel with the live bid log; blind series → the
// prizes with their odds, the commitment, and once revealed the seed with the draw check. A card opened
// through the other media's route is sent to its own.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type NftDetailReply, nftCalls } from '../../contract/nft';
import { useSession } from '../../shared/stores/session';
import { Button } from '../../shared/ui/Button';
import { CostPreview, type Row } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { AuctionPanel } from './AuctionPanel';
import { BlindPanel } from './BlindPanel';
import { detailPath, LOGIN_PATH, myNftPath, purchasePath, useNftFormat, useServerNow } from './format';
import styles from './nft.module.css';
import { ArtistLine, Countdown, MediaView, StateBadges } from './parts';

const LIVE_MS = 3000;

function Favourite({ detail }: { detail: NftDetailReply }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const collect = useCallMutation(nftCalls.collect, { invalidates: [nftCalls.getBoxDetail, nftCalls.getCollection], toast: true });
  const item = detail.item;
  if (!loggedIn) {
    return (
      <Link className={styles.quiet} to={LOGIN_PATH}>
        {t('nft.favouriteLogin', { n: item.favourites })}
      </Link>
    );
  }
  return (
    <Button variant="secondary" aria-pressed={item.favourite} disabled={collect.isPending} onClick={() => collect.mutate({ id: item.id })}>
      {item.favourite ? t('nft.unfavourite', { n: item.favourites }) : t('nft.favourite', { n: item.favourites })}
    </Button>
  );
}

function FixedPanel({ detail }: { detail: NftDetailReply }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const item = detail.item;
  if (item.mine) return <p className={styles.muted}>{t('nft.yoursNote')}</p>;
  if (item.state !== 'on_sale') return <p className={styles.muted}>{t(`nft.closed.${item.state}`)}</p>;
  return (
    <Link className={styles.outline} to={loggedIn ? purchasePath(item.id) : LOGIN_PATH}>
      {loggedIn ? t('nft.buy') : t('nft.login')}
    </Link>
  );
}

export default function DetailPage() {
  const { t } = useTranslation();
  const f = useNftFormat();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d+$/.test(id) && id !== '0';
  const query = useCallQuery(
    nftCalls.getBoxDetail,
    { id },
    {
      enabled: valid,
      quiet: true,
      refetchInterval: (q) => (q.state.data?.item.mode === 'auction' && q.state.data.item.state === 'on_sale' ? LIVE_MS : false),
    },
  );
  const now = useServerNow(query.data?.now, query.dataUpdatedAt);
  const detail = query.data;
  const item = detail?.item;
  const route = item ? detailPath(item).split('?')[0] : pathname;
  // Only while this page is the one shown (a page being left keeps rendering for a moment).
  const onDetail = pathname.startsWith('/pages/nft/artworkDetail');
  useEffect(() => {
    if (item && onDetail && route !== pathname) navigate(detailPath(item), { replace: true });
  }, [item, onDetail, route, pathname, navigate]);

  const rows: Row[] = item
    ? [
        [t('nft.code'), item.code],
        [
          item.mode === 'auction' ? t('nft.currentPrice') : item.mode === 'blind' ? t('nft.boxPrice') : t('nft.price'),
          f.money(item.price, item.currency),
        ],
        [t('nft.owner'), item.mine ? t('nft.you') : (item.owner ?? t('nft.ownerArtist'))],
        [t('nft.start'), f.time(item.start_at)],
        [t('nft.end'), f.time(item.end_at)],
        ...(item.token_id ? [[t('nft.tokenId'), item.token_id] as Row] : []),
      ]
    : [];
  return (
    <Page title={item?.name ?? t(pathname.endsWith('_video') ? 'routes.nft.artworkDetail_video' : 'routes.nft.artworkDetail')}>
      <div className="content">
        {valid && query.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {(!valid || query.isError) && <Placeholder>{t('nft.notFound')}</Placeholder>}
        {detail && item && (
          <>
            <MediaView item={item} />
            <div className={styles.head}>
              <h2>{item.name}</h2>
              <StateBadges card={item} />
            </div>
            <Countdown card={item} now={now} onElapsed={() => void query.refetch()} />
            <ArtistLine artist={item.artist} />
            {item.description && <p className={styles.intro}>{item.description}</p>}
            <CostPreview rows={rows} label={t('nft.details')} />
            <Favourite detail={detail} />
            {item.mode === 'fixed' && <FixedPanel detail={detail} />}
            {item.mode === 'auction' && <AuctionPanel detail={detail} onChanged={() => void query.refetch()} />}
            {item.mode === 'blind' && <BlindPanel detail={detail} />}
            {item.mine && (
              <Link className={styles.link} to={myNftPath(item.id)}>
                {t('nft.manage')}
              </Link>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
