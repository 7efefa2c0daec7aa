// Plurals and counts in each language's own rules, asked for by the language's real tag (localeOf):
// the app's codes (pn, dt, xp…) are not BCP-47, and Intl would give "pn" the host's rules. Pure: the
// app's i18next set-up (../pluralRules.ts) and the server's translate (server/core/i18n.ts) use them.
import { localeOf } from './locale';

const rules = new Map<string, Intl.PluralRules>();

function rulesOf(lang: string): Intl.PluralRules {
  const tag = localeOf(lang === 'dev' ? 'en' : lang);
  let found = rules.get(tag);
  if (!found) {
    found = new Intl.PluralRules(tag);
    rules.set(tag, found);
  }
  return found;
}

/** The CLDR plural form of a count in a language ('one', 'few', 'many', 'other'…). */
export function pluralForm(lang: string, count: number): Intl.LDMLPluralRule {
  return rulesOf(lang).select(count);
}

/** The forms a language has, as key suffixes in i18next's order (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`). */
export function pluralSuffixes(lang: string): string[] {
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'];
  return [...rulesOf(lang).resolvedOptions().pluralCategories].sort((a, b) => order.indexOf(a) - order.indexOf(b)).map((c) => `_${c}`);
}

/** A count (whole or not) in the language's number format: "1 000", "1,5", "1.000". */
export function formatCount(lang: string, value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value ?? '');
  return new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 8 }).format(n);
}
