// The tick stream between instances (core/cluster.ts): the leader sends each tick it makes, every ticked
// symbol's price in units and its trades, and the followers apply them as they were made (prices.ts
// `mirror`), so every instance serves the same prices, candles, trades and books from memory and sends
// them to its own sockets. A tick bigger than one message goes in several, each a tick of its own symbols.
import { z } from 'zod';
import type { SymbolState } from './symbolState';

/** A symbol's part of a tick: symbol, price in units, trades (quantity, side 1 buy / 0 sell, …). */
export type StreamedTick = [symbol: string, units: number, trades: number[]];

const messageSchema = z.tuple([
  z.number().int().nonnegative(),
  z.array(z.tuple([z.string().min(1).max(32), z.number().int().positive(), z.array(z.number().int().nonnegative()).max(64)])),
]);

/** The messages of one tick at `ts` of `states`, each at most `maxBytes` long. */
export function encodeTick(ts: number, states: readonly SymbolState[], maxBytes: number): string[] {
  const messages: string[] = [];
  const head = `[${ts},[`;
  let parts: string[] = [];
  let size = head.length + 2;
  for (const s of states) {
    const part = JSON.stringify([s.symbol, s.units, s.tickTrades]);
    if (parts.length && size + part.length + 1 > maxBytes) {
      messages.push(`${head}${parts.join(',')}]]`);
      parts = [];
      size = head.length + 2;
    }
    parts.push(part);
    size += part.length + 1;
  }
  if (parts.length) messages.push(`${head}${parts.join(',')}]]`);
  return messages;
}

/** A message of the stream, or null when it is not one (logged by the caller). */
export function decodeTick(body: string): { ts: number; ticks: StreamedTick[] } | null {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(body));
    return parsed.success ? { ts: parsed.data[0], ticks: parsed.data[1] } : null;
  } catch {
    return null;
  }
}
