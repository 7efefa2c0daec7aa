// Money, dates and countdowns of the NFT pages in the user's language (Intl): USDT with 2 decimals in
// lists, every decimal charged in confirm dialogs; countdowns on the server's clock (each reply's `now`).
import { useTranslation } from 'react-i18next';
import type { NftCard } from '../../contract/nft';
import { localeOf } from '../../shared/config/locale';
import { type Decimal, dec } from '../../shared/lib/decimal';
import { formatDateTime } from '../../shared/lib/format';
import { countdownParts } from '../../shared/ui/Countdown';
import { formatDown, formatPercent } from '../../shared/lib/numberFormat';

export { useServerNow } from '../../shared/lib/serverNow';

export const NFT_HOME = '/pages/nft/nft';
export const MINE_PATH = '/pages/nft/mine';
export const LOGIN_PATH = '/pages/common/login';
export const artistPath = (id: number) => `/pages/nft/artistDetail?id=${id}`;
/** A video artwork opens the video detail page, an image (or a blind series) the image one. */
export const detailPath = (card: Pick<NftCard, 'id' | 'media_type'>) =>
  `/pages/nft/${card.media_type === 'video' ? 'artworkDetail_video' : 'artworkDetail'}?id=${card.id}`;
export const purchasePath = (id: number) => `/pages/nft/purchase?id=${id}`;
export const payOrderPath = (orderId: number) => `/pages/nft/purchase_one?order_id=${orderId}`;
export const myNftPath = (id: number) => `/pages/nft/myNft?id=${id}`;
export const resellPath = (id: number) => `/pages/nft/resell?id=${id}`;

export function useNftFormat() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    /** USDT to the cent (lists and cards). */
    money: (value: Decimal.Value, currency = 'USDT') => `${formatDown(locale, dec(value).toFixed(), 2, 2)} ${currency}`,
    /** USDT to the last decimal charged (confirm dialogs and previews). */
    exact: (value: Decimal.Value, currency = 'USDT') => `${formatDown(locale, dec(value).toFixed(), 2, 8)} ${currency}`,
    percent: (fraction: Decimal.Value) => formatPercent(locale, dec(fraction).toFixed()),
    number: (n: number) => formatDown(locale, n, 0, 0),
    time: (sec: number | null) => (sec ? formatDateTime(sec, i18n.language) : '--'),
    /** Seconds left as "2d 03:04:05" (in the user's language). */
    countdown: (seconds: number) => t('nft.countdown', countdownParts(seconds)),
  };
}

export type NftFormat = ReturnType<typeof useNftFormat>;
