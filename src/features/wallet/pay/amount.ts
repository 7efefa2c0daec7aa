// The amount paid from the wallet, checked against the wallet's token balance. Token amounts are
// integers of the token's smallest unit (viem's parseUnits): exact, never a float.
import { formatUnits, parseUnits } from 'viem';
import { isAmount, normalizeDecimalInput } from '../../../shared/lib/validate';

/** What the wallet holds of the token: its balance in smallest units, and the token's decimals. */
export interface Holding {
  units: bigint;
  decimals: number;
}

/** The i18n key of what is wrong with the typed amount, or null when it can be sent. */
export function checkPayAmount(raw: string, holding: Holding | null): string | null {
  const value = normalizeDecimalInput(raw);
  if (!value) return 'wallet.amountRequired';
  if (!isAmount(value)) return 'wallet.amountInvalid';
  if (holding === null) return 'wallet.balanceUnknown';
  if ((value.split('.')[1]?.length ?? 0) > holding.decimals) return 'wallet.tooManyDecimals';
  const units = parseUnits(value, holding.decimals);
  if (units <= 0n) return 'wallet.amountInvalid';
  if (units > holding.units) return 'wallet.insufficient';
  return null;
}

/** The wallet's balance as a decimal string ("10000", "0.5"). */
export function balanceText(holding: Holding): string {
  return formatUnits(holding.units, holding.decimals);
}

/**
 * Max: the whole balance, exactly. An integer of smallest units written with the token's decimals
 * has no more places than the token allows, so nothing is rounded, least of all up (no decimal.js needed).
 */
export function maxPayAmount(holding: Holding): string {
  return balanceText(holding);
}

/** A checked amount as it is sent and shown ("25.50" → "25.5", "1,5" → "1.5"). */
export function payAmountText(raw: string, decimals: number): string {
  return formatUnits(parseUnits(normalizeDecimalInput(raw), decimals), decimals);
}

/**
 * The token units a wallet sends to pay `amount` (a ledger decimal, up to 8 places): the amount in the
 * token's decimals, rounded UP to its smallest unit when the token has fewer places, so the transfer
 * never falls short of the order (by at most one unit more).
 */
export function walletPayUnits(amount: string, decimals: number): bigint {
  const places = Math.max(decimals, (amount.split('.')[1] ?? '').length);
  const exact = parseUnits(amount, places);
  const step = 10n ** BigInt(places - decimals);
  return (exact + step - 1n) / step;
}

/** The i18n key when the wallet holds less than `units`, or null when it can pay. */
export function checkHolding(units: bigint, holding: Holding | null): string | null {
  if (holding === null) return 'wallet.balanceUnknown';
  return units > holding.units ? 'nftChain.pay.insufficient' : null;
}
