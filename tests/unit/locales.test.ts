import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { LANGS } from '../../src/shared/config/constants';

type Tree = { [key: string]: string | Tree };
const dir = path.resolve(__dirname, '../../locales');
const load = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Tree;
const flat = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value] as const] : [...flat(value, `${prefix}${key}.`)],
    ),
  );
const en = flat(load('en'));
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join();

describe('locale files', () => {
  it('there is one file per language and no other', () => {
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''))
      .sort();
    expect(files).toEqual([...LANGS].sort());
  });

  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`${lang} has exactly the keys of en, with the same placeholders, and is really translated`, () => {
      const other = flat(load(lang));
      expect([...other.keys()].filter((k) => !en.has(k))).toEqual([]);
      expect([...en.keys()].filter((k) => !other.has(k))).toEqual([]);
      for (const [key, text] of en) expect(placeholders(other.get(key) ?? ''), `${lang}:${key}`).toBe(placeholders(text));
      const same = [...en].filter(([key, text]) => other.get(key) === text).length;
      expect(same / en.size).toBeLessThan(0.05);
    });
  }

  it('every key the code asks for exists in en', () => {
    const used = new Set<string>();
    const walk = (p: string) => {
      for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
        const file = path.join(p, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|tsx)$/.test(entry.name)) {
          const source = fs.readFileSync(file, 'utf8');
          for (const m of source.matchAll(/\bt\(\s*'([a-zA-Z_]+\.[\w.]+)'/g)) used.add(m[1]);
          for (const m of source.matchAll(/'((?:errors|validation)\.[a-zA-Z]+)'/g)) used.add(m[1]);
        }
      }
    };
    walk(path.resolve(__dirname, '../../src'));
    walk(path.resolve(__dirname, '../../server'));
    for (const route of routes) used.add(route.title);
    const missing = [...used].filter((key) => !en.has(key));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });
});
