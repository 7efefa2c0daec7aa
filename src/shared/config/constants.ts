// Business constants of SPEC.md §9, in one place.
export const NETWORK_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PAGE_DELAY_MS = 200;
export const PAGE_TIMEOUT_MS = 60_000;
export const TOAST_MS = 1500;
export const REDIRECT_MS = 1200;
export const LOADING_DELAY_MS = 800;
export const DEBOUNCE_MS = 500;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/jp2', 'image/jpx'] as const;
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'jp2', 'j2k', 'jpf', 'jpx'] as const;
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;
export const APP_VERSION = '0.8.0';
export const APP_VERSION_CODE = 80;
export const DEFAULT_LANG = 'en';
export const DEFAULT_FIAT = { currency_code: 'USD', rate: '1' } as const;
export const LANGS = ['en', 'zh', 'hk', 'jp', 'kor', 'xp', 'ydl', 'dt', 'fa', 'pn', 'pt', 'tv'] as const;
export type Lang = (typeof LANGS)[number];
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
/** accept-language for uploads, by stored language (SPEC: zh-cn, en, zh-tw). */
export function acceptLanguageOf(lang: string): string {
  if (lang === 'zh') return 'zh-cn';
  if (lang === 'hk') return 'zh-tw';
  return 'en';
}
