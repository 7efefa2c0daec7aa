// The locale files as static assets: locales/<lang>/<namespace>.json is served as
// assets/locales/<lang>-<namespace>-<version>.json, where <version> is a hash of all of them (so the
// files can be cached for good). The app learns the version and the namespaces from one small
// constant (__KESTREL_LOCALES__) instead of a loader per file, so the first screen does not grow with
// every area and language. Files whose name starts with _ (the glossaries, locales/<lang>/_glossary.json)
// are the translators' and the tests', never shipped.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const PREFIX = 'assets/locales/';

interface LocaleFile {
  lang: string;
  ns: string;
  file: string;
}

function localeFiles(): LocaleFile[] {
  return fs
    .readdirSync(DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) =>
      fs
        .readdirSync(path.join(DIR, e.name))
        .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
        .map((f) => ({ lang: e.name, ns: f.replace(/\.json$/, ''), file: path.join(DIR, e.name, f) })),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** What the app needs to know: where the files are, their version and the namespaces. */
export function localesInfo() {
  const files = localeFiles();
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.file).update(fs.readFileSync(f.file));
  const namespaces = [...new Set(files.filter((f) => f.lang === 'en').map((f) => f.ns))];
  return { prefix: PREFIX, version: hash.digest('hex').slice(0, 10), namespaces };
}

export function localesPlugin(): Plugin {
  const info = localesInfo();
  return {
    name: 'kestrel-locales',
    config: () => ({ define: { __KESTREL_LOCALES__: JSON.stringify(info) } }),
    generateBundle() {
      for (const f of localeFiles()) {
        // Minified: the files are fetched on phones.
        const source = JSON.stringify(JSON.parse(fs.readFileSync(f.file, 'utf8')));
        this.emitFile({ type: 'asset', fileName: `${PREFIX}${f.lang}-${f.ns}-${info.version}.json`, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /\/assets\/locales\/(\w+)-(\w+)-\w+\.json$/.exec(req.url ?? '');
        const file = m ? path.join(DIR, m[1], `${m[2]}.json`) : '';
        if (!m || !fs.existsSync(file)) return next();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(fs.readFileSync(file));
      });
    },
  };
}
