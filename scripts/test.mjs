#!/usr/bin/env node
// npm test: types, lint, unit and server tests (the server tests on SQLite, then on PostgreSQL), the build with its size budget (and the DAPP_DEMO
// build the browser tests drive), and the browser end-to-end tests in Debian's Chromium. Each step
// starts as soon as the steps it waits for are done, side by side with the others: the unit and server
// tests from the start, the browser tests as soon as the build is there (in lanes, each with a server
// of its own: tests/e2e/lanes.ts), the demo build, types and lint after the build. One step prints as
// it goes, the others when they end (the next one running then goes on live).
// Stops at the first failing step. `npm test -- <step>` runs the steps whose names start so (with the
// steps they need: the browser tests need the build).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPackages } from './chromium.mjs';
import { NEEDED } from './packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// Debian's Chromium (the browser tests) and PostgreSQL (the server tests on it): when they are missing and
// this machine allows it (root, or sudo without a password), a step installs them in one apt-get run
// beside the first steps, which need neither; otherwise the command to run, before anything starts.
const { missing, plan: installs } = missingPackages(NEEDED);
if (!installs) {
  const hints = missing.map((n) => `  ${n.hint}`).join('\n');
  console.error(
    `${missing.map((n) => n.pkg).join(' and ')} not found, and cannot be installed from here. Install with\n\n${hints}\n\nand run npm test again (or set CHROMIUM_PATH to a Chromium or Chrome).`,
  );
  process.exit(1);
}
const PACKAGES = missing.length ? ['system packages'] : [];
// The tests' own build, beside the DAPP_DEMO one: never dist/, which `npm start` serves (a test run
// leaves an open app alone, and a build `npm start` makes meanwhile cannot break the tests).
const testDist = path.join(root, '.tmp', 'test-dist');

const reports = path.join(root, '.tmp', 'reports');
fs.mkdirSync(reports, { recursive: true });
const vitestJson = path.join(reports, 'vitest.json');
const vitestPgJson = path.join(reports, 'vitest-postgres.json');
const playwrightJson = path.join(reports, 'playwright.json');
for (const file of [vitestJson, vitestPgJson, playwrightJson]) fs.rmSync(file, { force: true });

// Browser lanes: most of a browser test's time is spent waiting (on the page, the server, the network),
// so more lanes than cores keep the machine busy. E2E_LANES overrides.
const lanes = Number(process.env.E2E_LANES || Math.max(3, Math.min(4, os.availableParallelism() + 2)));

/**
 * A step: its command, the steps it waits for (`after`), and those it cannot run without (`needs`,
 * added when it is chosen alone).
 */
const step = (name, command, args, { env = {}, after = [], needs = [], nice = 0 } = {}) => ({
  name,
  command,
  args,
  env,
  after,
  needs,
  nice,
});
const steps = [
  ...PACKAGES.map((name) => step(name, process.execPath, ['scripts/packages.mjs'])),
  step('unit and server tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]),
  // The whole server suite again on a PostgreSQL server of its own (scripts/postgres.mjs), after SQLite's run.
  // Beside it and the browser tests (tried), the machine was so loaded that a 30 s property test timed out
  // and the run took longer: the steps together need about 2,400 CPU-seconds here (Chromium 1,260, the
  // vitest runs 500, the lanes' servers 230, Playwright 180, types 100), 20 minutes of both cores.
  step(
    'server tests on PostgreSQL',
    process.execPath,
    [
      'scripts/postgres.mjs',
      'run',
      '--',
      bin('vitest'),
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestPgJson}`,
    ],
    { after: ['unit and server tests', ...PACKAGES], needs: PACKAGES },
  ),
  step('build', bin('vite'), ['build', '--logLevel', 'warn', '--outDir', testDist, '--emptyOutDir']),
  step('browser tests', bin('playwright'), ['test'], {
    env: { E2E_LANES: String(lanes), E2E_DIST_DIR: testDist },
    after: ['build', ...PACKAGES],
    needs: ['build', ...PACKAGES],
  }),
  step('size budget', process.execPath, ['scripts/size.mjs', '--check', `--dist=${testDist}`], { after: ['build'], needs: ['build'] }),
  // The browser test of the DAPP_DEMO build waits for it (or makes it when run alone).
  step('demo build', process.execPath, ['scripts/dapp-demo-build.mjs'], { after: ['build'] }),
  // The checks that only have to end before the rest does run below everything else: at normal
  // priority the types alone (242 s beside the tests) held the server tests back for minutes.
  step('types', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], { after: ['demo build'], nice: 15 }),
  step('lint', bin('biome'), ['check', '.'], { after: ['types'], nice: 15 }),
];

/** Passed and failed test counts from the runners' JSON reports (missing reports count nothing). */
function counts() {
  let passed = 0;
  let failed = 0;
  for (const file of [vitestJson, vitestPgJson]) {
    if (!fs.existsSync(file)) continue;
    const v = JSON.parse(fs.readFileSync(file, 'utf8'));
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
const chosen = new Set(steps.filter((s) => !only.length || only.some((o) => s.name.startsWith(o))).map((s) => s.name));
for (const s of steps) if (chosen.has(s.name)) for (const n of s.needs) chosen.add(n);
const plan = steps.filter((s) => chosen.has(s.name));

/** The running steps, each with its output so far; one of them (`live`) prints as it goes. */
const running = new Map();
let live = null;

function goLive(name) {
  live = name;
  const entry = running.get(name);
  console.log(`\n▶ ${name} (${entry.started.toLocaleTimeString()})`);
  process.stdout.write(Buffer.concat(entry.out));
  entry.out = [];
}

/** Stops every running step with everything it started (each runs in a process group of its own). */
function stopAll(signal = 'SIGTERM') {
  for (const { child } of running.values()) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAndWait(signal);
    process.exit(130);
  });
}

const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

/**
 * Stops the other steps and waits (at most 30 s) until they have ended, so that each can stop what it
 * started (the PostgreSQL server, the lanes' servers) while its output still has somewhere to go.
 */
async function stopAndWait(signal = 'SIGTERM') {
  const ending = [...running.values()].map(
    ({ child }) =>
      new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('close', resolve))),
  );
  stopAll(signal);
  await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 30_000))]);
}

/** The first failing step stops the run; the steps stopped then end without a word of their own. */
let failing = false;
async function fail(name, took, status) {
  if (failing) return;
  failing = true;
  console.error(`\n✗ ${name} failed after ${took} s`);
  running.delete(name);
  await stopAndWait();
  const { passed, failed } = counts();
  console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
  process.exit(status || 1);
}

function run({ name, command, args, env, nice }) {
  return new Promise((resolve) => {
    const started = new Date();
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
    });
    if (nice) os.setPriority(child.pid, nice); // inherited by everything the step starts
    const entry = { child, out: [], started };
    running.set(name, entry);
    if (!live) goLive(name);
    const write = (chunk) => (live === name ? process.stdout.write(chunk) : entry.out.push(chunk));
    child.stdout.on('data', write);
    child.stderr.on('data', write);
    child.on('close', (status) => {
      if (failing) return; // stopped by another step's failure: that one speaks
      const took = seconds(started.getTime());
      if (live !== name) {
        console.log(`\n▶ ${name} (${started.toLocaleTimeString()})`);
        process.stdout.write(Buffer.concat(entry.out));
      }
      if (status !== 0) {
        void fail(name, took, status);
        return;
      }
      running.delete(name);
      console.log(`✓ ${name} (${took} s)`);
      if (live === name) {
        live = null;
        const next = running.keys().next();
        if (!next.done) goLive(next.value);
      }
      resolve();
    });
  });
}

const begun = Date.now();
/** Each step starts when the chosen steps it waits for have ended. */
const deferred = () => {
  let resolve;
  const promise = new Promise((r) => {
    resolve = r;
  });
  return { promise, resolve };
};
const ended = new Map(plan.map((s) => [s.name, deferred()]));
await Promise.all(
  plan.map(async (s) => {
    await Promise.all(s.after.filter((a) => ended.has(a)).map((a) => ended.get(a).promise));
    await run(s);
    ended.get(s.name).resolve();
  }),
);
const { passed, failed } = counts();
console.log(`\n${passed} passed, ${failed} failed in ${((Date.now() - begun) / 60000).toFixed(1)} min`);
