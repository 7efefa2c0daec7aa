// Where Debian's Chromium is, the flags it runs with on this kind of machine, and how `npm test`
// installs it (and PostgreSQL, for the server tests on it) on a machine without one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const INSTALL_HINT = 'sudo apt-get update && sudo apt-get install -y chromium';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}

/**
 * How Chromium can be installed here: as root with apt-get, or through sudo when it asks no password;
 * null when neither (a person must run INSTALL_HINT).
 */
export function installPlan({ isRoot, hasAptGet, sudoWithoutPassword }, pkg = 'chromium') {
  const pkgs = [pkg].flat();
  if (!hasAptGet) return null;
  const apt = (...args) => ['apt-get', ...args];
  const prefix = isRoot ? [] : sudoWithoutPassword ? ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive'] : null;
  if (!prefix) return null;
  return [
    [...prefix, ...apt('update', '-qq')],
    [...prefix, ...apt('install', '-y', '-qq', ...pkgs)],
  ];
}

const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const runInherit = (command, args) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;

/** What ensureChromium asks of the machine (a test hands it another). */
const thisMachine = {
  find: findChromium,
  isRoot: () => process.getuid?.() === 0,
  hasAptGet: () => succeeds('sh', ['-c', 'command -v apt-get']),
  sudoWithoutPassword: () => succeeds('sudo', ['-n', 'true']),
  run: runInherit,
  log: console.log,
};

/**
 * Chromium's path: the one found, else Debian's installed where this machine allows it (root, or sudo
 * without a password). Null when it is not there and cannot be installed from here.
 */
export function ensureChromium(machine = thisMachine) {
  return ensureDebianPackages([{ pkg: 'chromium', find: machine.find }], machine) ? machine.find() : null;
}

/**
 * Of the packages `needs` lists ({ pkg, find }), those this machine lacks, and the commands that install
 * them all in one apt-get run here (null when they cannot be installed from here; none when none lacks).
 */
export function missingPackages(needs, machine = thisMachine) {
  const missing = needs.filter((need) => !need.find());
  if (!missing.length) return { missing, plan: [] };
  const plan = installPlan(
    {
      isRoot: machine.isRoot(),
      hasAptGet: machine.hasAptGet(),
      sudoWithoutPassword: !machine.isRoot() && machine.sudoWithoutPassword(),
    },
    missing.map((need) => need.pkg),
  );
  return { missing, plan };
}

/** Installs what `needs` lacks here in one apt-get run; whether everything it lists is found then. */
export function ensureDebianPackages(needs, machine = thisMachine) {
  const { missing, plan } = missingPackages(needs, machine);
  if (!missing.length) return true;
  if (!plan) return false;
  machine.log(`${missing.map((need) => need.pkg).join(' and ')} not found: installing Debian's packages…`);
  for (const [command, ...args] of plan) if (!machine.run(command, args)) return false;
  return needs.every((need) => need.find());
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
