#!/usr/bin/env node
// npm test: types, lint, unit and server tests, the build with its size budget (and the DAPP_DEMO
// build the browser tests drive), then the browser end-to-end tests in Debian's Chromium. Each phase
// runs two lanes side by side: first the unit and server tests (two workers that mostly wait on their
// servers) beside the checks and builds; then the browser tests beside the browser language tests.
// The first lane prints as it goes, the other when each of its steps ends.
// Stops at the first failing step. `npm test -- <step>` runs the steps whose names start so.
import { spawn } from 'node:child_process';
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
const languagesJson = path.join(reports, 'playwright-languages.json');
for (const file of [vitestJson, playwrightJson, languagesJson]) fs.rmSync(file, { force: true });

const step = (name, command, args, env = {}) => ({ name, command, args, env });
// The browser tests in two lanes, each with its own reference server (own port, database, chain and
// clock, so one lane's clock moves never reach the other): the tests that walk every page in all twelve
// languages, and all the others.
const LANGUAGE_TESTS = 'every language|12 languages|speak the language';
const port = Number(process.env.E2E_PORT || 8187);
/** Lanes of the first phase (run side by side), then the browser tests. */
const phases = [
  [
    [step('unit and server tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`])],
    [
      step('types', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
      step('lint', bin('biome'), ['check', '.']),
      step('build', bin('vite'), ['build', '--logLevel', 'warn']),
      step('size budget', process.execPath, ['scripts/size.mjs', '--check']),
      step('demo build', process.execPath, ['scripts/dapp-demo-build.mjs']),
    ],
  ],
  [
    [step('browser tests', bin('playwright'), ['test', '--grep-invert', LANGUAGE_TESTS], { E2E_PORT: String(port) })],
    [
      step('browser language tests', bin('playwright'), ['test', '--grep', LANGUAGE_TESTS], {
        E2E_PORT: String(port + 1),
        E2E_REPORT: languagesJson,
      }),
    ],
  ],
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
  for (const file of [playwrightJson, languagesJson]) {
    if (!fs.existsSync(file)) continue;
    const p = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
  }
  return { passed, failed };
}

const only = process.argv.slice(2);
const wanted = (s) => !only.length || only.some((o) => s.name.startsWith(o));
const running = new Set();

function fail(name, seconds, status) {
  console.error(`\n✗ ${name} failed after ${seconds} s`);
  for (const child of running) child.kill('SIGTERM');
  const { passed, failed } = counts();
  console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
  process.exit(status || 1);
}

/** Runs one step; alone in its phase it prints as it goes, beside another lane it prints when done. */
function run({ name, command, args, env }, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CHROMIUM_PATH: chromium, ...env },
    });
    running.add(child);
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    if (live) console.log(`\n▶ ${name}`);
    child.on('close', (status) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!live) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(out));
      }
      if (status !== 0) fail(name, seconds, status);
      console.log(`✓ ${name} (${seconds} s)`);
      resolve();
    });
  });
}

const started = Date.now();
for (const lanes of phases) {
  const chosen = lanes.map((lane) => lane.filter(wanted)).filter((lane) => lane.length);
  // The longest lane (the unit and server tests) prints live; the others when each step ends.
  await Promise.all(
    chosen.map(async (lane, i) => {
      for (const s of lane) await run(s, i === 0);
    }),
  );
}
const { passed, failed } = counts();
console.log(`\n${passed} passed, ${failed} failed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
