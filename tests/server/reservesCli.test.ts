// The command lines of the proof of reserves: `npm run admin -- reserves-snapshot` takes one and prints
// its figures; `npm run verify-reserves -- proof.json` accepts a user's proof (also against the server's
// published figures, --api) and refuses it, exit code 1, naming the step, once one digit is changed.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { EXTERNAL_ID, transfer } from '../../server/core/ledger';
import type { ReservesProof } from '../../src/shared/reserves/proof';
import { startServer } from './helpers';
import { freshEmail, okCall, registerEmail } from './support';

const run = promisify(execFile);
type Outcome = { stdout: string; code?: number };
const tsx = (...args: string[]) =>
  run(path.resolve('node_modules/.bin/tsx'), args, { env: { ...process.env, ...envOf } }).catch((e: Outcome) => e) as Promise<Outcome>;
let envOf: Record<string, string> = {};

it('takes a snapshot from the command line, and the verifier accepts a proof and refuses it with one digit changed', async () => {
  const t = await startServer({ adminToken: 'reserves-token' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-proof-'));
  try {
    envOf = { KESTREL_URL: t.url, ADMIN_TOKEN: 'reserves-token', DATA_DIR: t.dataDir };
    const me = await registerEmail(t.api, freshEmail('reserves-cli'));
    const { db } = t.server;
    await db.transaction(async () => await transfer(db, EXTERNAL_ID, me.uid, 1, '31.25', 'deposit', 'test'));

    const taken = await tsx('server/admin.ts', 'reserves-snapshot');
    expect(taken.code ?? 0, taken.stdout).toBe(0);
    expect(taken.stdout).toMatch(/^snapshot \d+: published$/m);
    expect(taken.stdout).toMatch(/^ {2}USDT +liabilities [\d.]+, reserves not on a chain the app reads$/m);

    const proof = await okCall<ReservesProof>(t.api, 'reserves/proof', {}, me.token, 'GET');
    const file = path.join(dir, 'proof.json');
    fs.writeFileSync(file, JSON.stringify(proof, null, 2));
    const ok = await tsx('scripts/verify-reserves.ts', file, '--api', t.api);
    expect(ok.code ?? 0, ok.stdout).toBe(0);
    expect(ok.stdout).toContain(`Included: user ${me.uid}'s balances (31.25 USDT) are in snapshot ${proof.snapshot.id}`);

    // One digit of the user's own balance in the leaf (the snapshot's sums may hold the same figure).
    const balances = proof.leaf.balances.map((b) => (b === '31.25' ? '31.26' : b));
    expect(balances).not.toEqual(proof.leaf.balances);
    fs.writeFileSync(file, JSON.stringify({ ...proof, leaf: { ...proof.leaf, balances } }, null, 2));
    const changed = await tsx('scripts/verify-reserves.ts', file);
    expect(changed.code).toBe(1);
    expect(changed.stdout.trim()).toBe('Not included: the leaf does not match: its hash is not what its user id, salt and balances give');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await t.stop();
  }
  // Three command lines started by tsx: seconds each on a busy machine.
}, 120_000);
