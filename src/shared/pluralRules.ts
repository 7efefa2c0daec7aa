// i18next in each language's own plural rules and number format. The app's language codes are its own
// (pn, dt, xp…), not BCP-47, so i18next would ask Intl for the rules of "pn" and get the host's default:
// here every rule is asked for by the language's real tag, so a key with a `count` var picks its CLDR
// form (`_one`, `_few`, `_many`, `_other`…) and `{{count, number}}` prints it as the language writes
// numbers. Loaded on its own beside an area's strings (src/shared/i18n.ts).
import type { i18n } from 'i18next';
import { formatCount } from './config/plural';
import { localeOf } from './config/locale';

interface PluralResolverLike {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
  clearCache?(): void;
}

/** Makes an i18next instance pick plural forms and format numbers by the language's real tag. */
export function applyLocaleRules(instance: i18n): void {
  const resolver = instance.services.pluralResolver as PluralResolverLike;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(localeOf(code === 'dev' ? 'en' : code), options);
  // Rules asked for before (by the app's code, so the host's default) are asked for again.
  resolver.clearCache?.();
  instance.services.formatter?.add('number', (value, lng) => formatCount(lng ?? 'en', value));
}
