// Server-side messages in the caller's language, from the same locale files as the app (all namespaces).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANG, isLang, LANGS } from '../../src/shared/config/constants';
import { formatCount, pluralForm } from '../../src/shared/config/plural';

type Tree = { [key: string]: string | Tree };
const dir = fileURLToPath(new URL('../../locales/', import.meta.url));
const bundles = new Map<string, Tree>();

/** Deep-merges b into a (an area may add to a group another namespace started, such as `routes`). */
function merge(a: Tree, b: Tree): Tree {
  for (const [key, value] of Object.entries(b)) {
    const current = a[key];
    a[key] = typeof value === 'object' && current && typeof current === 'object' ? merge(current, value) : value;
  }
  return a;
}

/** Every namespace of a language (locales/<lang>/*.json) as one tree. */
function bundle(lang: string): Tree {
  let tree = bundles.get(lang);
  if (!tree) {
    tree = {};
    try {
      for (const file of fs
        .readdirSync(`${dir}${lang}`)
        .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
        .sort()) {
        merge(tree, JSON.parse(fs.readFileSync(`${dir}${lang}/${file}`, 'utf8')) as Tree);
      }
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

/** A key's text, or (for a key with plural forms, as i18next does) the form its `count` asks for. */
function find(lang: string, key: string, count: number | undefined): string | undefined {
  const tree = bundle(lang);
  const plain = lookup(tree, key);
  if (plain !== undefined || count === undefined) return plain ?? lookup(tree, `${key}_other`);
  return lookup(tree, `${key}_${pluralForm(lang, count)}`) ?? lookup(tree, `${key}_other`);
}

export function hasKey(key: string): boolean {
  return find(DEFAULT_LANG, key, 1) !== undefined;
}

/**
 * The count a plural key is said with: `count` as i18next has it, else the var its text prints with the
 * number format (`{{days, number}}`), so a module's failure or notification vars need no `count`.
 */
function countOf(lang: string, key: string, vars: Record<string, string | number>): number | undefined {
  if (vars.count !== undefined && vars.count !== '') return Number(vars.count);
  const other = lookup(bundle(lang), `${key}_other`) ?? lookup(bundle(DEFAULT_LANG), `${key}_other`);
  const name = other && /\{\{\s*(\w+)\s*,\s*number\s*\}\}/.exec(other)?.[1];
  return name && vars[name] !== undefined && vars[name] !== '' ? Number(vars[name]) : undefined;
}

export function translate(lang: string, key: string, vars: Record<string, string | number> = {}): string {
  const chosen = isLang(lang) ? lang : DEFAULT_LANG;
  const count = countOf(chosen, key, vars);
  const text = find(chosen, key, count) ?? find(DEFAULT_LANG, key, count) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) =>
    format === 'number' ? formatCount(chosen, vars[name]) : String(vars[name] ?? ''),
  );
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
