import { useEffect, useState } from 'react';

/**
 * How long to wait at most for the browser's report of the marked element's paint, in animation frames,
 * not milliseconds: the report comes with the first frames after the render, and a busy machine, whose
 * paints reach the screen late, runs its frames as slowly (a clock ran out there before the header was on
 * the screen). A hidden tab runs no frames and paints nothing: the parts below wait until it is shown.
 */
const MOST_FRAMES = 60;

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
 * The order holds on a busy machine: nothing but the report (or MOST_FRAMES frames without it) ends the wait.
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
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      timer = setTimeout(() => setPainted(true), 0);
    };
    if (reportsElementTiming()) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === name)) finish();
      });
      observer.observe({ type: 'element', buffered: true });
      let frames = 0;
      const count = () => {
        frames += 1;
        if (frames >= MOST_FRAMES) finish();
        else if (!done) frame = requestAnimationFrame(count);
      };
      frame = requestAnimationFrame(count);
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
