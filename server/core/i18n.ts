// Server-side messages in the caller's language, from the same locale files as the app.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANG, isLang, LANGS } from '../../src/shared/config/constants';

type Tree = { [key: string]: string | Tree };
const dir = fileURLToPath(new URL('../../locales/', import.meta.url));
const bundles = new Map<string, Tree>();

function bundle(lang: string): Tree {
  let tree = bundles.get(lang);
  if (!tree) {
    try {
      tree = JSON.parse(fs.readFileSync(`${dir}${lang}.json`, 'utf8')) as Tree;
    } catch {
      tree = {};
    }
    bundles.set(lang, tree);
  }
  return tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasKey(key: string): boolean {
  return lookup(bundle(DEFAULT_LANG), key) !== undefined;
}

export function translate(lang: string, key: string, vars: Record<string, string | number> = {}): string {
  const chosen = isLang(lang) ? lang : DEFAULT_LANG;
  const text = lookup(bundle(chosen), key) ?? lookup(bundle(DEFAULT_LANG), key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The app's language from a payload's `lang`, else from Accept-Language, else en. */
export function langOf(payloadLang: unknown, acceptLanguage?: string): string {
  if (isLang(payloadLang)) return payloadLang;
  const header = (acceptLanguage ?? '').toLowerCase();
  const byPrefix: Record<string, string> = {
    'zh-tw': 'hk',
    'zh-hk': 'hk',
    zh: 'zh',
    ja: 'jp',
    ko: 'kor',
    es: 'xp',
    it: 'ydl',
    de: 'dt',
    fr: 'fa',
    ru: 'pn',
    pt: 'pt',
    vi: 'tv',
    en: 'en',
  };
  for (const [prefix, lang] of Object.entries(byPrefix)) if (header.startsWith(prefix)) return lang;
  return LANGS.includes(header as never) ? header : DEFAULT_LANG;
}
