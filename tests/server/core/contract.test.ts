// The contract is the one description of every call: each call has a route and each API route is a
// call; the app's build sees every call's method, path and access, and no schema.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appModuleOf, loadContractModule } from '../../../scripts/contract-plugin';
import { allCalls } from '../../../src/contract';
import { isCall } from '../../../src/contract/define';
import { startServer, type TestServer } from '../helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t?.stop();
});

const key = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

describe('calls and routes', () => {
  it('every call of the contract has a route', () => {
    const routed = new Set(t.server.router.registered.keys());
    const missing = Object.entries(allCalls)
      .filter(([, c]) => !routed.has(key(c)))
      .map(([name, c]) => `${name} (${key(c)})`);
    expect(missing).toEqual([]);
    expect(routed.size).toBe(Object.keys(allCalls).length);
  });

  it('every API route is a call of the contract', () => {
    const calls = new Set(Object.values(allCalls).map(key));
    expect(t.server.apiRoutes.filter((r) => !calls.has(r))).toEqual([]);
    expect(t.server.apiRoutes.length).toBeGreaterThanOrEqual(calls.size);
  });

  it('no two calls share a method and path', () => {
    const keys = Object.values(allCalls).map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every call says who may make it and has both schemas', () => {
    for (const [name, c] of Object.entries(allCalls)) {
      expect(['public', 'user', 'admin'], name).toContain(c.access);
      expect(typeof c.req?.safeParse, name).toBe('function');
      expect(typeof c.res?.safeParse, name).toBe('function');
    }
  });
});

describe("the app's view of the contract", () => {
  const dir = path.resolve(__dirname, '../../../src/contract');
  // The area files (index.ts and areas.ts only gather them).
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'areas.ts');

  it('keeps each call as method, path and access only, and every plain constant', async () => {
    let seen = 0;
    for (const file of files) {
      const real = await loadContractModule(path.join(dir, file));
      const appSource = appModuleOf(real);
      expect(appSource, file).not.toMatch(/zod|safeParse|"req"|"res"/);
      const app = Object.fromEntries(
        [...appSource.matchAll(/^export const (\w+) = (.*);$/gm)].map((m) => [m[1], JSON.parse(m[2]) as unknown]),
      );
      for (const [name, value] of Object.entries(real)) {
        if (isCall(value)) {
          expect(app[name]).toEqual({ method: value.method, path: value.path, access: value.access });
        } else if (value && typeof value === 'object' && Object.values(value).length && Object.values(value).every(isCall)) {
          for (const [callName, c] of Object.entries(value as Record<string, { method: string; path: string; access: string }>)) {
            expect((app[name] as Record<string, unknown>)[callName], `${file} ${name}.${callName}`).toEqual({
              method: c.method,
              path: c.path,
              access: c.access,
            });
            seen += 1;
          }
        } else if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
          expect(app[name], `${file} ${name}`).toEqual(value);
        }
      }
    }
    expect(seen).toBe(Object.keys(allCalls).length);
  });
});
