// The seeded random walk: one generator per symbol and stream (the walk itself, the book and trades,
// the back-history), the lognormal step of each tick with its 0–3 trades, and the synthesized
// back-history a database without candles starts from. Same seed, same prices: tests and demos replay.
import { isMarketOpen, type MarketHours } from './catalogue';

/** The tick length the catalogue's volatilities are given for (ms). */
export const REF_TICK_MS = 250;

function hashString(text: string, seed: number): number {
  let h = (2_166_136_261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619) >>> 0;
  return h;
}

/** mulberry32 with a cached Box–Muller spare for normal draws. */
export class Rng {
  private state: number;
  private spare: number | null = null;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  normal(): number {
    if (this.spare !== null) {
      const value = this.spare;
      this.spare = null;
      return value;
    }
    const u = 1 - this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }
}

/** The generator of one symbol's stream: the walk (no stream), its book and trades, or its back-history. */
export function rngFor(symbol: string, seed: number, stream?: 'book' | 'history'): Rng {
  return new Rng(hashString(stream ? `${symbol}:${stream}` : symbol, seed));
}

/** Standard deviation of one tick's relative move: the volatility per 250 ms, scaled by √(tickMs/250). */
export const tickSigma = (volatility: string, tickMs: number): number => Number(volatility) * Math.sqrt(tickMs / REF_TICK_MS);

/** One lognormal step of the walk's (float) price. */
export const walkStep = (latent: number, sigma: number, rng: Rng): number => latent * Math.exp(sigma * rng.normal());

/**
 * The trades of one tick: 0–3 of them, each 1–500 lots (small ones likelier), buy or sell evenly.
 * Calls `record` for each (quantity in units of 1/100 lot) and returns the traded quantity.
 */
export function drawTrades(rng: Rng, lotUnit: number, record: (qty: number, buy: boolean) => void): number {
  const trades = Math.floor(rng.next() * 4);
  let volume = 0;
  for (let i = 0; i < trades; i += 1) {
    const r = rng.next();
    const qty = lotUnit * (1 + Math.floor(r * r * 500));
    record(qty, rng.next() < 0.5);
    volume += qty;
  }
  return volume;
}

// ---------- back-history ----------

/** One step of the back-history, float prices. */
export interface Step {
  /** Start (unix seconds). */
  t0: number;
  open: number;
  close: number;
  high: number;
  low: number;
  /** Traded quantity in units of 1/100 lot. */
  volume: number;
  /** Step length in seconds. */
  length: number;
}

/** What the back-history of a symbol starts from. */
export interface HistoryStart {
  symbol: string;
  hours: MarketHours;
  /** The catalogue's volatility per 250 ms (decimal text). */
  volatility: string;
  /** Quantity units of one lot. */
  lotUnit: number;
  /** The current (float) price: the newest step closes there. */
  latent: number;
}

/** Whether a market is open at some point of [t0, t0 + length) (sampled; good enough for steps ≤ 1 day). */
function openDuring(hours: MarketHours, t0: number, length: number): boolean {
  for (const f of [0, 0.25, 0.5, 0.6, 0.75]) if (isMarketOpen(hours, (t0 + f * length) * 1000)) return true;
  return false;
}

/** Hours of one-minute steps in the back-history by default. */
export const MINUTE_HOURS = 100;

/**
 * Walks back from the current price: 1-minute steps for the last `minuteHours` hours (100), hourly
 * steps for 200 days before, daily steps for 5 years before that; closed-market steps neither move nor
 * trade. Returns the steps oldest first.
 */
export function backSteps(start: HistoryStart, nowSec: number, seed: number, minuteHours = MINUTE_HOURS): Step[] {
  const rng = rngFor(start.symbol, seed, 'history');
  const steps: Step[] = [];
  let close = start.latent;
  const minuteNow = Math.floor(nowSec / 60) * 60;
  const startA = Math.floor(minuteNow / 3600) * 3600 - (minuteHours - 1) * 3600;
  const startB = Math.floor(startA / 86_400) * 86_400 - 200 * 86_400;
  const startC = startB - 5 * 365 * 86_400;
  const ticksPer = (seconds: number) => (seconds * 1000) / REF_TICK_MS;
  const add = (t0: number, length: number) => {
    if (!openDuring(start.hours, t0, length)) return;
    const sigma = Number(start.volatility) * Math.sqrt(ticksPer(length));
    const open = close * Math.exp(-sigma * rng.normal());
    const high = Math.max(open, close) * Math.exp(Math.abs(rng.normal()) * sigma * 0.5);
    const low = Math.min(open, close) * Math.exp(-Math.abs(rng.normal()) * sigma * 0.5);
    const volume = Math.round(250 * start.lotUnit * ticksPer(length) * (0.5 + rng.next()));
    steps.push({ t0, open, close, high, low, volume, length });
    close = open;
  };
  for (let t = minuteNow; t >= startA; t -= 60) add(t, 60);
  for (let t = startA - 3600; t >= startB; t -= 3600) add(t, 3600);
  for (let t = startB - 86_400; t >= startC; t -= 86_400) add(t, 86_400);
  return steps.reverse();
}
