// The contract between the price engine (prices.ts) and the trading engine (trading.ts).
import type Decimal from 'decimal.js';

export interface Tick {
  symbol: string;
  /** Last price as a decimal string. */
  price: string;
  /** Milliseconds since the epoch. */
  ts: number;
}

/** What is told of each batch of applied ticks (the trading engine, the other areas). */
export type TickListener = (ticks: Tick[]) => void | Promise<void>;

export interface PriceFeed {
  /** The latest price of a symbol, or null for an unknown symbol. */
  price(symbol: string): Decimal | null;
  /** The price in force at an instant: the last tick at or before `ts` (ms), from the same series the clients see. */
  priceAt(symbol: string, ts: number): Promise<Decimal | null>;
  /** Whether the symbol's market is open at `ts` (ms; now by default). */
  isOpen(symbol: string, ts?: number): boolean;
  /**
   * Called with each batch of ticks, after they are applied; the next batch waits until every listener
   * has resolved (one tick's writes never overlap the next's). Returns an unsubscribe function.
   */
  onTicks(listener: TickListener): () => void;
  /**
   * Tests and benchmarks drive prices by hand: apply one tick now (or at `ts`), then notify listeners.
   * Resolves when the listeners are done (after a tick under way, if any).
   */
  push(symbol: string, price: string, ts?: number): Promise<void>;
  start(): void;
  /** Stops the timers; resolves once the tick under way and the last candle flush are done. */
  stop(): Promise<void>;
}
