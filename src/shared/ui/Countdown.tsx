// "Starts in" / "Ends in" and the time left to a due time on the server's clock (seconds; `now` from
// useServerNow), or nothing when there is none; `onElapsed` runs once when it reaches zero (the page
// then reads its data again: the state has moved). The presale and NFT pages use it.
import { createElement, useEffect, useRef } from 'react';

/** Days and the rest as hh:mm:ss, for a translated "{{days}}d {{time}}". */
export function countdownParts(seconds: number): { days: number; time: string } {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days: Math.floor(s / 86_400),
    time: `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`,
  };
}

export function Countdown({
  to,
  now,
  label,
  format,
  onElapsed,
  className,
  as = 'span',
}: {
  /** The due time (server seconds), or null: nothing to count to. */
  to: number | null;
  now: number;
  /** Its words ("Ends in"), shown before the time. */
  label: string;
  /** The time left in the user's words. */
  format(seconds: number): string;
  onElapsed?(): void;
  className?: string;
  as?: 'span' | 'p';
}) {
  const left = to === null ? null : to - now;
  const elapsed = left !== null && left <= 0;
  const callback = useRef(onElapsed);
  callback.current = onElapsed;
  useEffect(() => {
    if (elapsed) callback.current?.();
  }, [elapsed]);
  if (left === null) return null;
  return createElement(
    as,
    { className },
    as === 'p' ? <span>{label}</span> : label,
    ' ',
    <time role="timer" aria-live="off">
      {format(left)}
    </time>,
  );
}
