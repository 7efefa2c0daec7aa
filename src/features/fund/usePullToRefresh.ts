// Pull to refresh: a finger pulling the page down from its top shows how far it is pulled, and
// letting go past the threshold reads the data again. Passive listeners: scrolling is never held up.
import { useEffect, useEffectEvent, useState } from 'react';

/** How far (px, after the pull's resistance) the page must be pulled to refresh, and the most it follows the finger. */
export const PULL_THRESHOLD = 64;
const PULL_MAX = 96;
/** The page follows the finger at this fraction of its travel. */
const RESISTANCE = 0.5;

export type PullState = 'idle' | 'pulling' | 'armed' | 'refreshing';

export function usePullToRefresh(refresh: () => Promise<unknown>) {
  const [distance, setDistance] = useState(0);
  const [state, setState] = useState<PullState>('idle');
  const run = useEffectEvent(refresh);

  useEffect(() => {
    let startY: number | null = null;
    let pulled = 0;
    let busy = false;
    const onStart = (e: TouchEvent) => {
      // Only from the very top of the page, one finger, not while a refresh runs.
      startY = !busy && e.touches.length === 1 && window.scrollY <= 0 ? e.touches[0].clientY : null;
      pulled = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      const dy = e.touches[0].clientY - startY;
      if (dy <= 0 || window.scrollY > 0) {
        if (pulled) {
          pulled = 0;
          setDistance(0);
          setState('idle');
        }
        return;
      }
      pulled = Math.min(PULL_MAX, dy * RESISTANCE);
      setDistance(pulled);
      setState(pulled >= PULL_THRESHOLD ? 'armed' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (pulled < PULL_THRESHOLD) {
        pulled = 0;
        setDistance(0);
        setState('idle');
        return;
      }
      busy = true;
      setDistance(PULL_THRESHOLD);
      setState('refreshing');
      void run()
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          pulled = 0;
          setDistance(0);
          setState('idle');
        });
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    window.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return { distance, state };
}
