// Copy trading and following traders (AREAS.md "Copy trading and follow"): lead traders are real
// accounts an admin flags, with a published profit-share rate (0–20 %); their figures come from their
// closed contract orders (src/shared/earn/copytrade.ts). A follower copies every contract order the
// trader opens into their own contract account, in the same tick and at the same price, sized by a
// rule (type 1 a multiple of the trader's lots, type 2 fixed lots), within a margin budget; closes follow
// the trader unless the follower took the position over (selfHolding). On a copy's close the follower
// pays the trader the share of a positive profit, in the same transaction, whatever became of the follow
// (stopping it stops new copies only); taking a copy over settles the share then, on the profit so far.
// Real and virtual money never meet: a demo account follows only demo lead traders (in demo mode, the
// seeded strategy traders), a real account only real ones; production has no lead trader until an admin
// flags a real account.
import { z } from 'zod';
import { FOLLOW_TYPES, type FollowType, followNumberProblem } from '../shared/earn/copytrade';
import { decimalString, intString, page, positiveDecimal } from './common';
import { call } from './define';
import { leverOrder } from './trade';

const id = intString(1, Number.MAX_SAFE_INTEGER);
/** The published strategies of the seeded lead traders (server/modules/copytrade/strategies.ts). */
export const STRATEGY_NAMES = ['ma_cross', 'breakout', 'mean_reversion'] as const;
export type StrategyName = (typeof STRATEGY_NAMES)[number];
const traderId = z.coerce.number({ message: 'copyErrors.trader' }).int('copyErrors.trader').min(1, 'copyErrors.trader');

export const traderFigures = z.object({
  /** Σ realised profit ÷ Σ opening margin of the orders closed in the window (a fraction). */
  return_rate: decimalString,
  win_rate: decimalString,
  max_drawdown: decimalString,
  profit: decimalString,
  trades: z.number().int(),
  wins: z.number().int(),
});

export const traderSummary = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** The published profit-share rate, a fraction (0.1 = 10 %). */
  share_rate: decimalString,
  /** The published strategy a seeded trader trades by (ma_cross, breakout, mean_reversion), or null. */
  strategy: z.string().nullable(),
  /** A demo account trading virtual money: only demo accounts may follow it (real ones only real traders). */
  demo: z.boolean(),
  followers: z.number().int(),
  /** Σ margin budgets of the active follows. */
  assets_followed: decimalString,
  return_7d: decimalString,
  return_30d: decimalString,
  win_rate_30d: decimalString,
  max_drawdown_30d: decimalString,
  /** Whether the caller follows this trader now (false for a guest). */
  following: z.boolean(),
});

export const FOLLOW_STATES = ['active', 'cancelled'] as const;
export const follow = z.object({
  id: z.number().int(),
  trader_user_id: z.number().int(),
  trader_name: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  /** The multiple (type 1) or the lots (type 2). */
  number: decimalString,
  /** The most margin the open copies of this follow may hold. */
  budget: decimalString,
  /** The margin its open copies that still close with the trader hold now. */
  used: decimalString,
  /** The trader's rate when the follow started (what is paid on this follow's copies). */
  share_rate: decimalString,
  status: z.enum(FOLLOW_STATES),
  created_at: z.number().int(),
  cancelled_at: z.number().int().nullable(),
});

export const copyPosition = z.object({
  order: leverOrder,
  /** The symbol's lot size, for the profit so far at a live price (shared takeOverShare). */
  lot_size: decimalString,
  trader_user_id: z.number().int(),
  trader_name: z.string(),
  /** The trader's order this copies. */
  trader_order_id: z.number().int(),
  /** Taken over by the follower: it no longer closes with the trader; the share was settled then. */
  self_held: z.boolean(),
  share_rate: decimalString,
  /** The profit share paid: on close, or when taken over ("0" until then, or without a profit). */
  share_paid: decimalString,
  /** When taken over: the profit so far the share was settled on, and the price then; else null. */
  held_profit: decimalString.nullable(),
  held_price: decimalString.nullable(),
});

export const followIndexReply = z.object({
  list: z.array(traderSummary),
  /** How many traders the caller follows now, and the most they may. */
  follows: z.number().int(),
  max_follows: z.number().int(),
});

export const traderDetailReply = z.object({
  trader: traderSummary,
  figures_7d: traderFigures,
  figures_30d: traderFigures,
  /** Cumulative realised profit after each order closed in the last 30 days, oldest first. */
  curve: z.array(z.object({ at: z.number().int(), profit: decimalString })),
  open: z.array(leverOrder),
  recent: z.array(leverOrder),
  /** The caller's active follow of this trader, or null. */
  follow: follow.nullable(),
  /** The caller's contract (USDT) available balance, or null for a guest. */
  available: decimalString.nullable(),
});

export const followReq = z
  .object({
    trader_user_id: traderId,
    type: z.coerce.number({ message: 'copyErrors.type' }).refine((t) => (FOLLOW_TYPES as readonly number[]).includes(t), 'copyErrors.type'),
    number: z.string().trim().min(1, 'validation.required'),
    budget: positiveDecimal('copyErrors.budget', 2),
    /** "1" when the follow agreement was accepted. */
    agree: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if ((FOLLOW_TYPES as readonly number[]).includes(v.type)) {
      const problem = followNumberProblem(v.type as FollowType, v.number);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['number'] });
    }
    if (v.agree !== '1') ctx.addIssue({ code: 'custom', message: 'copyErrors.agreement', path: ['agree'] });
  })
  .transform((v) => ({ ...v, type: v.type as FollowType }));

export const historyTradeReq = z.object({
  trader_user_id: traderId,
  ...page,
  status: z.enum(['open', 'closed']).optional(),
  /** Only the orders closed in the last 7 or 30 days (the figures' windows). */
  days: z.coerce
    .number()
    .int()
    .refine((d) => d === 7 || d === 30, 'errors.invalidParam')
    .optional(),
});

export const historyTradeReply = z.object({
  list: z.array(leverOrder),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const myCopyReply = z.object({
  follows: z.array(
    follow.extend({
      open: z.array(copyPosition),
      /** Σ realised profit of this follow's closed copies, and Σ shares paid on them. */
      profit: decimalString,
      shares: decimalString,
      closed: z.number().int(),
    }),
  ),
  /** Closed copies, newest first (at most 50). */
  history: z.array(copyPosition),
  available: decimalString,
});

export const copyCalls = {
  /** Lead traders, sorted by 30-day return. */
  followIndex: call('GET', 'follow/index', 'public', z.object({}), followIndexReply),
  followTraderDetail: call('GET', 'follow/traderDetail', 'public', z.object({ trader_user_id: traderId }), traderDetailReply),
  /** The trader's contract orders (open or closed), newest first: what every figure is computed from. */
  followHistoryTrade: call('GET', 'follow/historyTrade', 'public', historyTradeReq, historyTradeReply),
  /** Starts (or changes) following a trader. No money moves until the trader opens a position. */
  followFollow: call('POST', 'follow/follow', 'user', followReq, follow),
  /**
   * Stops copying the trader's new orders. The open copies stay copies: they still close with the trader
   * and pay the share on close (take one over to settle its share now and keep it as your own).
   */
  followCancel: call('POST', 'follow/cancel', 'user', z.object({ trader_user_id: traderId }), follow),
  /**
   * Takes one open copied position over: it no longer closes with the trader, and the share is settled now
   * on its profit so far at the live price (shared takeOverShare; nothing if not in profit), paid from the
   * contract account's available balance.
   */
  followSelfHolding: call('POST', 'follow/selfHolding', 'user', z.object({ transaction_id: id }), copyPosition),
  /** The caller's follows with their open copies, profit and budget used, and the closed copies. */
  followMy: call('GET', 'follow/my', 'user', z.object({}), myCopyReply),
};

export const leadTrader = z.object({
  user_id: z.number().int(),
  name: z.string(),
  share_rate: decimalString,
  strategy: z.string().nullable(),
  active: z.boolean(),
  /** A demo account (followed by demo accounts only). */
  demo: z.boolean(),
});

export const adminLeadTraderReq = z.object({
  user_id: id,
  /** 1 flags the account as a lead trader, 0 unflags it (its follows are cancelled). */
  active: intString(0, 1),
  share_rate: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,4})?$/, 'copyErrors.shareRate')
    .refine((r) => Number(r) <= 0.2, 'copyErrors.shareRate')
    .optional(),
  name: z.string().trim().min(1).max(40).optional(),
  /** The strategy the server trades the account by (a demo account in demo mode only), or "none" to stop it. */
  strategy: z.enum([...STRATEGY_NAMES, 'none']).optional(),
});

export const adminTradeReq = z.object({
  user_id: id,
  symbol: z.string().trim().toUpperCase(),
  side: z.enum(['buy', 'sell']),
  lots: positiveDecimal('tradeErrors.badLots', 8),
  leverage: intString(1, 1000),
});

export const copyAdminCalls = {
  adminLeadTraders: call('GET', 'admin/copytrade/traders', 'admin', z.object({}), z.array(leadTrader)),
  /** Flags or unflags a lead trader and sets their published profit-share rate (0–0.2). */
  adminLeadTraderSet: call('POST', 'admin/copytrade/trader', 'admin', adminLeadTraderReq, leadTrader),
};

/** Test servers only (TEST_CLOCK=1): a lead trader opens or closes a market contract order through the engine. */
export const copyTestCalls = {
  adminCopyOpen: call('POST', 'admin/copytrade/open', 'admin', adminTradeReq, leverOrder),
  adminCopyClose: call('POST', 'admin/copytrade/close', 'admin', z.object({ user_id: id, id }), leverOrder),
};

/** Journal entry kinds: the profit share a follower pays a lead trader on a copy's close. */
export const entryKinds = ['copy_profit_share'] as const;

export type TraderSummary = z.output<typeof traderSummary>;
export type Follow = z.output<typeof follow>;
export type CopyPosition = z.output<typeof copyPosition>;
export type TraderDetailReply = z.output<typeof traderDetailReply>;
export type MyCopyReply = z.output<typeof myCopyReply>;
export type FollowReq = z.input<typeof followReq>;
export type FollowIndexReply = z.output<typeof followIndexReply>;
