// The daily series: so a demo always has products open for subscription, a scheduler job (dual.series,
// ref dual-series:<day>) runs at 00:00 UTC each day and creates the series that starts at the next
// 00:00 UTC, for BTC and ETH, call and put, from the published template (the setting `dual_series`:
// term in days, strike offset from the price then, annual rate, shares, per-user limit). A call's
// strike is that far above the price, rounded up to a round step; a put's that far below, rounded down.
// Each product carries its series key (unique), so a day's series is written once, even when jobs of
// missed days run together after downtime (each creates only the series after the day it runs in).
import { DUAL_COINS, DUAL_TYPES } from '../../../src/contract/dual';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import { clock } from '../../core/clock';
import type { Db } from '../../core/db';
import type { Scheduler } from '../../core/scheduler';
import { getSetting, seedSetting } from '../../core/settings';
import { DAY_MS, type DualProducts } from './products';

export const DUAL_SERIES = 'dual.series';
export const SERIES_SETTING = 'dual_series';

interface SeriesTerm {
  days: number;
  offset: string;
  rate: string;
  shares: number;
  limit: number;
}

/** The published template: a nearer strike is likelier to convert, so it pays a higher rate. */
const DEFAULT_SERIES: SeriesTerm[] = [
  { days: 1, offset: '0.02', rate: '0.9', shares: 1000, limit: 100 },
  { days: 1, offset: '0.05', rate: '0.3', shares: 1000, limit: 100 },
  { days: 3, offset: '0.03', rate: '0.6', shares: 1000, limit: 100 },
  { days: 3, offset: '0.06', rate: '0.25', shares: 1000, limit: 100 },
  { days: 7, offset: '0.05', rate: '0.45', shares: 1000, limit: 100 },
  { days: 7, offset: '0.1', rate: '0.2', shares: 1000, limit: 100 },
];

/**
 * The template a new database starts with: the published one in demo mode; none in production, where
 * products exist only once the operator creates them (admin/dual/create) or publishes a template
 * (`npm run admin -- setting dual_series '[…]'`).
 */
export async function seedDualSeries(db: Db, mode: 'demo' | 'production'): Promise<void> {
  await seedSetting(db, SERIES_SETTING, mode === 'demo' ? JSON.stringify(DEFAULT_SERIES) : '[]');
}

const valid = (t: Partial<SeriesTerm>): t is SeriesTerm =>
  Number.isInteger(t.days) &&
  Number(t.days) >= 1 &&
  Number(t.days) <= 365 &&
  /^0(\.\d{1,6})?$/.test(String(t.offset)) &&
  /^\d+(\.\d{1,6})?$/.test(String(t.rate)) &&
  Number.isInteger(t.shares) &&
  Number(t.shares) >= 1 &&
  Number.isInteger(t.limit) &&
  Number(t.limit) >= 1;

/** The template as the operator set it (entries that do not parse are left out). */
export async function seriesTemplate(db: Db): Promise<SeriesTerm[]> {
  try {
    const list: unknown = JSON.parse(await getSetting(db, SERIES_SETTING, JSON.stringify(DEFAULT_SERIES)));
    return Array.isArray(list) ? list.filter(valid) : [];
  } catch {
    return [];
  }
}

/** A round step for a price: 5 × 10^(integer digits − 3) (60,000 → 500; 3,000 → 50). */
export function roundStep(price: Decimal.Value): Decimal {
  const digits = Math.max(1, dec(price).trunc().toFixed().length);
  return dec(5).times(dec(10).pow(digits - 3));
}

/** The strike `offset` above (call) or below (put) the price, on a round step. */
export function seriesStrike(type: 'call' | 'put', price: Decimal.Value, offset: string): Decimal {
  const step = roundStep(price);
  const raw = dec(price).times(type === 'call' ? dec(1).plus(offset) : dec(1).minus(offset));
  const steps = raw.div(step).toDecimalPlaces(0, type === 'call' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
  return Decimal.max(step, steps.times(step));
}

export function createDualSeries(db: Db, scheduler: Scheduler, products: DualProducts) {
  const dayOf = (ms: number) => Math.floor(ms / DAY_MS);

  /** Creates the series starting at 00:00 UTC after `day` (once: the series keys are unique). */
  async function createSeries(day: number): Promise<number> {
    const start = (day + 1) * DAY_MS;
    let created = 0;
    for (const coin of DUAL_COINS) {
      const price = products.livePrice(coin);
      if (!price) continue;
      for (const type of DUAL_TYPES)
        for (const term of await seriesTemplate(db)) {
          const row = await products.insert({
            coin,
            type,
            strike: seriesStrike(type, price, term.offset).toFixed(),
            annual_rate: term.rate,
            start_ms: start,
            days: term.days,
            shares: term.shares,
            per_user_limit: term.limit,
            series: `auto:${day + 1}:${coin}:${type}:${term.days}:${term.offset}`,
          });
          if (row) created += 1;
        }
    }
    return created;
  }

  scheduler.define(DUAL_SERIES, async () => {
    const today = dayOf(clock.ms());
    await createSeries(today);
    await scheduler.schedule(DUAL_SERIES, `dual-series:${today + 1}`, (today + 1) * DAY_MS);
    return undefined;
  });

  /** At start: today's job (idempotent), so a fresh database gets its first series at once. */
  async function ensureScheduled(): Promise<void> {
    const today = dayOf(clock.ms());
    await scheduler.schedule(DUAL_SERIES, `dual-series:${today}`, today * DAY_MS);
  }

  return { createSeries, ensureScheduled };
}
