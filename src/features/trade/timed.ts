// What the timed-trade pages (options and seconds trades) share: the kind, the stake's places, a
// ticking clock for the countdowns, and durations in words.
import { useEffect, useState } from 'react';

export type TimedKind = 'option' | 'seconds';
/** Places of a stake (the contract allows 2). */
export const STAKE_DECIMALS = 2;

/** The current time, ticking every `ms`. */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

export function fmtSeconds(seconds: number, t: (key: string, vars?: Record<string, number>) => string): string {
  if (seconds % 86400 === 0) return t('trade.units.days', { count: seconds / 86400 });
  if (seconds % 3600 === 0) return t('trade.units.hours', { count: seconds / 3600 });
  if (seconds % 60 === 0 && seconds >= 120) return t('trade.units.minutes', { count: seconds / 60 });
  return t('trade.units.seconds', { count: seconds });
}
