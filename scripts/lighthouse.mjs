#!/usr/bin/env node
// npm run lighthouse: builds the app, starts the reference server on a temporary database and a free
// port, and runs Lighthouse (mobile) on the home page in Debian's Chromium. Prints `name: value` lines.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const chromium = findChromium();
if (!chromium) {
  console.error(`Chromium was not found: ${INSTALL_HINT}`);
  process.exit(1);
}

const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const port = 8200 + Math.floor(Math.random() * 500);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-lh-'));
const server = spawn(bin('tsx'), ['server/index.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: '0', DEV_CHAIN: '0' },
  stdio: 'ignore',
});
const url = `http://127.0.0.1:${port}/`;
try {
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${url}api/getSiteConfig`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const runs = Number(process.env.RUNS || 3);
  const scores = [];
  for (let i = 0; i < runs; i += 1) {
    const out = path.join(dataDir, `report-${i}.json`);
    const result = spawnSync(
      bin('lighthouse'),
      [
        url,
        '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromium }, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('lighthouse failed');
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    scores.push(report);
  }
  // The median run by performance score.
  scores.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const median = scores[Math.floor(scores.length / 2)];
  for (const [name, category] of Object.entries(median.categories))
    console.log(`lighthouse_${name.replace(/-/g, '_')}: ${Math.round(category.score * 100)}`);
  for (const audit of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    console.log(`${audit.replace(/-/g, '_')}: ${median.audits[audit].displayValue}`);
  }
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
