// Plurals the i18next way: a key with a count is written as `_one`/`_other` in English and in the forms
// each language's CLDR rules have (Russian `_one/_few/_many/_other`, Chinese `_other` only…), the count
// passed as `count` and printed inside the string with the language's number format. Every plural
// key is rendered here in every language with 0, 1, 2, 5, 21 and 1.5, by the same i18next set-up as
// the app (applyLocaleRules maps the app's codes such as pn to their real tags).
import i18next, { type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/core/i18n';
import { LANGS } from '../../src/shared/config/constants';
import { localeOf } from '../../src/shared/config/locale';
import { pluralSuffixes } from '../../src/shared/config/plural';
import { applyLocaleRules } from '../../src/shared/pluralRules';
import { loadTree, namespacesOf, pluralBase, stringsOf } from './localesFiles';

const COUNTS = [0, 1, 2, 5, 21, 1.5];
const en = stringsOf('en');
const PLURAL_KEYS = [...new Set([...en.keys()].map(pluralBase).filter((b): b is string => b !== null && en.has(`${b}_other`)))].sort();
let app: i18n;
const OTHER_VARS = {
  n: 3,
  amount: '10',
  wins: 2,
  profit: '5 USDT',
  margin: '2 USDT',
  size: '0.01',
  min: '0.01',
  held: 1,
  name: 'X',
  symbol: 'BTCUSDT',
  price: '1',
  trader: 'T',
  budget: '9',
  used: '1',
  need: '3',
  available: '2',
  confirmations: 5,
};

beforeAll(async () => {
  app = i18next.createInstance();
  const resources = Object.fromEntries(
    LANGS.map((lang) => [lang, Object.fromEntries(namespacesOf(lang).map((ns) => [ns, loadTree(lang, ns)]))]),
  );
  await app.init({
    lng: 'en',
    fallbackLng: false,
    resources,
    ns: namespacesOf('en'),
    defaultNS: 'shell',
    fallbackNS: namespacesOf('en'),
    interpolation: { escapeValue: false },
  });
  applyLocaleRules(app);
});

describe('plural keys', () => {
  it('there are plural keys, each with a count printed in the number format', () => {
    expect(PLURAL_KEYS.length).toBeGreaterThanOrEqual(40);
    for (const base of PLURAL_KEYS)
      for (const form of ['_one', '_other'])
        expect(en.get(`${base}${form}`)?.text, `en ${base}${form}`).toMatch(/\{\{\s*\w+\s*,\s*number\s*\}\}/);
  });

  for (const lang of LANGS) {
    it(`${lang} has each plural key in exactly its CLDR forms and renders 0, 1, 2, 5, 21 and 1.5`, () => {
      const strings = stringsOf(lang);
      const fixed = app.getFixedT(lang);
      for (const base of PLURAL_KEYS) {
        const forms = [...strings.keys()]
          .filter((k) => pluralBase(k) === base)
          .map((k) => k.slice(base.length))
          .sort();
        expect(forms, `${lang} ${base}`).toEqual([...pluralSuffixes(lang)].sort());
        // The count is `count`, or (for a key the server says) the var the English prints with the number format.
        const countVar = /\{\{\s*(\w+)\s*,\s*number\s*\}\}/.exec(en.get(`${base}_other`)?.text ?? '')?.[1] ?? 'count';
        for (const count of COUNTS) {
          const number = new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 8 }).format(count);
          const vars = { ...OTHER_VARS, [countVar]: count };
          const said = [fixed(base, { ...vars, count }), translate(lang, base, { ...vars, count })];
          // The server's modules pass only their own var (days, max, lots…): the same text comes out.
          if (countVar !== 'count') said.push(translate(lang, base, vars));
          expect(new Set(said).size, `${lang} ${base} ${count}: ${said.join(' | ')}`).toBe(1);
          for (const text of said) {
            expect(text, `${lang} ${base} ${count}`).not.toBe(base);
            expect(text, `${lang} ${base} ${count}`).not.toContain('{{');
            expect(text, `${lang} ${base} ${count}: ${text}`).toContain(number);
          }
        }
      }
    });
  }

  it('Russian picks one, few, many and other (a fraction) as a Russian reader expects', () => {
    const ru = app.getFixedT('pn');
    expect(COUNTS.map((count) => ru('trade.batchClosed', { count }))).toEqual([
      'Закрыто 0 позиций',
      'Закрыта 1 позиция',
      'Закрыты 2 позиции',
      'Закрыто 5 позиций',
      'Закрыта 21 позиция',
      'Закрыто 1,5 позиции',
    ]);
    expect(ru('copy.ruleLots', { count: 1000 })).toBe('1\u00a0000 лотов на копию');
    expect(translate('pn', 'wallet.creditedValue', { amount: '10', count: 3 })).toBe('10 USDT после 3 подтверждений');
  });

  it('English and German say one and many; French and Portuguese count 0 and 1.5 as one', () => {
    expect(app.getFixedT('en')('trade.batchClosed', { count: 1 })).toBe('1 position closed');
    expect(app.getFixedT('en')('trade.batchClosed', { count: 1200 })).toBe('1,200 positions closed');
    expect(app.getFixedT('dt')('trade.batchClosed', { count: 1200 })).toBe('1.200 Positionen geschlossen');
    expect(app.getFixedT('fa')('trade.batchClosed', { count: 1.5 })).toBe('1,5 position clôturée');
    expect(app.getFixedT('pt')('trade.batchClosed', { count: 0 })).toBe('0 posição fechada');
    expect(app.getFixedT('jp')('trade.batchClosed', { count: 2 })).toContain('2');
  });

  it('every plural key is asked for with a count in the code', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const sources: string[] = [];
    const walk = (p: string) => {
      for (const e of fs.readdirSync(p, { withFileTypes: true })) {
        const file = path.join(p, e.name);
        if (e.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(e.name)) sources.push(fs.readFileSync(file, 'utf8'));
      }
    };
    walk(path.resolve(__dirname, '../../src'));
    const all = sources.join('\n');
    for (const base of PLURAL_KEYS.filter((b) => en.get(`${b}_other`)?.text.includes('{{count, number}}'))) {
      const call = new RegExp(`t\\(\\s*'${base.replace(/\./g, '\\.')}',\\s*\\{[^}]*\\bcount:`);
      expect(call.test(all), `${base} is called with count`).toBe(true);
    }
  });
});
