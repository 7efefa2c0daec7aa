import { useEffect, useState } from 'react';

/**
 * False until the frame of the component's first render has been painted, then true. A page lets what
 * it shows first (the text at the top) paint before the parts below ask for their data and libraries.
 * The callback of an animation frame runs just before that frame's paint; a task queued from it runs
 * after the paint.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
