import { useEffect, useState } from 'react';

/** How long to wait at most for the marked element's paint (a hidden tab paints nothing). */
const LONGEST_WAIT_MS = 1000;

/** The attribute that names an element for useAfterPaint: `<p {...paintMark('symbol-top')}>`. */
export const paintMark = (name: string) => ({ elementtiming: name });

const reportsElementTiming = () =>
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');

/**
 * False until the element marked `name` (paintMark) is on the screen, then true. A page lets what it
 * shows first (the text at the top) reach the screen before the parts below ask for their data and
 * libraries, so their downloads do not compete with it. "On the screen" is the browser's own word
 * where it reports element timing (Chromium): a frame's paint reaches the screen some milliseconds
 * after the frame's tasks have run, and a download started meanwhile would be done before it. Where
 * the browser does not report it, the second animation frame after the first render stands in.
 */
export function useAfterPaint(name: string): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let done = false;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    // A task of its own after the paint, not inside the observer's or the frame's callback.
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      clearTimeout(timer);
      timer = setTimeout(() => setPainted(true), 0);
    };
    if (reportsElementTiming()) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === name)) finish();
      });
      observer.observe({ type: 'element', buffered: true });
      timer = setTimeout(finish, LONGEST_WAIT_MS);
    } else {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(finish);
      });
    }
    return () => {
      done = true;
      observer?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [name]);
  return painted;
}
