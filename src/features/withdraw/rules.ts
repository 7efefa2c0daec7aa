// The withdraw form's checks, the server's in the same order: a positive amount to the token's unit,
// not under the chosen chain's minimum, not more than the funding balance, a BTC price known (else the
// limit cannot be valued: said as such), not more than what is left of the 24-hour limit. Pure: the
// page runs them on submit and the unit tests run them directly.
import type { WithdrawInfo } from '../../contract/withdraw';
import { checkDecimal, type Problem, readDecimal } from '../../shared/lib/amount';
import { Decimal, dec } from '../../shared/lib/decimal';
import { WITHDRAW_DECIMALS, withdrawMax } from '../../shared/fund/withdraw';

type Limits = Pick<WithdrawInfo, 'available' | 'min' | 'decimals' | 'room_usdt'> & Partial<Pick<WithdrawInfo, 'price_known'>>;

/** The minimum on a chain (its own, else the global one). */
export const minOn = (info: Pick<WithdrawInfo, 'min' | 'chains'>, chainId: string) =>
  info.chains.find((c) => String(c.chain_id) === chainId)?.min ?? info.min;

/** Places a withdrawal amount may have: the currency's, at most the token's on-chain precision. */
export const placesOf = (info: Pick<WithdrawInfo, 'decimals'>) => Math.max(0, Math.min(info.decimals, WITHDRAW_DECIMALS));

/** What is wrong with a typed amount (an i18n key and its variables), or null. */
export function amountProblem(raw: string, info: Limits): Problem | null {
  const problem = checkDecimal(raw, { decimals: placesOf(info), invalidKey: 'withdrawErrors.amount', min: info.min });
  if (problem) return problem;
  const amount = dec(readDecimal(raw));
  if (amount.gt(info.available)) return { key: 'withdrawErrors.aboveBalance' };
  if (info.price_known === false) return { key: 'withdrawErrors.noPrice' };
  if (amount.gt(info.room_usdt)) return { key: 'withdrawErrors.aboveLimit', vars: { room: dec(info.room_usdt).toFixed() } };
  return null;
}

/** What Max fills in: the smaller of balance and room, rounded DOWN to the places allowed (a Max rounded up would fail). */
export function maxAmount(info: Limits): string {
  return Decimal.max(withdrawMax(info.available, info.room_usdt).toDecimalPlaces(placesOf(info), Decimal.ROUND_DOWN), 0).toFixed();
}
