// Money, ratios and times of the copy trading pages in the user's language (Intl), and their paths.
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shared/config/locale';
import { type Decimal, dec } from '../../shared/lib/decimal';
import { formatDateTime } from '../../shared/lib/format';
import { formatDown, formatPercent } from '../../shared/lib/numberFormat';

export function useCopyFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    money: (value: Decimal.Value) => `${formatDown(locale, dec(value).toFixed(), 2, 8)} USDT`,
    num: (value: Decimal.Value) => formatDown(locale, dec(value).toFixed(), 0, 8),
    percent: (fraction: Decimal.Value) => formatPercent(locale, dec(fraction).toDecimalPlaces(4, 1).toFixed()),
    time: (sec: number | null) => (sec ? formatDateTime(sec, i18n.language) : '--'),
  };
}

/** Why the signed-in viewer may not follow this trader (real and virtual money never meet), or null. */
export function sideProblem(trader: { demo: boolean }, viewer: 'real' | 'demo' | null): string | null {
  if (!viewer || trader.demo === (viewer === 'demo')) return null;
  return trader.demo ? 'copy.demoOnly' : 'copy.realOnly';
}

export const traderPath = (id: number) => `/pages/follow/trader?id=${id}`;
export const tradesPath = (id: number, extra = '') => `/pages/copytrade/trader?id=${id}${extra}`;
export const followPath = (id: number) => `/pages/follow/follow?id=${id}`;
export const MY_PATH = '/pages/copytrade/my';
