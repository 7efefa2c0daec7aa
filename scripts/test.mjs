#!/usr/bin/env node
// npm test: types, lint, unit and server tests, the build with its size budget, and the browser
// end-to-end tests in Debian's Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

const reports = path.join(root, '.tmp', 'reports');
fs.mkdirSync(reports, { recursive: true });
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');
for (const file of [vitestJson, playwrightJson]) fs.rmSync(file, { force: true });

const steps = [
  ['types', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('biome'), ['check', '.']],
  ['unit and server tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]],
  ['build', bin('vite'), ['build', '--logLevel', 'warn']],
  ['size budget', process.execPath, ['scripts/size.mjs', '--check']],
  ['browser tests', bin('playwright'), ['test']],
];

/** Passed and failed test counts from the runners' JSON reports (missing reports count nothing). */
function counts() {
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(vitestJson)) {
    const v = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
  }
  if (fs.existsSync(playwrightJson)) {
    const p = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
  }
  return { passed, failed };
}

const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    const { passed, failed } = counts();
    console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
const { passed, failed } = counts();
console.log(`\n${passed} passed, ${failed} failed`);
