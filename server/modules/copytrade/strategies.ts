// The published strategies the seeded lead traders trade by, so the list is alive in a fresh demo. They
// run on a demo-mode server only (index.ts), and only for demo accounts: automatic traders never touch
// real money.
// Each looks at its symbol once a minute (the feed's tick time; the first time a minute after start), at one-minute samples of the price
// (feed.priceAt), and places real market contract orders of a small fixed size through the trading
// engine, so every follower's copy, fee and profit share runs through the same code as a person's:
// - ma_cross (BTCUSDT): buys when the 5-minute average is above the 20-minute one, sells when below;
//   closes when they cross back or after 60 minutes.
// - breakout (ETHUSDT): buys above the highest, sells below the lowest price of the 30 minutes before;
//   closes when the price crosses back through that range's middle or after 30 minutes.
// - mean_reversion (SOLUSDT): sells 0.3 % above the 20-minute average, buys 0.3 % below; closes at the
//   average or after 60 minutes.
import { and, eq } from 'drizzle-orm';
import type { StrategyName } from '../../../src/contract/copytrade';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import type { Db } from '../../core/db';
import { users } from '../../core/schema';
import type { PriceFeed, Tick } from '../market/feed';
import { leverOrderWhere } from '../trade/leverReads';
import type { TradingEngine } from '../trade/trading';
import { copyPositions, leadTraders } from './schema';

export const STRATEGY_PLANS: Record<StrategyName, { symbol: string; lots: string; leverage: number; samples: number; holdMin: number }> = {
  ma_cross: { symbol: 'BTCUSDT', lots: '1', leverage: 10, samples: 20, holdMin: 60 },
  breakout: { symbol: 'ETHUSDT', lots: '1', leverage: 10, samples: 31, holdMin: 30 },
  mean_reversion: { symbol: 'SOLUSDT', lots: '1', leverage: 10, samples: 20, holdMin: 60 },
};

const MINUTE = 60_000;
export type Signal = 'buy' | 'sell' | 'close' | null;
const mean = (xs: Decimal[]) => xs.reduce((s, x) => s.plus(x), dec(0)).div(xs.length);

/** What a strategy does now, from samples newest first (samples[0] is the price now). */
export function decide(name: StrategyName, samples: Decimal[], position: { side: 'buy' | 'sell'; heldMin: number } | null): Signal {
  const plan = STRATEGY_PLANS[name];
  if (samples.length < plan.samples) return null;
  if (position && position.heldMin >= plan.holdMin) return 'close';
  const price = samples[0];
  if (name === 'ma_cross') {
    const fast = mean(samples.slice(0, 5));
    const slow = mean(samples.slice(0, 20));
    const up = fast.gt(slow.times(1.0002));
    const down = fast.lt(slow.times(0.9998));
    if (position) return (position.side === 'buy' && fast.lt(slow)) || (position.side === 'sell' && fast.gt(slow)) ? 'close' : null;
    return up ? 'buy' : down ? 'sell' : null;
  }
  if (name === 'breakout') {
    const range = samples.slice(1, 31);
    const hi = range.reduce((m, x) => (x.gt(m) ? x : m));
    const lo = range.reduce((m, x) => (x.lt(m) ? x : m));
    const mid = hi.plus(lo).div(2);
    if (position) return (position.side === 'buy' && price.lt(mid)) || (position.side === 'sell' && price.gt(mid)) ? 'close' : null;
    return price.gt(hi) ? 'buy' : price.lt(lo) ? 'sell' : null;
  }
  const avg = mean(samples.slice(0, 20));
  if (position) return (position.side === 'buy' && price.gte(avg)) || (position.side === 'sell' && price.lte(avg)) ? 'close' : null;
  if (price.gt(avg.times(1.003))) return 'sell';
  if (price.lt(avg.times(0.997))) return 'buy';
  return null;
}

/** Runs the seeded traders' strategies on the feed's ticks, once a minute each. Returns a stop function. */
export function runStrategies(db: Db, feed: PriceFeed, trading: TradingEngine): () => Promise<void> {
  const last = new Map<number, number>();
  const copied = db.select({ id: copyPositions.order_id }).from(copyPositions);

  async function step(userId: number, name: StrategyName, ts: number): Promise<void> {
    const plan = STRATEGY_PLANS[name];
    if (!feed.isOpen(plan.symbol)) return;
    const samples: Decimal[] = [];
    for (let k = 0; k < plan.samples; k++) {
      const p = await feed.priceAt(plan.symbol, ts - k * MINUTE);
      if (!p) return;
      samples.push(p);
    }
    const open = await leverOrderWhere(db, { userId, status: 'open', symbol: plan.symbol, notIds: copied });
    const heldMin = open?.opened_at ? (Math.floor(ts / 1000) - open.opened_at) / 60 : 0;
    const signal = decide(name, samples, open ? { side: open.side, heldMin } : null);
    if (signal === 'close' && open) await trading.leverClose(userId, open.id);
    else if ((signal === 'buy' || signal === 'sell') && !open)
      await trading.leverSubmit(userId, {
        symbol: plan.symbol,
        side: signal,
        order_type: 'market',
        lots: plan.lots,
        leverage: plan.leverage,
      });
  }

  async function onTicks(ticks: Tick[]): Promise<void> {
    const latest = new Map<string, number>();
    for (const t of ticks) latest.set(t.symbol, Math.max(latest.get(t.symbol) ?? 0, t.ts));
    const traders = await db
      .select({ user_id: leadTraders.user_id, strategy: leadTraders.strategy })
      .from(leadTraders)
      .innerJoin(users, eq(users.id, leadTraders.user_id))
      .where(and(eq(leadTraders.active, 1), eq(users.account_type, 'demo')))
      .all();
    for (const trader of traders) {
      const name = trader.strategy as StrategyName | null;
      if (!name || !(name in STRATEGY_PLANS)) continue;
      const ts = latest.get(STRATEGY_PLANS[name].symbol);
      if (ts === undefined) continue;
      // The first look is a minute after the first tick seen (then once a minute).
      if (!last.has(trader.user_id)) last.set(trader.user_id, ts);
      if (ts - (last.get(trader.user_id) ?? ts) < MINUTE) continue;
      last.set(trader.user_id, ts);
      try {
        await step(trader.user_id, name, ts);
      } catch (error) {
        console.error(`[copytrade] strategy ${name} of ${trader.user_id}:`, error);
      }
    }
  }

  // One batch at a time, in order (the feed waits for the promise; the queue keeps it so whatever calls
  // the listener): a trader's step (read the open position, then order) never runs beside another of theirs.
  let queue = Promise.resolve();
  let stopped = false;
  const remove = feed.onTicks(async (ticks) => {
    queue = queue.then(async () => {
      if (stopped) return;
      await onTicks(ticks).catch((error: unknown) => console.error('[copytrade] strategies:', error));
    });
    await queue;
  });
  return async () => {
    stopped = true;
    remove();
    await queue; // the step in flight ends before the database closes
  };
}
