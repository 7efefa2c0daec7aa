// The locale files as the tests read them: each language's strings by key, with their namespace.
import fs from 'node:fs';
import path from 'node:path';

export type Tree = { [key: string]: string | Tree };
export const LOCALES_DIR = path.resolve(__dirname, '../../locales');

/** A language's namespaces (locales/<lang>/*.json, without the _ files such as _glossary.json). */
export const namespacesOf = (lang: string): string[] =>
  fs
    .readdirSync(path.join(LOCALES_DIR, lang))
    .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
    .map((f) => f.replace('.json', ''))
    .sort();

export const loadTree = (lang: string, ns: string): Tree =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, `${ns}.json`), 'utf8')) as Tree;

export const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value] as const] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );

export interface LocaleString {
  ns: string;
  text: string;
}

/** Every string of a language by its full key. */
export function stringsOf(lang: string): Map<string, LocaleString> {
  const all = new Map<string, LocaleString>();
  for (const ns of namespacesOf(lang)) for (const [key, text] of flatten(loadTree(lang, ns))) all.set(key, { ns, text });
  return all;
}

/** A plural key's base (`trade.batchClosed_one` → `trade.batchClosed`), or null. */
export function pluralBase(key: string): string | null {
  const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return m ? m[1] : null;
}
