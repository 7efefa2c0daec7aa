// The DAPP_DEMO build (VITE_DAPP_DEMO=1) in .tmp/test-dist-dapp-demo, beside npm test's own build, made
// only when its sources changed since the build there: `npm test` makes it after its own build, and the
// browser test that drives it (tests/e2e/dappDemo.spec.ts) waits for that one, or makes it when run alone.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DAPP_DEMO_DIR = path.join(ROOT, '.tmp/test-dist-dapp-demo');
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

const LOCK = `${DAPP_DEMO_DIR}.lock`;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits while another process builds it (npm test builds it while the browser tests have begun). */
async function takeLock() {
  for (;;) {
    try {
      fs.mkdirSync(path.dirname(LOCK), { recursive: true });
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(LOCK, 'utf8'));
      if (!holder || !alive(holder)) fs.rmSync(LOCK, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Builds the DAPP_DEMO app unless the one in DAPP_DEMO_DIR was made from these very sources. */
export async function buildDappDemo() {
  await takeLock();
  try {
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
  } finally {
    fs.rmSync(LOCK, { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildDappDemo();
