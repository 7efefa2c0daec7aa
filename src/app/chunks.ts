// Lazy page modules: timeouts, error classes, and the one-time reload after a deploy replaced the chunks.
import { PAGE_TIMEOUT_MS } from '../shared/config/constants';

export type ChunkErrorKind = 'missing' | 'timeout' | 'other';

export class ChunkLoadError extends Error {
  constructor(
    readonly kind: ChunkErrorKind,
    readonly cause?: unknown,
  ) {
    super(`chunk load failed: ${kind}`);
    this.name = 'ChunkLoadError';
  }
}

const MISSING =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload|failed to load module script|404/i;

/** missing: the file could not be fetched (a deploy removed it, or it was never there); timeout; other. */
export function classifyChunkError(error: unknown): ChunkErrorKind {
  if (error instanceof ChunkLoadError) return error.kind;
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/timeout/i.test(message)) return 'timeout';
  if (MISSING.test(message) || (error instanceof TypeError && /fetch|import/i.test(message))) return 'missing';
  return 'other';
}

export function withTimeout<T>(promise: Promise<T>, ms: number = PAGE_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(classifyChunkError(error), error));
      },
    );
  });
}

const RELOAD_KEY = 'kestrel:chunk-reload';
const RELOAD_GUARD_MS = 60_000;

/**
 * After a new deploy the old page asks for chunks that no longer exist: reload once to get the new
 * index.html. Guarded so that a chunk that is really gone shows the error placeholder instead of looping.
 */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload = () => window.location.reload(),
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) || 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}
