import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, classifyChunkError, reloadOnce, withTimeout } from '../../src/app/chunks';

describe('chunk load errors', () => {
  it('classifies the browsers’ failed-import messages as missing', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
    ]) {
      expect(classifyChunkError(new TypeError(message))).toBe('missing');
    }
  });

  it('classifies timeouts and anything else', async () => {
    vi.useFakeTimers();
    const never = withTimeout(new Promise(() => undefined), 60_000);
    vi.advanceTimersByTime(60_000);
    await expect(never).rejects.toMatchObject({ kind: 'timeout' });
    vi.useRealTimers();
    expect(classifyChunkError(new SyntaxError('Unexpected token <'))).toBe('other');
    expect(classifyChunkError(new ChunkLoadError('missing'))).toBe('missing');
  });

  it('wraps a failed import with its kind', async () => {
    await expect(withTimeout(Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toMatchObject({
      kind: 'missing',
    });
  });

  it('reloads at most once a minute, whatever the timing of failures', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * 60_000 }), { minLength: 1, maxLength: 40 }), (offsets) => {
        const store = new Map<string, string>();
        const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
        const times = [...offsets].sort((a, b) => a - b).map((t) => 1_000_000 + t);
        const reloads: number[] = [];
        for (const now of times) reloadOnce(storage, () => reloads.push(now), now);
        expect(reloads[0]).toBe(times[0]);
        for (let i = 1; i < reloads.length; i += 1) expect(reloads[i] - reloads[i - 1]).toBeGreaterThanOrEqual(60_000);
      }),
    );
  });
});
