// The DAPP_DEMO build (VITE_DAPP_DEMO=1) in .tmp/dist-dapp-demo, made only when its sources changed since
// the build there: `npm test` makes it beside the unit tests, and the browser test that drives it
// (tests/e2e/dappDemo.spec.ts) makes it itself when run alone.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DAPP_DEMO_DIR = path.join(ROOT, '.tmp/dist-dapp-demo');
const SOURCES = ['src', 'locales', 'public', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

/** What the build is made of: the same sources give the same build. */
function sourceKey() {
  const hash = createHash('sha256');
  const add = (rel) => {
    const file = path.join(ROOT, rel);
    if (!fs.existsSync(file)) return;
    if (fs.statSync(file).isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) add(path.join(rel, name));
    } else hash.update(rel).update(fs.readFileSync(file));
  };
  for (const rel of SOURCES) add(rel);
  return hash.digest('hex');
}

/** Builds the DAPP_DEMO app unless the one in DAPP_DEMO_DIR was made from these very sources. */
export async function buildDappDemo() {
  const key = sourceKey();
  const keyFile = path.join(DAPP_DEMO_DIR, '.source-key');
  if (fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key) return false;
  fs.rmSync(DAPP_DEMO_DIR, { recursive: true, force: true });
  await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', DAPP_DEMO_DIR], {
    cwd: ROOT,
    env: { ...process.env, VITE_DAPP_DEMO: '1' },
    maxBuffer: 16 * 1024 * 1024,
  });
  fs.writeFileSync(keyFile, key);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildDappDemo();
