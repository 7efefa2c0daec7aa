import { useEffect, useRef, useState } from 'react';

/** `value`, passed on at most once every `ms`; the first change (and the first after a pause) at once. */
export function useThrottled<T>(value: T, ms: number): T {
  const [held, setHeld] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    if (Object.is(value, held)) return;
    const wait = last.current + ms - Date.now();
    const pass = () => {
      last.current = Date.now();
      setHeld(value);
    };
    if (wait <= 0) {
      pass();
      return;
    }
    const timer = setTimeout(pass, wait);
    return () => clearTimeout(timer);
  }, [value, held, ms]);
  return held;
}
