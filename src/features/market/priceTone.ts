// The one colour rule for a price on screen. The big price and its change pill both take the colour of
// the day's change (the last price against the day's open: green above, red below, grey at it); the
// direction of the last tick is shown only as a brief flash (FLASH_MS) that fades back to neutral.
// So a price that ticks down on a day that is up stays green, with a short red flash.
import { tryDec } from '../../shared/lib/decimal';
import { profitTone } from '../../shared/lib/format';

export type Tone = 'up' | 'zero' | 'down';
export type Move = 1 | -1;

/** How long a tick's flash lasts; then the price is back to its day colour, with no tint left. */
export const FLASH_MS = 300;

/** The colour of a price and of its change pill: the sign of the day's change (`change`, in percent vs. the day's open). */
export function dayTone(change: string): Tone {
  return profitTone(change);
}

/** The direction of a tick, for the flash only: 1 up, -1 down, undefined when unchanged or unknown. */
export function tickMove(before: string | undefined, after: string): Move | undefined {
  const a = tryDec(before);
  const b = tryDec(after);
  if (!a || !b || a.eq(b)) return undefined;
  return b.gt(a) ? 1 : -1;
}

/** What a price shows: its colour (the day) and, just after a tick, the flash (the tick). */
export function priceLook(change: string, move: Move | undefined): { tone: Tone; flash: 'up' | 'down' | null } {
  return { tone: dayTone(change), flash: move === 1 ? 'up' : move === -1 ? 'down' : null };
}
