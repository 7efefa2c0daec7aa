// A language's strings, every namespace merged, for the browser tests (which load no JSON modules).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
export type Strings = { [key: string]: string | Strings };

/** Every namespace of a language merged into one tree, as the server reads them (a group may span namespaces). */
export function stringsOf(lang: string): Strings {
  const merge = (a: Strings, b: Strings): Strings => {
    for (const [k, v] of Object.entries(b)) {
      const current = a[k];
      a[k] = typeof v === 'object' && typeof current === 'object' ? merge(current, v) : v;
    }
    return a;
  };
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales', lang);
  const merged: Strings = {};
  for (const file of fs.readdirSync(dir).sort()) merge(merged, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Strings);
  return merged;
}

const en = stringsOf('en');

/** The English text of an i18n key, as a person sees it ({{name}} filled from vars). Missing keys fail the test. */
export function T(key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Strings | undefined = en;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`the English strings (locales/en) have no ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(vars[name] ?? `{{${name}}}`));
}
