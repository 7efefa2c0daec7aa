// The fiats values are shown in: USD at rate 1, and the operator's list (setting `fiats`, JSON).
import type { Fiat } from '../../../src/contract/fund';
import type { Db } from '../../core/db';
import { getSetting, seedSetting } from '../../core/settings';

/** Units of each fiat per USDT; the operator changes them with `setting fiats <json>`. */
export const DEFAULT_FIATS: Fiat[] = [
  { code: 'USD', symbol: '$', rate: '1' },
  { code: 'EUR', symbol: '€', rate: '0.92' },
  { code: 'GBP', symbol: '£', rate: '0.79' },
  { code: 'JPY', symbol: '¥', rate: '151.2' },
  { code: 'KRW', symbol: '₩', rate: '1370' },
  { code: 'BRL', symbol: 'R$', rate: '5.05' },
];

export async function seedFiats(db: Db): Promise<void> {
  await seedSetting(db, 'fiats', JSON.stringify(DEFAULT_FIATS));
}

const isFiat = (v: unknown): v is Fiat =>
  Boolean(v && typeof v === 'object') &&
  typeof (v as Fiat).code === 'string' &&
  typeof (v as Fiat).symbol === 'string' &&
  /^\d+(\.\d+)?$/.test(String((v as Fiat).rate));

/** USD first (always, at rate 1), then the operator's others; a broken setting falls back to USD alone. */
export async function fiatsOf(db: Db): Promise<Fiat[]> {
  let listed: unknown;
  try {
    listed = JSON.parse(await getSetting(db, 'fiats', '[]'));
  } catch {
    listed = [];
  }
  const others = (Array.isArray(listed) ? listed : []).filter(isFiat).filter((f) => f.code !== 'USD');
  return [DEFAULT_FIATS[0], ...others];
}
