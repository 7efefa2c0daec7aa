// Timed trades: options and seconds (micro) trades. The stake goes to the house when the order is
// placed ('stake'); at its end the order settles from the price then and the house pays a win or a
// draw back ('payout'). Settlement runs on the scheduler: the job (SETTLE_TIMED, ref `timed:<id>`) is
// scheduled in the transaction that takes the stake, and runs once, inside the transaction that pays.
//
// Timed trades end on a whole second: end = the second the order was placed + its duration, and settle
// from feed.priceAt(symbol, end). Without any price then, the stake comes back (a draw).
//
// The market tick that reaches an order's end settles it before the tick is over (a short slice of
// them; the scheduler's slices do the rest, and a job whose order is settled already finds nothing to
// do): the settlement is the order's conditional change from 'open', made before the payout, so it is
// paid once whichever of the two gets there first.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DurationOption, TimedOrder } from '../../../src/contract/trade';
import { dec } from '../../../src/shared/lib/decimal';
import { timedOutcome, timedPayout } from '../../../src/shared/trade/formulas';
import { now } from '../../core/db';
import { balanceOf, counterpartiesOf, pocket, text, transfer } from '../../core/ledger';
import { param, type TradeContext } from './context';
import { type TimedRow, timedOrders } from './schema';
import { fail, type SymbolInfo } from './symbols';

const duration = (seconds: number, rate: string, min: string, max: string): DurationOption => ({
  seconds,
  rate,
  min_amount: min,
  max_amount: max,
});
/** Options: durations and payout rates (a win pays the stake plus stake × rate). */
export const OPTION_DURATIONS: readonly DurationOption[] = [
  duration(300, '0.8', '10', '100000'),
  duration(900, '0.85', '10', '100000'),
  duration(3600, '0.9', '10', '100000'),
];
/** Seconds (micro) trades. */
export const SECONDS_DURATIONS: readonly DurationOption[] = [
  duration(30, '0.8', '10', '50000'),
  duration(60, '0.85', '10', '50000'),
  duration(120, '0.9', '10', '50000'),
  duration(300, '0.95', '10', '50000'),
];
/** The scheduler's job that settles a timed trade at its end (ref `timed:<id>`). */
export const SETTLE_TIMED = 'timed.settle';

/** How many of the orders a tick ends it settles itself, and for how long at most (the scheduler does the rest). */
const TICK_SETTLES = 50;
const TICK_SLICE_MS = 8;

const REF_PREFIX = 'timed:';
const ref = (id: number) => `${REF_PREFIX}${id}`;

export interface TimedSubmitInput {
  kind: 'option' | 'seconds';
  symbol: SymbolInfo;
  direction: 'up' | 'down';
  seconds: number;
  amount: string;
  currencyId: number;
  /** Payload field names of this call, for refusals. */
  fields: { amount: string; currency: string };
}

export function createTimedEngine({ db, feed, scheduler, symbols, usdtId, views, emit }: TradeContext) {
  const byId = db
    .select()
    .from(timedOrders)
    .where(eq(timedOrders.id, sql.placeholder('id')))
    .prepare();
  const markSettled = db
    .update(timedOrders)
    .set({ status: param('status'), close_price: param('close'), payout: param('payout'), settled_at: param('at') })
    .where(and(eq(timedOrders.id, sql.placeholder('id')), eq(timedOrders.status, 'open')))
    .returning()
    .prepare();
  const dueOrders = db
    .select({ id: timedOrders.id })
    .from(timedOrders)
    .where(and(eq(timedOrders.status, 'open'), lte(timedOrders.end_at_ms, sql.placeholder('upto'))))
    .orderBy(asc(timedOrders.end_at_ms), asc(timedOrders.id))
    .limit(TICK_SETTLES)
    .prepare();

  async function submit(userId: number, input: TimedSubmitInput): Promise<TimedOrder> {
    const durations = input.kind === 'option' ? OPTION_DURATIONS : SECONDS_DURATIONS;
    const option = durations.find((d) => d.seconds === input.seconds);
    if (!option) throw fail('tradeErrors.badSeconds', 'seconds');
    if (input.currencyId !== usdtId) throw fail('tradeErrors.badCurrency', input.fields.currency);
    const amount = dec(input.amount);
    if (amount.lt(option.min_amount)) throw fail('tradeErrors.amountMin', input.fields.amount, { min: option.min_amount });
    if (amount.gt(option.max_amount)) throw fail('tradeErrors.amountMax', input.fields.amount, { max: option.max_amount });
    const symbolField = input.kind === 'option' ? 'symbol' : 'match_id';
    symbols.requireOpen(input.symbol, symbolField);
    const openPrice = symbols.requirePrice(input.symbol, symbolField);
    if ((await balanceOf(db, pocket(userId, 'micro'), input.currencyId)).available.lt(amount))
      throw fail('tradeErrors.insufficient', input.fields.amount);

    const createdAt = now();
    const endMs = (createdAt + input.seconds) * 1000;
    const row = await db.transaction(async () => {
      const created = await db
        .insert(timedOrders)
        .values({
          user_id: userId,
          kind: input.kind,
          symbol: input.symbol.symbol,
          direction: input.direction,
          seconds: input.seconds,
          currency_id: input.currencyId,
          amount: text(amount),
          rate: option.rate,
          open_price: text(openPrice),
          status: 'open',
          created_at: createdAt,
          end_at_ms: endMs,
        })
        .returning()
        .get();
      await transfer(
        db,
        pocket(userId, 'micro'),
        (await counterpartiesOf(db, userId)).house,
        input.currencyId,
        amount,
        'stake',
        ref(created.id),
        input.fields.amount,
      );
      await scheduler.schedule(SETTLE_TIMED, ref(created.id), endMs);
      return created;
    });
    emit(userId, { kind: 'timed', order: await views.timedView(row) });
    return await views.timedView(row);
  }

  /**
   * Settles one timed order from the price at its end, inside a transaction (the scheduler's for its job,
   * or a tick's); null, with nothing written, when it was already settled.
   */
  async function settle(id: number): Promise<TimedRow | null> {
    const row = await byId.get({ id });
    if (row?.status !== 'open') return null;
    const close = (await feed.priceAt(row.symbol, row.end_at_ms)) ?? dec(row.open_price);
    const outcome = timedOutcome(row.direction, row.open_price, close);
    const payout = timedPayout(outcome, row.amount, row.rate);
    // First the order's one change of state: settled elsewhere meanwhile, it is not paid again.
    const settled = await markSettled.get({ id: row.id, status: outcome, close: text(close), payout: text(payout), at: now() });
    if (!settled) return null;
    if (payout.gt(0))
      await transfer(
        db,
        (await counterpartiesOf(db, row.user_id)).house,
        pocket(row.user_id, 'micro'),
        row.currency_id,
        payout,
        'payout',
        ref(row.id),
      );
    return settled;
  }

  scheduler.define(SETTLE_TIMED, async (job) => {
    const settled = await settle(Number(job.ref.slice(REF_PREFIX.length)));
    if (settled) return async () => emit(settled.user_id, { kind: 'timed', order: await views.timedView(settled) });
  });

  /** Settles every timed order whose end is at or before `nowMs` (the scheduler's due jobs). Returns how many jobs ran. */
  async function settleDue(nowMs = Date.now()): Promise<number> {
    return await scheduler.runDue(nowMs);
  }

  /**
   * The same from a market tick: the orders the tick ends are settled before it is over (at most
   * TICK_SETTLES of them, for at most TICK_SLICE_MS), the rest in the scheduler's short slices, so a pile
   * of due orders never stalls the replies.
   */
  async function settleSoon(nowMs: number): Promise<void> {
    const deadline = performance.now() + TICK_SLICE_MS;
    for (const { id } of await dueOrders.all({ upto: nowMs })) {
      try {
        const settled = await db.transaction(async () => await settle(id));
        if (settled) emit(settled.user_id, { kind: 'timed', order: await views.timedView(settled) });
      } catch (error) {
        console.error(`[trading] timed order ${id}:`, error);
      }
      if (performance.now() >= deadline) break;
    }
    scheduler.runSliced(nowMs);
  }

  return { submit, settleDue, settleSoon };
}
