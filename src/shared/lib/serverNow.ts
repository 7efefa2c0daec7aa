// The server's time in seconds, ticking every second: countdowns run on the server's clock (each reply
// carries `now`), so a device whose clock is off, or a test server whose clock was moved, still counts
// to the real due time.
import { useEffect, useState } from 'react';

/** `serverNow` (the `now` of the reply) plus the time since the reply arrived (`receivedAt`, device ms). */
export function useServerNow(serverNow: number | undefined, receivedAt: number): number {
  const [tick, setTick] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (serverNow === undefined) return Math.floor(tick / 1000);
  return serverNow + Math.max(0, Math.floor((tick - receivedAt) / 1000));
}
