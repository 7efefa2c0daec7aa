// The whole contract, assembled from the areas (areas.ts): every call, and every journal entry kind.
// The server and the tests read it; the app imports an area's file directly.
import * as areas from './areas';
import { type AnyCall, isCall } from './define';

type Areas = typeof areas;
type KindsOf<A> = A extends { entryKinds: readonly (infer K)[] } ? K : never;
/** What a journal entry can be: the kinds the areas declare. */
export type EntryKind = { [K in keyof Areas]: KindsOf<Areas[K]> }[keyof Areas];

function collectCalls(): Record<string, AnyCall> {
  const all: Record<string, AnyCall> = {};
  for (const [area, exports] of Object.entries(areas)) {
    for (const value of Object.values(exports)) {
      if (!value || typeof value !== 'object' || isCall(value)) continue;
      const entries = Object.entries(value);
      if (entries.length === 0 || !entries.every(([, c]) => isCall(c))) continue;
      for (const [name, c] of entries) {
        if (all[name]) throw new Error(`call name ${name} of area ${area} is used by another area`);
        all[name] = c as AnyCall;
      }
    }
  }
  return all;
}

/** Every call of every area, by name (names are unique across areas). */
export const allCalls: Readonly<Record<string, AnyCall>> = collectCalls();

export const ENTRY_KINDS: readonly EntryKind[] = Object.values(areas).flatMap((a) =>
  'entryKinds' in a ? [...(a.entryKinds as readonly EntryKind[])] : [],
);

export const isEntryKind = (kind: unknown): kind is EntryKind => ENTRY_KINDS.includes(kind as EntryKind);
