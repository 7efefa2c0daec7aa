/** App language code → BCP-47 tag (kept apart from the formatters so the first screen needs no decimal library). */
export const APP_LOCALES: Readonly<Record<string, string>> = {
  zh: 'zh-CN',
  en: 'en',
  hk: 'zh-HK',
  jp: 'ja',
  kor: 'ko',
  xp: 'es',
  ydl: 'it',
  dt: 'de',
  fa: 'fr',
  pn: 'ru',
  pt: 'pt',
  tv: 'vi',
};

/** BCP-47 tag for one of the app's language codes ('en' for an unknown code). */
export function localeOf(lang: string): string {
  return APP_LOCALES[String(lang).toLowerCase()] ?? 'en';
}
