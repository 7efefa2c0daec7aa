// The app's view of the contract. src/contract/<area>.ts declares each call with its zod schemas; the
// server and the tests use all of it, but the app needs only a call's method, path and access (types
// come from the same files at compile time). This plugin loads each contract module in Node at build
// time and hands the app a module with just that data: calls without their schemas, plain constants
// (arrays, strings, numbers) as they are, schemas and functions left out. So zod never reaches the
// app bundle, and there is still one description per call.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type NamespacedUnregister, register } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const CONTRACT_DIR = `${path.sep}src${path.sep}contract${path.sep}`;

const isCall = (v: unknown): v is { method: string; path: string; access: string } =>
  Boolean(v && typeof v === 'object' && 'method' in v && 'path' in v && 'access' in v);

/** JSON-safe data (what a constant may be); zod schemas and functions are not. */
function isPlainData(v: unknown): boolean {
  if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) return true;
  if (Array.isArray(v)) return v.every(isPlainData);
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.values(v as object).every(isPlainData);
  return false;
}

const metaOf = (c: { method: string; path: string; access: string }) => ({ method: c.method, path: c.path, access: c.access });

/** The app's module for a contract module's exports. */
export function appModuleOf(exports: Record<string, unknown>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (name === 'default') continue;
    let data: unknown;
    if (isCall(value)) data = metaOf(value);
    else if (value && typeof value === 'object' && Object.values(value).length > 0 && Object.values(value).every(isCall)) {
      data = Object.fromEntries(Object.entries(value).map(([k, c]) => [k, metaOf(c as Parameters<typeof metaOf>[0])]));
    } else if (isPlainData(value)) data = value;
    else continue;
    lines.push(`export const ${name} = ${JSON.stringify(data)};`);
  }
  return `${lines.join('\n')}\n`;
}

// One loader for all the contract modules of a build: the modules they share (zod, src/shared) load once,
// not once per contract file (5 s of a build's CPU). The dev server starts a new one when a source changes.
let loader: NamespacedUnregister | null = null;
let generation = 0;

export async function loadContractModule(file: string): Promise<Record<string, unknown>> {
  loader ??= register({ namespace: `kestrel-contract-${process.pid}-${++generation}` });
  return (await loader.import(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
}

/** The next load reads the files afresh. */
function forgetLoaded(): void {
  void loader?.unregister();
  loader = null;
}

export function contractForApp(): Plugin {
  return {
    name: 'kestrel-contract-for-app',
    enforce: 'pre',
    watchChange(id) {
      if (id.endsWith('.ts')) forgetLoaded();
    },
    buildEnd: forgetLoaded,
    async load(id) {
      const file = id.split('?')[0];
      if (!file.includes(CONTRACT_DIR) || !file.endsWith('.ts')) return null;
      return appModuleOf(await loadContractModule(file));
    },
  };
}
