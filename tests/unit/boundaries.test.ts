// Boundaries: a feature imports another feature only through its public index.ts; shared code, the
// transport and the contract never import a feature; the server never imports the app's code except
// the contract and the shared pure modules (formulas, validators, decimal, constants).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const src = path.join(root, 'src');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(file);
    return /\.(ts|tsx)$/.test(e.name) ? [file] : [];
  });
}

/** Every relative import of a file (static, dynamic and re-exports), resolved to a path under the repo. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specs = [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.map((s) => path.resolve(path.dirname(file), s));
}

const rel = (p: string) => path.relative(root, p);
const featureOf = (p: string) => /src[\\/]features[\\/]([^\\/]+)/.exec(p)?.[1];

describe('import boundaries', () => {
  it("a feature imports another feature only through that feature's index.ts", () => {
    const bad: string[] = [];
    for (const file of filesUnder(path.join(src, 'features'))) {
      const mine = featureOf(file);
      for (const target of importsOf(file)) {
        const theirs = featureOf(target);
        if (!theirs || theirs === mine) continue;
        const entry = path.join(src, 'features', theirs);
        if (target !== entry && target !== path.join(entry, 'index') && target !== path.join(entry, 'index.ts')) {
          bad.push(`${rel(file)} → ${rel(target)}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('shared code, the transport and the contract never import a feature or the shell', () => {
    const bad: string[] = [];
    for (const dir of ['shared', 'api', 'contract']) {
      for (const file of filesUnder(path.join(src, dir))) {
        for (const target of importsOf(file)) {
          if (/src[\\/](features|app)[\\/]/.test(target)) bad.push(`${rel(file)} → ${rel(target)}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('the server uses only the contract and the shared pure modules of src/', () => {
    const bad: string[] = [];
    for (const file of filesUnder(path.join(root, 'server'))) {
      for (const target of importsOf(file)) {
        const r = rel(target);
        if (!r.startsWith('src')) continue;
        if (!/^src[\\/](contract|shared[\\/](lib|trade|config|fund|earn|identity|nft|reserves))([\\/]|$)/.test(r))
          bad.push(`${rel(file)} → ${r}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('file size', () => {
  it('no source, test or script file is over 400 lines (split it where it has two concerns)', () => {
    const code = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === 'node_modules' ? [] : code(file);
        return /\.(ts|tsx|mjs|css|sol)$/.test(e.name) ? [file] : [];
      });
    const long = ['src', 'server', 'tests', 'scripts']
      .flatMap((d) => code(path.join(root, d)))
      .map((file) => ({ file: rel(file), lines: fs.readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > 400);
    expect(long).toEqual([]);
  });
});
