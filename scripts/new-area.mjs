#!/usr/bin/env node
// npm run new:area NAME — scaffolds a product area: its contract, server module, feature folder,
// strings namespace and tests, and registers it (one line in src/contract/areas.ts, one in
// server/modules/index.ts). Routes, strings and styles need no registration. Then: shape the calls,
// the tables and the page, translate locales/*/NAME.json, and run npm test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as T from './new-area/templates.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2] ?? '';
if (!/^[a-z][a-zA-Z0-9]{1,30}$/.test(name)) {
  console.error('usage: npm run new:area NAME   (NAME in camelCase, e.g. lockming)');
  process.exit(2);
}
const Name = name[0].toUpperCase() + name.slice(1);
// A SPEC route still planned has its title in the shell's strings already: the area then keeps that one.
const shellRoutes = JSON.parse(fs.readFileSync(path.join(root, 'locales/en/shell.json'), 'utf8')).routes ?? {};
const plannedTitle = Boolean(shellRoutes[name]?.[name]);

const files = {
  [`src/contract/${name}.ts`]: T.contract(name, Name),
  [`server/modules/${name}/index.ts`]: T.serverIndex(name),
  [`server/modules/${name}/migrations.ts`]: T.serverMigrations(name),
  [`server/modules/${name}/schema.ts`]: T.serverSchema(name),
  [`server/modules/${name}/routes.ts`]: T.serverRoutes(name),
  [`src/features/${name}/routes.ts`]: T.featureRoutes(name, Name),
  [`src/features/${name}/index.ts`]: T.featureIndex(name),
  [`src/features/${name}/${Name}Page.tsx`]: T.featurePage(name, Name),
  [`src/features/${name}/${name}.module.css`]: T.featureCss(),
  [`tests/server/${name}.test.ts`]: T.serverTest(name),
  [`tests/e2e/${name}.spec.ts`]: T.e2eTest(name),
  ...Object.fromEntries(T.LANGS.map((lang) => [`locales/${lang}/${name}.json`, T.strings(name, Name, !plannedTitle)])),
};

const taken = Object.keys(files).filter((f) => fs.existsSync(path.join(root, f)));
if (taken.length) {
  console.error(`area ${name} exists already (${taken.join(', ')})`);
  process.exit(2);
}

/** Adds one line to a list of one-line registrations, keeping it sorted. */
function register(file, line) {
  const full = path.join(root, file);
  const lines = fs.readFileSync(full, 'utf8').trimEnd().split('\n');
  const head = lines.filter((l) => !l.startsWith('export '));
  const entries = [...lines.filter((l) => l.startsWith('export ')), line].sort();
  fs.writeFileSync(full, `${[...head, ...entries].join('\n')}\n`);
}

for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
register('src/contract/areas.ts', `export * as ${name} from './${name}';`);
register('server/modules/index.ts', `export { default as ${name} } from './${name}';`);

console.log(
  `Area ${name} created:\n${Object.keys(files)
    .filter((f) => !f.startsWith('locales/'))
    .map((f) => `  ${f}`)
    .join('\n')}\n  locales/*/${name}.json (12 languages)\nand registered in src/contract/areas.ts and server/modules/index.ts.`,
);
console.log(`\nNext: shape its calls (src/contract/${name}.ts), tables and page; translate locales/*/${name}.json
(the locale test fails until every language is really translated); then npm test.`);
