// The glossary of each language (locales/<lang>/_glossary.json): one rendering per money and trading
// concept, and one register. A string whose English uses a concept (the concept's `scope` in
// en/_glossary.json) must not use one of the renderings the language's glossary avoids; no string may
// break the language's register. Each failure names the language, the file, the key, the concept and
// the variant found, so a string added later by anyone is caught with its fix in the message.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localesInfo } from '../../scripts/locales-plugin';
import { LANGS } from '../../src/shared/config/constants';
import { LOCALES_DIR, pluralBase, stringsOf } from './localesFiles';

interface Term {
  term?: string;
  scope?: string;
  /** en only: when given, the concept is looked for only in the keys it matches. */
  keys?: string;
  meaning?: string;
  use: string;
  avoid: string[];
  except?: Record<string, string>;
}
interface Glossary {
  language: string;
  match: 'word' | 'anywhere';
  register: { use: string; avoid: string[]; except?: Record<string, string> };
  terms: Record<string, Term>;
}

const glossaryOf = (lang: string) => JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, '_glossary.json'), 'utf8')) as Glossary;
const en = glossaryOf('en');
const enStrings = stringsOf('en');
/** The English of a key (a plural form's English is its base's `_other`, or its own). */
const englishOf = (key: string) => {
  const base = pluralBase(key);
  return enStrings.get(key)?.text ?? (base ? enStrings.get(`${base}_other`)?.text : undefined) ?? '';
};

/** A variant as a pattern: case-insensitive, at the start of a word where the script has words. */
function variantPattern(source: string, match: Glossary['match']): RegExp {
  return new RegExp(match === 'word' ? `(?<![\\p{L}\\p{N}])(?:${source})` : source, 'iu');
}

describe('glossaries', () => {
  it('every language has a glossary with the concepts of en, each with one rendering and a register', () => {
    for (const [id, term] of Object.entries(en.terms)) {
      expect(term.scope, `en ${id} scope`).toBeTruthy();
      expect(() => new RegExp(term.scope ?? '', 'i'), `en ${id} scope`).not.toThrow();
    }
    expect(Object.keys(en.terms).length).toBeGreaterThanOrEqual(60);
    for (const lang of LANGS) {
      const g = glossaryOf(lang);
      expect(Object.keys(g.terms).sort(), `${lang}/_glossary.json concepts`).toEqual(Object.keys(en.terms).sort());
      expect(g.register.use, `${lang} register`).toBeTruthy();
      for (const [id, term] of Object.entries(g.terms)) {
        expect(term.use.trim(), `${lang} ${id}`).not.toBe('');
        for (const source of term.avoid) expect(() => variantPattern(source, g.match), `${lang} ${id}: ${source}`).not.toThrow();
        // A language's own rendering is never one of its avoided variants.
        for (const source of term.avoid)
          expect(variantPattern(source, g.match).test(term.use), `${lang} ${id}: «${term.use}» matches its own avoided «${source}»`).toBe(
            false,
          );
      }
    }
  });

  it('the glossaries are not shipped to the app', () => {
    expect(localesInfo().namespaces.filter((ns) => ns.startsWith('_'))).toEqual([]);
  });

  for (const lang of LANGS) {
    it(`${lang}: every string uses the glossary's renderings and its register`, () => {
      const g = glossaryOf(lang);
      const problems: string[] = [];
      const strings = stringsOf(lang);
      const register = g.register.avoid.map((s) => [s, variantPattern(s, g.match)] as const);
      for (const [id, term] of Object.entries(g.terms)) {
        if (term.avoid.length === 0) continue;
        const scope = new RegExp(en.terms[id].scope ?? '', 'i');
        const keys = en.terms[id].keys ? new RegExp(en.terms[id].keys ?? '') : null;
        const avoid = term.avoid.map((s) => [s, variantPattern(s, g.match)] as const);
        for (const [key, { ns, text }] of strings) {
          if (!scope.test(englishOf(key)) || term.except?.[key] || (keys && !keys.test(key))) continue;
          for (const [source, pattern] of avoid) {
            const found = pattern.exec(text);
            if (found)
              problems.push(
                `${lang}/${ns}.json ${key}: «${found[0]}» (avoided «${source}») for "${en.terms[id].term}" — the glossary says «${term.use}»: ${text}`,
              );
          }
        }
      }
      for (const [key, { ns, text }] of strings) {
        if (g.register.except?.[key]) continue;
        for (const [source, pattern] of register) {
          const found = pattern.exec(text);
          if (found)
            problems.push(
              `${lang}/${ns}.json ${key}: «${found[0]}» (avoided «${source}») breaks the register «${g.register.use}»: ${text}`,
            );
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
