import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { LANGS } from '../../src/shared/config/constants';
import { pluralSuffixes } from '../../src/shared/config/plural';
import { pluralBase } from './localesFiles';

type Tree = { [key: string]: string | Tree };
const dir = path.resolve(__dirname, '../../locales');
const namespacesOf = (lang: string) =>
  fs
    .readdirSync(path.join(dir, lang))
    .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
    .map((f) => f.replace('.json', ''))
    .sort();
const load = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')) as Tree;
const flat = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value] as const] : [...flat(value, `${prefix}${key}.`)],
    ),
  );
const NAMESPACES = namespacesOf('en');
const enByNs = new Map(NAMESPACES.map((ns) => [ns, flat(load('en', ns))]));
const en = new Map([...enByNs.values()].flatMap((m) => [...m]));
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*(?:,\s*\w+\s*)?\}\}/g) ?? []).sort().join();
/** en's keys as a language must have them: a plural key (`_one`/`_other` in en) in the forms the language's CLDR rules have. */
const keysFor = (lang: string, keys: Map<string, string>): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, text] of keys) {
    const base = pluralBase(key);
    if (!base || !keys.has(`${base}_other`)) out.set(key, text);
    else for (const suffix of pluralSuffixes(lang)) out.set(`${base}${suffix}`, keys.get(`${base}_other`) ?? text);
  }
  return out;
};

describe('locale files', () => {
  it('there is one folder per language and no other, each with the namespaces of en', () => {
    const folders = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual([...LANGS].sort());
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.json'))).toEqual([]);
    for (const lang of LANGS) expect(namespacesOf(lang), lang).toEqual(NAMESPACES);
    expect(NAMESPACES).toContain('shell');
  });

  it('no key is in two namespaces', () => {
    const owner = new Map<string, string>();
    for (const [ns, keys] of enByNs) {
      for (const key of keys.keys()) {
        expect(owner.get(key), `${key} is in ${owner.get(key)} and ${ns}`).toBeUndefined();
        owner.set(key, ns);
      }
    }
  });

  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`${lang} has exactly the keys of en in each namespace, with the same placeholders, and is really translated`, () => {
      let same = 0;
      for (const ns of NAMESPACES) {
        const mine = keysFor(lang, enByNs.get(ns) ?? new Map());
        const other = flat(load(lang, ns));
        expect(
          [...other.keys()].filter((k) => !mine.has(k)),
          `${lang}/${ns} extra`,
        ).toEqual([]);
        expect(
          [...mine.keys()].filter((k) => !other.has(k)),
          `${lang}/${ns} missing`,
        ).toEqual([]);
        for (const [key, text] of mine) expect(placeholders(other.get(key) ?? ''), `${lang}:${key}`).toBe(placeholders(text));
        // A few words are the same in both languages ("Demo", "Password"); a namespace copied from English is not translated.
        const sameHere = [...mine].filter(([key, text]) => other.get(key) === text).length;
        expect(
          sameHere <= Math.max(2, 0.05 * mine.size) && sameHere < mine.size / 2,
          `${lang}/${ns}: ${sameHere} strings as in English`,
        ).toBe(true);
        same += sameHere;
      }
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
    const missing = [...used].filter((key) => !en.has(key) && !en.has(`${key}_other`));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });

  it("each route's title is in the shell's strings or in a namespace the route loads", () => {
    const shell = enByNs.get('shell') ?? new Map();
    for (const route of routes) {
      const inLoaded = (route.ns ?? []).some((ns) => enByNs.get(ns)?.has(route.title));
      expect(shell.has(route.title) || inLoaded, `${route.path}: ${route.title}`).toBe(true);
    }
  });
});
