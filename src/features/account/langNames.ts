import type { Lang } from '../../shared/config/constants';

/** Each language's own name, shown on the language page. */
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English',
  zh: '简体中文',
  hk: '繁體中文',
  jp: '日本語',
  kor: '한국어',
  xp: 'Español',
  ydl: 'Italiano',
  dt: 'Deutsch',
  fa: 'Français',
  pn: 'Русский',
  pt: 'Português',
  tv: 'Tiếng Việt',
};
