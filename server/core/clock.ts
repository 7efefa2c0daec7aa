// The server's clock. Everything that records or schedules time reads it (db.now(), the scheduler,
// timed trades); in tests and with TEST_CLOCK=1 it can be moved forward, so a test can pass three days
// in a moment instead of waiting. The price feed keeps real time: its ticks are the market.

let offsetMs = 0;
let movable = false;

export const clock = {
  /** Milliseconds since the epoch. */
  ms: (): number => Date.now() + offsetMs,
  /** Whole seconds since the epoch. */
  sec: (): number => Math.floor((Date.now() + offsetMs) / 1000),
  /** How far the clock runs ahead of real time (0 unless a test moved it). */
  offset: (): number => offsetMs,
};

/** Allows `advanceClock` (test servers and TEST_CLOCK=1 only). */
export function enableTestClock(): void {
  movable = true;
}

/** Moves the clock forward by `ms` (never back: nothing that happened may un-happen). */
export function advanceClock(ms: number): number {
  if (!movable) throw new Error('the clock can only be moved with a test clock (TEST_CLOCK=1)');
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`advanceClock: bad step ${ms}`);
  offsetMs += Math.floor(ms);
  return clock.ms();
}

/**
 * Back to real time: only for the server tests' runner, between test files that share this module
 * (tests/server/setup.ts), never while a server runs.
 */
export function resetTestClock(): void {
  offsetMs = 0;
}
