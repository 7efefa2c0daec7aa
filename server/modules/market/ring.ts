// The price ring behind priceAt: each symbol's recent price changes (time, units) in two typed arrays,
// oldest overwritten first, searched by bisection. Real symbols keep at least the last 10 minutes at
// the configured tick rate; synthetic benchmark symbols keep their last 2,048 changes. Instants before
// the ring are answered from the stored one-minute candles (see prices.ts).

const RING_MIN = 4096;
const RING_MAX = 65_536;
const RING_SYNTHETIC = 2048;
/** What the ring of a real symbol must cover (ms); it is sized a quarter larger, to spare. */
const RING_SPAN_MS = 600_000;

/** How many changes a symbol's ring holds at this tick rate. */
export function ringCapacity(tickMs: number, synthetic: boolean): number {
  if (synthetic) return RING_SYNTHETIC;
  return Math.min(RING_MAX, Math.max(RING_MIN, Math.ceil((RING_SPAN_MS / tickMs) * 1.25)));
}

/** Price changes in time order (ms, units), oldest overwritten first. */
export class PriceRing {
  private readonly times: Float64Array;
  private readonly values: Float64Array;
  private head = 0;
  size = 0;
  constructor(private readonly capacity: number) {
    this.times = new Float64Array(capacity);
    this.values = new Float64Array(capacity);
  }
  push(ts: number, units: number): void {
    const index = (this.head + this.size) % this.capacity;
    this.times[index] = ts;
    this.values[index] = units;
    if (this.size < this.capacity) this.size += 1;
    else this.head = (this.head + 1) % this.capacity;
  }
  private at(i: number): number {
    return (this.head + i) % this.capacity;
  }
  oldest(): number {
    return this.size ? this.times[this.head] : Number.POSITIVE_INFINITY;
  }
  /** Units in force at `ts` (the last change at or before it), or null if `ts` is before the ring. */
  valueAt(ts: number): number | null {
    if (!this.size || ts < this.times[this.head]) return null;
    let lo = 0;
    let hi = this.size - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.times[this.at(mid)] <= ts) lo = mid;
      else hi = mid - 1;
    }
    return this.values[this.at(lo)];
  }
}
