// `npm test` on a machine without Chromium installs Debian's where it can (root, or sudo without a
// password), and otherwise stops with the one command to run (scripts/chromium.mjs, scripts/test.mjs).
import { describe, expect, it } from 'vitest';
import { ensureChromium, ensureDebianPackages, INSTALL_HINT, type Machine, missingPackages } from '../../scripts/chromium.mjs';

/** A machine without Chromium that gets it once apt-get has installed the package. */
function machine(over: Partial<Machine> & { installs?: boolean } = {}) {
  const ran: string[] = [];
  let installed = false;
  const m: Machine = {
    find: () => (installed ? '/usr/bin/chromium' : null),
    isRoot: () => false,
    hasAptGet: () => true,
    sudoWithoutPassword: () => false,
    run: (command, args) => {
      ran.push([command, ...args].join(' '));
      if (args.includes('install') && over.installs !== false) installed = true;
      return over.installs !== false || !args.includes('install');
    },
    log: () => undefined,
    ...over,
  };
  return { m, ran };
}

describe('Chromium for the browser tests', () => {
  it('uses the one found and installs nothing', () => {
    const { m, ran } = machine({ find: () => '/usr/lib/chromium/chromium' });
    expect(ensureChromium(m)).toBe('/usr/lib/chromium/chromium');
    expect(ran).toEqual([]);
  });

  it('as root: apt-get update, then apt-get install chromium', () => {
    const { m, ran } = machine({ isRoot: () => true });
    expect(ensureChromium(m)).toBe('/usr/bin/chromium');
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('with sudo that asks no password: the same through sudo, never waiting for a password', () => {
    const { m, ran } = machine({ sudoWithoutPassword: () => true });
    expect(ensureChromium(m)).toBe('/usr/bin/chromium');
    expect(ran).toEqual([
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
  });

  it('without root or such sudo, or without apt-get, or when the install fails: nothing found (the hint is printed)', () => {
    expect(ensureChromium(machine().m)).toBeNull();
    expect(ensureChromium(machine({ isRoot: () => true, hasAptGet: () => false }).m)).toBeNull();
    expect(ensureChromium(machine({ isRoot: () => true, installs: false }).m)).toBeNull();
    expect(INSTALL_HINT).toBe('sudo apt-get update && sudo apt-get install -y chromium');
  });
});

describe('Chromium and PostgreSQL at once, beside the first steps', () => {
  const need = (pkg: string, installed: () => boolean) => ({ pkg, find: () => (installed() ? `/usr/bin/${pkg}` : null) });

  it('whatever is missing is installed in one apt-get run: one update, one install of both', () => {
    const { m, ran } = machine({ isRoot: () => true });
    let done = false;
    const run = m.run;
    m.run = (command, args) => {
      if (args.includes('install')) done = true;
      return run(command, args);
    };
    const needs = [need('chromium', () => done), need('postgresql', () => done)];
    expect(missingPackages(needs, m).missing.map((n) => n.pkg)).toEqual(['chromium', 'postgresql']);
    expect(ensureDebianPackages(needs, m)).toBe(true);
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium postgresql']);
  });

  it('only what is missing; nothing to run when nothing is; no plan where nothing can be installed', () => {
    const { m, ran } = machine({ isRoot: () => true });
    const needs = [need('chromium', () => true), need('postgresql', () => false)];
    expect(missingPackages(needs, m).plan).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', 'postgresql'],
    ]);
    expect(missingPackages([need('chromium', () => true)], m)).toEqual({ missing: [], plan: [] });
    expect(missingPackages(needs, machine().m).plan).toBeNull();
    expect(ensureDebianPackages(needs, machine().m)).toBe(false);
    expect(ran).toEqual([]);
  });
});
