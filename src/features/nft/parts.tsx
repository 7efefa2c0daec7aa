// Pieces every NFT page shows: the media (an image, or a video with its poster), a card in the grid
// (media, name, artist, price, mode, state, countdown), the state badges and the countdown to the start
// (upcoming) or the end (on sale), ticking on the server's clock.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { NFT_PAY_TYPES, type NftCard } from '../../contract/nft';
import { Countdown as SharedCountdown } from '../../shared/ui/Countdown';
import { TabStrip } from '../../shared/ui/TabStrip';
import { artistPath, detailPath, useNftFormat } from './format';
import styles from './nft.module.css';

type Media = Pick<NftCard, 'name' | 'media_type' | 'media_url' | 'poster_url'>;

/** A still for lists: the image itself, or the video's poster. */
export function Thumb({ item, className }: { item: Media; className?: string }) {
  return (
    <img
      className={className ?? styles.thumb}
      src={item.poster_url ?? item.media_url}
      alt={item.name}
      loading="lazy"
      width={180}
      height={180}
    />
  );
}

/** The artwork in full: the image, or the video with controls, its poster, muted and looping inline. */
export function MediaView({ item }: { item: Media }) {
  if (item.media_type === 'video') {
    return (
      <video
        className={styles.media}
        src={item.media_url}
        poster={item.poster_url ?? undefined}
        controls
        playsInline
        muted
        loop
        aria-label={item.name}
      />
    );
  }
  return <img className={styles.media} src={item.media_url} alt={item.name} width={360} height={360} />;
}

export function StateBadges({ card }: { card: Pick<NftCard, 'mode' | 'state' | 'resale'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badges}>
      <span className={styles.badge}>{t(`nft.mode.${card.mode}`)}</span>
      <span className={`${styles.badge} ${styles[card.state]}`}>{t(`nft.state.${card.state}`)}</span>
      {card.resale && <span className={styles.badge}>{t('nft.resale')}</span>}
    </span>
  );
}

/** "Starts in" / "Ends in" and the time left; nothing once ended. `onElapsed` once it reaches zero. */
export function Countdown({
  card,
  now,
  onElapsed,
}: {
  card: Pick<NftCard, 'state' | 'start_at' | 'end_at'>;
  now: number;
  onElapsed?(): void;
}) {
  const { t } = useTranslation();
  const f = useNftFormat();
  return (
    <SharedCountdown
      to={card.state === 'upcoming' ? card.start_at : card.state === 'on_sale' ? card.end_at : null}
      now={now}
      label={t(card.state === 'upcoming' ? 'nft.startsIn' : 'nft.endsIn')}
      format={f.countdown}
      onElapsed={onElapsed}
      className={styles.countdown}
    />
  );
}

/** One artwork or series in a grid: opens its detail page (the video page for a video). */
export function NftTile({ card, now, onElapsed }: { card: NftCard; now: number; onElapsed?(): void }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  return (
    <li aria-label={`${card.name} (${card.code})`}>
      <Link className={styles.tile} to={detailPath(card)}>
        <Thumb item={card} />
        <span className={styles.tileBody}>
          <strong>{card.name}</strong>
          <span className={styles.muted}>{card.artist.name}</span>
          <span className={styles.price}>
            {card.mode === 'auction' ? t('nft.currentPrice') : t('nft.price')} {f.money(card.price, card.currency)}
          </span>
          <StateBadges card={card} />
          <Countdown card={card} now={now} onElapsed={onElapsed} />
        </span>
      </Link>
    </li>
  );
}

export function NftGrid({ cards, now, label, onElapsed }: { cards: NftCard[]; now: number; label: string; onElapsed?(): void }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((c) => (
        <NftTile key={c.id} card={c} now={now} onElapsed={onElapsed} />
      ))}
    </ul>
  );
}

export function ArtistLine({ artist }: { artist: NftCard['artist'] }) {
  return (
    <Link className={styles.artistRow} to={artistPath(artist.id)}>
      <img className={styles.avatar} src={artist.avatar_url} alt="" width={40} height={40} />
      <strong>{artist.name}</strong>
    </Link>
  );
}

type PayType = (typeof NFT_PAY_TYPES)[number];

/** Balance or wallet: how an order is paid, as tabs over the panel `panelId`. */
export function PayMethodTabs({ value, onChange, panelId }: { value: PayType; onChange(p: PayType): void; panelId: string }) {
  const { t } = useTranslation();
  return (
    <TabStrip<PayType>
      label={t('nft.purchase.method')}
      tabs={NFT_PAY_TYPES.map((p) => ({ id: p, label: t(`nft.pay.${p}`) }))}
      value={value}
      onChange={onChange}
      panelId={panelId}
    />
  );
}
