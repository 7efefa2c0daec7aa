// What the benchmarks share: the repo root, a reusable build (the app and the bare chart page), free ports, waiting for a server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
export const distDir = path.join(root, '.tmp', 'dist-bench');
/** The bare chart page (scripts/bench/bare/), built into the bench build's bare/ folder: /bare/index.html. */
export const BARE_PAGE = 'bare/index.html';
/** The build's settings: the symbol page asks for 10,000 candles (scripts/bench/browser.mjs paints them). */
export const BUILD_ENV = { VITE_CHART_CANDLES: '10000' };

/** Newest modification time under a directory. */
function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds the app into .tmp/dist-bench unless that build is newer than the sources and has BUILD_ENV. */
export function ensureBuild() {
  const index = path.join(distDir, 'index.html');
  const stamp = path.join(distDir, '.build-env.json');
  const wanted = JSON.stringify(BUILD_ENV);
  const sources = Math.max(
    newest(path.join(root, 'src')),
    newest(path.join(root, 'locales')),
    newest(path.join(root, 'scripts', 'bench', 'bare')),
    ...['index.html', 'vite.config.ts'].map((f) => fs.statSync(path.join(root, f)).mtimeMs),
  );
  const fresh = fs.existsSync(index) && fs.statSync(index).mtimeMs > sources;
  if (fresh && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted) return;
  const build = spawnSync(bin('vite'), ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, ...BUILD_ENV },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the build failed');
  const bare = spawnSync(
    bin('vite'),
    [
      'build',
      '--config',
      path.join(root, 'scripts', 'bench', 'bare', 'vite.config.ts'),
      '--outDir',
      path.join(distDir, 'bare'),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, env: { ...process.env, ...BUILD_ENV }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (bare.status !== 0) throw new Error('the bare chart page did not build');
  fs.writeFileSync(stamp, wanted);
}

let nextPort = Number(process.env.BENCH_PORTS) || 0;

/** A free port: the next one from BENCH_PORTS (e.g. 8700) when set, else one the system picks. */
export function freePort() {
  if (nextPort) return Promise.resolve(nextPort++);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Waits up to 3 minutes for a server to answer (a busy machine starts it slowly). */
export async function waitFor(url) {
  for (let i = 0; i < 900; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer at ${url}`);
}
