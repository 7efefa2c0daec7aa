// i18next with one JSON file per language and namespace (locales/<lang>/<namespace>.json, served as
// static assets by scripts/locales-plugin.ts), each fetched only when needed: the shell's strings at
// start, an area's strings with the area's pages (its routes name them). Keys keep their group prefix
// ("trade.buy"), and each group lives in one namespace, so `t('trade.buy')` finds its string in
// whichever loaded namespace holds it.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from './config/constants';
import { localeOf } from './config/locale';

type Resources = Record<string, unknown>;
declare const __KESTREL_LOCALES__: { prefix: string; version: string; namespaces: string[] };
const LOCALES = __KESTREL_LOCALES__;

/** The namespace every screen needs: common words, the shell, tabs, the home page, errors, validation. */
export const SHELL_NS = 'shell';
/** Every namespace there is (the file names under locales/en). */
export const NAMESPACES: readonly string[] = LOCALES.namespaces;

/** The namespaces asked for so far: a language switch loads them all in the new language. */
const wanted = new Set<string>([SHELL_NS]);

async function download(lang: Lang, ns: string): Promise<Resources> {
  const url = new URL(`${LOCALES.prefix}${lang}-${ns}-${LOCALES.version}.json`, document.baseURI);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`locale ${lang}/${ns}: HTTP ${response.status}`);
  return (await response.json()) as Resources;
}

/** Downloads on their way or done, by language and namespace (a failed one is tried again next time). */
const downloads = new Map<string, Promise<Resources>>();

function fetchStrings(lang: Lang, ns: string): Promise<Resources> {
  const key = `${lang}/${ns}`;
  let pending = downloads.get(key);
  if (!pending) {
    pending = download(lang, ns);
    pending.catch(() => downloads.delete(key));
    downloads.set(key, pending);
  }
  return pending;
}

/** Starts downloading namespaces before i18next is set up (the opened page's, while the shell starts). */
export function prefetchNamespaces(lang: Lang, namespaces: readonly string[]): void {
  for (const ns of namespaces) fetchStrings(lang, ns).catch(() => undefined);
}

async function ensureLoaded(lang: Lang, namespaces: Iterable<string>): Promise<void> {
  await Promise.all(
    [...namespaces].map(async (ns) => {
      if (i18next.hasResourceBundle(lang, ns)) return;
      const resources = await fetchStrings(lang, ns);
      i18next.addResourceBundle(lang, ns, resources, true, true);
    }),
  );
}

function applyDocument(lang: Lang): void {
  document.documentElement.lang = localeOf(lang);
}

export async function initI18n(lang: Lang): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: [SHELL_NS],
    defaultNS: SHELL_NS,
    // Every namespace (the shell's too: it is looked in first anyway, as the default one).
    fallbackNS: NAMESPACES,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // Components re-render when an area's strings arrive.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  await ensureLoaded(lang, [SHELL_NS]);
  await i18next.changeLanguage(lang);
  applyDocument(lang);
  return i18next;
}

/**
 * Plural forms and counts by each language's real tag (pluralRules.ts): a chunk of its own, asked for
 * beside an area's strings (the shell's say no count), so the first screen's JS does not grow. A failed
 * load leaves the host's rules for now and is tried again with the next area.
 */
let rules: Promise<void> | undefined;
const localeRules = () =>
  (rules ??= import('./pluralRules').then(
    (m) => m.applyLocaleRules(i18next),
    () => {
      rules = undefined;
    },
  ));

/** Loads an area's strings in the current language (routes call it with their namespaces). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  await Promise.all([localeRules(), ensureLoaded(i18next.language as Lang, namespaces)]);
}

/** Live switch: loads every namespace in use in the new language, then re-renders every translated string. */
export async function switchLanguage(lang: Lang): Promise<void> {
  await Promise.all([localeRules(), ensureLoaded(lang, wanted)]);
  await i18next.changeLanguage(lang);
  applyDocument(lang);
}

export const t = (key: string, vars?: Record<string, string | number>): string => i18next.t(key, vars);
