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
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
    .sort())
    merge(merged, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Strings);
  return merged;
}

const en = stringsOf('en');

const lookup = (key: string): string | undefined => {
  let node: string | Strings | undefined = en;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/**
 * The English text of an i18n key, as a person sees it ({{name}} filled from vars, {{name, number}} in
 * the number format). A plural key (`_one`/`_other`) is said with `count`, or with the var its text
 * prints as a number. Missing keys fail the test.
 */
export function T(key: string, vars: Record<string, string | number> = {}): string {
  let text = lookup(key);
  const other = lookup(`${key}_other`);
  if (text === undefined && other !== undefined) {
    const name = /\{\{\s*(\w+)\s*,\s*number\s*\}\}/.exec(other)?.[1] ?? 'count';
    const count = Number(vars.count ?? vars[name]);
    text = lookup(`${key}_${new Intl.PluralRules('en').select(count)}`) ?? other;
  }
  if (text === undefined) throw new Error(`the English strings (locales/en) have no ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*(,\s*number\s*)?\}\}/g, (_m, name: string, number?: string) => {
    const value = vars[name];
    if (value === undefined) return `{{${name}}}`;
    return number ? new Intl.NumberFormat('en', { maximumFractionDigits: 8 }).format(Number(value)) : String(value);
  });
}
