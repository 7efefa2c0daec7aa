// The contract between the price engine (prices.ts) and the trading engine (trading.ts).
import type Decimal from 'decimal.js';

export interface Tick {
  symbol: string;
  /** Last price as a decimal string. */
  price: string;
  /** Milliseconds since the epoch. */
  ts: number;
}

export interface PriceFeed {
  /** The latest price of a symbol, or null for an unknown symbol. */
  price(symbol: string): Decimal | null;
  /** The price in force at an instant: the last tick at or before `ts` (ms), from the same series the clients see. */
  priceAt(symbol: string, ts: number): Decimal | null;
  /** Whether the symbol's market is open at `ts` (ms; now by default). */
  isOpen(symbol: string, ts?: number): boolean;
  /** Called with each batch of ticks, after they are applied. Returns an unsubscribe function. */
  onTicks(listener: (ticks: Tick[]) => void): () => void;
  /** Tests and benchmarks drive prices by hand: apply one tick now (or at `ts`), then notify listeners. */
  push(symbol: string, price: string, ts?: number): void;
  start(): void;
  stop(): void;
}
