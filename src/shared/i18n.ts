// i18next with one lazily loaded JSON file per language: only the chosen language is fetched.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, type Lang } from './config/constants';
import { localeOf } from './config/locale';

type Resources = Record<string, unknown>;
const loaders = import.meta.glob<Resources>('../../locales/*.json', { import: 'default' });

function loaderOf(lang: Lang): () => Promise<Resources> {
  const loader = loaders[`../../locales/${lang}.json`] ?? loaders[`../../locales/${DEFAULT_LANG}.json`];
  if (!loader) throw new Error(`no locale file for ${lang}`);
  return loader;
}

async function ensureLoaded(lang: Lang): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  const resources = await loaderOf(lang)();
  i18next.addResourceBundle(lang, 'translation', resources, true, true);
}

function applyDocument(lang: Lang): void {
  document.documentElement.lang = localeOf(lang);
}

export async function initI18n(lang: Lang): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  await ensureLoaded(lang);
  await i18next.changeLanguage(lang);
  applyDocument(lang);
  return i18next;
}

/** Live switch: loads the language's file if needed, then re-renders every translated string. */
export async function switchLanguage(lang: Lang): Promise<void> {
  await ensureLoaded(lang);
  await i18next.changeLanguage(lang);
  applyDocument(lang);
}

export const t = (key: string, vars?: Record<string, string | number>): string => i18next.t(key, vars);
