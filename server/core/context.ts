// Values carried in the async context (the open transaction, "inside a job", "copying a trade"), all in
// ONE AsyncLocalStorage for the whole process: Node 20 slows every promise by the number of
// AsyncLocalStorage instances ever used (measured here: 45 ms for 200,000 awaits with one, 2.2 s with
// a hundred), and a process that opens many databases (the test workers) would make a new one each time.
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<ReadonlyMap<object, unknown>>();

export interface ContextKey<T> {
  /** The value in the caller's context, if any. */
  get(): T | undefined;
  /** Runs `fn` (and everything it starts) with this key set to `value`. */
  run<R>(value: T, fn: () => R): R;
  /** Runs `fn` with this key unset (the others kept). */
  exit<R>(fn: () => R): R;
}

export function contextKey<T>(): ContextKey<T> {
  const key = {};
  return {
    get: () => storage.getStore()?.get(key) as T | undefined,
    run: (value, fn) => storage.run(new Map(storage.getStore() ?? []).set(key, value), fn),
    exit: (fn) => {
      const current = storage.getStore();
      if (!current?.has(key)) return fn();
      const without = new Map(current);
      without.delete(key);
      return storage.run(without, fn);
    },
  };
}
