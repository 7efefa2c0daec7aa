// Plurals and counts in each language's own rules. The app's language codes are its own (pn, dt, xp…),
// not BCP-47, so i18next would ask Intl for the rules of "pn" and get the host's default. Here every
// rule is asked for by the language's real tag (localeOf): a key with a `count` var picks its CLDR
// form (`_one`, `_few`, `_many`, `_other`…) and `{{count, number}}` prints the count the way that
// language writes numbers. The server's translate (server/core/i18n.ts) uses the same two functions.
import type { i18n } from 'i18next';
import { localeOf } from './config/locale';

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

interface PluralResolverLike {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

/** Makes an i18next instance pick plural forms and format numbers by the language's real tag. */
export function applyLocaleRules(instance: i18n): void {
  const resolver = instance.services.pluralResolver as PluralResolverLike;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(localeOf(code === 'dev' ? 'en' : code), options);
  instance.services.formatter?.add('number', (value, lng) => formatCount(lng ?? 'en', value));
}
