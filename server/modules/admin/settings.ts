// What an operator may set: the rates and lists the pages read are checked before they are stored, so a
// typo cannot turn a fee negative or break the fiat list. Other keys (texts, names) are stored as given.
import { isUrl } from '../../../src/shared/lib/validate';
import { KEFU_SETTING_RULES } from '../content/kefu';

const FRACTION = /^(0(\.\d{1,8})?|1)$/;

/** A non-negative decimal with at most 8 places. */
const isAmount = (v: string): boolean => /^\d{1,12}(\.\d{1,8})?$/.test(v);

const isFiatList = (value: string): boolean => {
  try {
    const list: unknown = JSON.parse(value);
    return (
      Array.isArray(list) &&
      list.every(
        (f) =>
          f &&
          typeof f === 'object' &&
          typeof f.code === 'string' &&
          /^[A-Z]{3}$/.test(f.code) &&
          typeof f.symbol === 'string' &&
          typeof f.rate === 'string' &&
          /^\d+(\.\d{1,8})?$/.test(f.rate) &&
          Number(f.rate) > 0,
      )
    );
  } catch {
    return false;
  }
};

const RULES: Record<string, (value: string) => boolean> = {
  /** Conversion fee, a fraction of the amount below 10 %. */
  transfer_fee: (v) => FRACTION.test(v) && Number(v) < 0.1,
  /** Withdrawal fee, a fraction of the amount below 10 %. */
  tk_radio: (v) => FRACTION.test(v) && Number(v) < 0.1,
  fiats: isFiatList,
  /** Withdrawal minimum (USDT) and the 24-hour limits in BTC per KYC level. */
  withdraw_min: isAmount,
  withdraw_limit_l1_btc: isAmount,
  withdraw_limit_l2_btc: isAmount,
  /** Minutes after which a sent withdrawal still unconfirmed is listed for the operator (1 minute to 7 days). */
  withdraw_stuck_min: (v) => /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 10_080,
  /** Fiat rails: USDT credited per USD, the deposit minimum (USD); sale coin: USD per USDT, its fee, its minimum. */
  usd_rate: (v) => isAmount(v) && Number(v) > 0,
  fiat_min: isAmount,
  sale_rate: (v) => isAmount(v) && Number(v) > 0,
  sale_fee: (v) => FRACTION.test(v) && Number(v) < 0.1,
  sale_min: isAmount,
  /** Invite rebate: the share of a friend's trading fee paid to the inviter, below 1 (0 offers none). */
  invite_rebate_rate: (v) => FRACTION.test(v) && Number(v) < 1,
  /** The trial voucher a new account gets (USDT, 2 places, 0 gives none) and the days it lasts. */
  signup_voucher_amount: (v) => /^\d{1,6}(\.\d{1,2})?$/.test(v),
  signup_voucher_days: (v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 365,
  /** The game page's address: http(s) only, or empty for none. */
  game_url: (v) => v === '' || isUrl(v),
  /** OTC: seconds to pay, seconds after "paid" before a dispute, a demo merchant's delay; per-trade limits (USDT) by KYC level. */
  otc_pay_sec: (v) => /^\d{1,5}$/.test(v) && Number(v) >= 60,
  otc_dispute_sec: (v) => /^\d{1,6}$/.test(v) && Number(v) >= 60,
  otc_auto_sec: (v) => /^\d{1,4}$/.test(v) && Number(v) >= 1,
  otc_limit_l1: (v) => isAmount(v) && Number(v) > 0,
  otc_limit_l2: (v) => isAmount(v) && Number(v) > 0,
  /** OTC: unpaid orders one person may have placed at once (1–100). */
  otc_max_open_orders: (v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 100,
  /** NFT: minutes a wallet purchase is held, wallet purchases one user may hold at once (1–100), hours a winner has to pay. */
  nft_wallet_pay_minutes: (v) => /^\d{1,4}$/.test(v) && Number(v) >= 5 && Number(v) <= 1440,
  nft_max_wallet_holds: (v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 100,
  nft_pay_hours: (v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 168,
  /** Customer service: kf_links (a JSON list of {name, url}) and kefu_url (http(s) or empty). */
  ...KEFU_SETTING_RULES,
};

/** Keys by pattern: the withdrawal minimum of one chain (`withdraw_min_<chain id>`, USDT). */
const PATTERNS: Array<[RegExp, (value: string) => boolean]> = [[/^withdraw_min_\d{1,12}$/, isAmount]];

/** The error key when `value` is not a valid value for `key`, else null. */
export function checkSetting(key: string, value: string): string | null {
  const rule = RULES[key] ?? PATTERNS.find(([pattern]) => pattern.test(key))?.[1];
  return rule && !rule(value) ? 'errors.badSetting' : null;
}
