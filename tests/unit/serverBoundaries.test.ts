// Boundaries of the server's modules and of shared code (DESIGN.md, "Layout"):
// - a server module keeps to its own tables: it never imports another module's table definitions
//   (`schema*.ts`) or migrations (`migrations*.ts`), and no SQL it writes out names another module's table
//   (FROM, JOIN, UPDATE, INTO, TABLE). Another module's data comes through that module's functions (any of
//   its other files: `deposits.ts`, `trading.ts`, `cards.ts`…). The tables of server/core (users, balances,
//   journal, ledger, settings, jobs…) belong to everyone. A foreign key (`REFERENCES lever_orders(id)`)
//   names a table without reading it and is allowed;
// - shared code (src/shared) never imports the transport (src/api): the transport imports shared code,
//   and what shared code needs of it is handed over (src/shared/transport.ts) or lives in src/api.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const modulesDir = path.join(root, 'server', 'modules');

function filesUnder(dir: string, pattern = /\.(ts|tsx|mjs)$/): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(file, pattern);
    return pattern.test(e.name) ? [file] : [];
  });
}

/** Every relative import of a file (static, dynamic, type-only and re-exports), resolved to a path under the repo. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specs = [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.map((s) => path.resolve(path.dirname(file), s));
}

const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
/** The module a path under server/modules belongs to (undefined for modules/index.ts and paths elsewhere). */
const moduleOf = (p: string): string | undefined => {
  const r = path.relative(modulesDir, p);
  if (r.startsWith('..')) return undefined;
  const parts = r.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
};
const isTableFile = (p: string) => /^(schema|migrations)([.\w-]*)$/.test(path.basename(p).replace(/\.(ts|mjs)$/, ''));

/** Which module creates each table (CREATE TABLE in its files). */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of filesUnder(modulesDir)) {
    const mine = moduleOf(file);
    if (!mine) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_0-9]+)/g)) {
      if (!m[1].endsWith('_new')) owners.set(m[1], mine);
    }
  }
  return owners;
}

describe('server module boundaries', () => {
  it("a module never imports another module's table definitions or migrations", () => {
    const bad: string[] = [];
    for (const file of filesUnder(modulesDir)) {
      const mine = moduleOf(file);
      if (!mine) continue;
      for (const target of importsOf(file)) {
        const theirs = moduleOf(target);
        if (theirs && theirs !== mine && isTableFile(target)) bad.push(`${rel(file)} → ${rel(target)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("no SQL a module writes out names another module's table", () => {
    const owners = tableOwners();
    expect(owners.get('lever_orders')).toBe('trade');
    expect(owners.get('wallets')).toBe('wallet');
    const bad: string[] = [];
    for (const file of filesUnder(modulesDir)) {
      const mine = moduleOf(file);
      if (!mine) continue;
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\b(FROM|JOIN|UPDATE|INTO|TABLE)\s+([a-z_0-9]+)\b/g)) {
        const theirs = owners.get(m[2]);
        if (theirs && theirs !== mine) {
          const line = source.slice(0, m.index).split('\n').length;
          bad.push(`${rel(file)}:${line} ${m[1]} ${m[2]} (the ${theirs} module's table)`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('shared code and the transport', () => {
  it('src/shared never imports src/api', () => {
    const shared = path.join(root, 'src', 'shared');
    const bad: string[] = [];
    for (const file of filesUnder(shared, /\.(ts|tsx)$/)) {
      for (const target of importsOf(file)) if (rel(target).startsWith('src/api')) bad.push(`${rel(file)} → ${rel(target)}`);
    }
    expect(bad).toEqual([]);
  });
});

describe('the async context', () => {
  it('the server has one AsyncLocalStorage (server/core/context.ts): each more instance slows every promise', () => {
    const users = filesUnder(path.join(root, 'server'))
      .filter((f) => /new AsyncLocalStorage\b/.test(fs.readFileSync(f, 'utf8')))
      .map(rel);
    expect(users).toEqual(['server/core/context.ts']);
  });
});
