// Where the fund pages live, and the names of the accounts (no library here: trading pages import it).
import type { Wallet } from '../../contract/fund';

/** The translation key of an account's name. */
export const accountKey = (wallet: Wallet) => `fund.accounts.${wallet}`;

/** The transfer page, prefilled: `transferPath({ from: 'legal', to: 'lever', currency: 1 })`. */
export function transferPath({ from, to, currency }: { from?: Wallet; to?: Wallet; currency?: number }): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (currency !== undefined) params.set('currency', String(currency));
  const query = params.toString();
  return `/pages/fund/transfer${query ? `?${query}` : ''}`;
}

export const TRANSFER_HISTORY_PATH = '/pages/fund/transfer_history';

/** The convert page, prefilled with a pair of currency ids: `convertPath({ from: 1, to: 2 })`. */
export function convertPath({ from, to }: { from?: number; to?: number } = {}): string {
  const params = new URLSearchParams();
  if (from !== undefined) params.set('from', String(from));
  if (to !== undefined) params.set('to', String(to));
  const query = params.toString();
  return `/pages/fund/fundTransfer${query ? `?${query}` : ''}`;
}

/** The account-change record (also at /pages/setting/bill). */
export const BILL_PATH = '/pages/fund/assets_all_record';
