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
