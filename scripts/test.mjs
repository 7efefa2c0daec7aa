#!/usr/bin/env node
// npm test: types, lint, unit and server tests, the build with its size budget, and the browser
// end-to-end tests in Debian's Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, INSTALL_HINT } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const chromium = findChromium();
if (!chromium) {
  console.error(`Chromium was not found (set CHROMIUM_PATH, or install it):\n\n  ${INSTALL_HINT}\n`);
  process.exit(1);
}

const steps = [
  ['types', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('biome'), ['check', '.']],
  ['unit and server tests', bin('vitest'), ['run']],
  ['build', bin('vite'), ['build', '--logLevel', 'warn']],
  ['size budget', process.execPath, ['scripts/size.mjs', '--check']],
  ['browser tests', bin('playwright'), ['test']],
];

const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
