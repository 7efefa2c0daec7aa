// The marketplace's parameters (operator settings an admin changes: the fee and royalty rates, how long
// a wallet purchase is held and how many one user may hold at once, how long an auction's winner has to
// pay), and small helpers shared by the engine's files.
import { dec } from '../../../src/shared/lib/decimal';
import type { NftRates } from '../../../src/shared/nft/fees';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/errors';
import { getSetting, seedSetting, setSetting } from '../../core/settings';
import { USDT_ID } from '../market/catalogue';
import { takeTurn } from '../../core/turns';

export const USDT = USDT_ID;
export const DEFAULTS = {
  nft_platform_fee_rate: '0.025',
  nft_royalty_rate: '0.05',
  nft_wallet_pay_minutes: '30',
  nft_pay_hours: '24',
  /** Wallet purchases one user may hold at once (each holds an artwork or a box for nft_wallet_pay_minutes). */
  nft_max_wallet_holds: '2',
} as const;

export async function seedNftSettings(db: Db): Promise<void> {
  for (const [key, value] of Object.entries(DEFAULTS)) await seedSetting(db, key, value);
}

const setting = async (db: Db, key: keyof typeof DEFAULTS) => await getSetting(db, key, DEFAULTS[key]);

export async function ratesOf(db: Db): Promise<{ platform_fee_rate: string; royalty_rate: string } & NftRates> {
  return { platform_fee_rate: await setting(db, 'nft_platform_fee_rate'), royalty_rate: await setting(db, 'nft_royalty_rate') };
}

export async function setRates(db: Db, rates: { platform_fee_rate?: string; royalty_rate?: string }) {
  const next = { ...(await ratesOf(db)), ...Object.fromEntries(Object.entries(rates).filter(([, v]) => v !== undefined)) };
  for (const key of ['platform_fee_rate', 'royalty_rate'] as const) {
    const v = dec(next[key]);
    if (v.isNeg() || v.gte(0.5) || v.decimalPlaces() > 8) throw new ApiFailure('nftErrors.rate', {}, { field: key });
  }
  if (dec(next.platform_fee_rate).plus(next.royalty_rate).gte(0.5)) throw new ApiFailure('nftErrors.rate', {}, { field: 'royalty_rate' });
  await setSetting(db, 'nft_platform_fee_rate', dec(next.platform_fee_rate).toFixed());
  await setSetting(db, 'nft_royalty_rate', dec(next.royalty_rate).toFixed());
  return await ratesOf(db);
}

export const walletPayMinutes = async (db: Db) => Number(await setting(db, 'nft_wallet_pay_minutes'));
export const payHours = async (db: Db) => Number(await setting(db, 'nft_pay_hours'));
/** The cap on wallet purchases held per user (a stored value that is not a whole number ≥ 1 counts as the default). */
export async function maxWalletHolds(db: Db): Promise<number> {
  const n = Number(await setting(db, 'nft_max_wallet_holds'));
  return Number.isInteger(n) && n >= 1 ? n : Number(DEFAULTS.nft_max_wallet_holds);
}

/**
 * Where many write at once (PostgreSQL; SQLite has one writer), the row is locked until the commit: its
 * writers take turns, each reading what the one before left (not refused by a conditional update that
 * saw the row change, nor told a reason the row no longer has). Take the order's row before its item's.
 */
export async function lockRow(db: Db, table: 'nft_orders' | 'nft_items', id: number): Promise<void> {
  if (db.$store.engine === 'postgres') await db.$sql.run(`SELECT id FROM ${table} WHERE id = ? FOR UPDATE`, id);
}

/** The user's wallet purchases are started one at a time (PostgreSQL), so the cap is counted after the one before. */
export async function lockWalletHolds(db: Db, userId: number): Promise<void> {
  await takeTurn(db, 'nftWalletHolds', userId);
}

/** A refusal about one field of the payload. */
export const fail = (key: string, field: string, vars: Record<string, string | number> = {}) =>
  new ApiFailure(`nftErrors.${key}`, vars, { field });
export const notFound = (key: 'item' | 'order' | 'box' | 'artist', field: string) =>
  new ApiFailure(`nftErrors.${key}`, {}, { field, status: 404 });

export const itemRef = (id: number) => `nft:${id}`;
export const orderRef = (id: number) => `nftorder:${id}`;
export const AUCTION_END = 'nft.auctionEnd';
export const ORDER_DEADLINE = 'nft.orderDeadline';
