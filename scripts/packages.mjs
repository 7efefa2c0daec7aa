#!/usr/bin/env node
// The Debian packages `npm test` needs: Chromium for the browser tests, PostgreSQL for the server tests on
// it. `node scripts/packages.mjs` installs those missing in one apt-get run (root, or sudo without a
// password); npm test runs it as a step of its own, beside the steps that need neither.
import { pathToFileURL } from 'node:url';
import { ensureDebianPackages, findChromium, INSTALL_HINT } from './chromium.mjs';
import { POSTGRES_HINT, postgresBin } from './postgres.mjs';

export const NEEDED = [
  { pkg: 'chromium', find: findChromium, hint: INSTALL_HINT },
  { pkg: 'postgresql', find: postgresBin, hint: POSTGRES_HINT },
];

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!ensureDebianPackages(NEEDED)) {
    console.error(
      `Could not install ${NEEDED.filter((n) => !n.find())
        .map((n) => n.pkg)
        .join(' and ')}.`,
    );
    process.exit(1);
  }
}
