// The SQLite file under DATA_DIR across restarts (migrations and seeds run once), and the admin command line.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCalls } from '../../src/contract/admin';
import { allMigrations } from '../../server/app';
import type { Db } from '../../server/core/db';
import { users } from '../../server/core/schema';
import { get, post, startServer } from './helpers';
import { adminCli, freshEmail, mailCode, PASSWORD, registerEmail } from './support';

const run = promisify(execFile);
/** Migrations recorded as applied, with when: a migration that ran again would be recorded again or fail. */
const appliedMigrations = async (db: Db) =>
  await db.$sql.all<{ id: string; applied_at: number }>('SELECT id, applied_at FROM schema_migrations ORDER BY id');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-persist-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the SQLite file under DATA_DIR', () => {
  it('keeps accounts, sessions and uploads across a restart, and migrates only once', async () => {
    const first = await startServer({ dataDir });
    const email = freshEmail('persist');
    const { token, uid } = await registerEmail(first.api, email);
    const applied = await appliedMigrations(first.server.db);
    expect(applied.map((m) => m.id).sort()).toEqual(
      allMigrations()
        .map((m) => m.id)
        .sort(),
    );
    await first.stop();

    const second = await startServer({ dataDir });
    expect(await appliedMigrations(second.server.db)).toEqual(applied);
    const info = await get(second.api, 'user/info', {}, token);
    expect(info.body).toMatchObject({ type: 'ok', message: { uid } });
    const login = await post(second.api, 'user/login', { user_string: email, password: PASSWORD });
    expect(login.body.type).toBe('ok');
    // The seed runs once: one demo account, not two.
    expect(await second.server.db.$count(users, eq(users.email, 'demo@kestrel.test'))).toBe(1);
    await second.stop();
  });
});

describe('npm run admin', () => {
  it('talks to a running server with the admin token', async () => {
    const t = await startServer({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-admin-')), adminToken: 'cli-token' });
    try {
      const email = freshEmail('cli');
      const { uid, token } = await registerEmail(t.api, email);
      const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'cli-token', DATA_DIR: t.dataDir };
      const tsx = path.resolve('node_modules/.bin/tsx');
      const admin = (...args: string[]) => adminCli(env)(...args);

      // Commands that change nothing run side by side (each is a process of its own).
      const sent = await mailCode(t.api, freshEmail('cli-code'));
      const [help, unknown, user, outbox] = await Promise.all([
        admin('help'),
        admin('frobnicate').catch((e: { code: number; stdout: string }) => e),
        admin('user', String(uid)),
        admin('outbox'),
      ]);
      // The help names every command, one per call of the admin contract.
      for (const name of [...Object.keys(adminCalls), 'help']) expect(help.stdout).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
      expect(unknown).toMatchObject({ code: 2, stdout: help.stdout });
      expect(JSON.parse(user.stdout)).toMatchObject({ id: uid, email, kyc_status: 0 });
      expect(JSON.parse(outbox.stdout)[0]).toMatchObject({ code: sent, scene: 'register' });

      // The operator's verification is a review: both contacts bound, a reason, recorded with who decided.
      await t.server.db.update(users).set({ mobile: '13900000001', area_code: '86' }).where(eq(users.id, uid)).run();
      const level2First = await admin('kyc', String(uid), '2', 'Documents', 'checked').catch((e: { code: number; stderr: string }) => e);
      expect(level2First).toMatchObject({ code: 1 });
      const level1 = JSON.parse((await admin('kyc', String(uid), '1', 'Documents', 'checked')).stdout);
      expect(level1).toMatchObject({ user_id: uid, level: 1, status: 'approved', reason: 'Documents checked', decided_by: 'admin' });
      expect(await t.server.db.select().from(users).where(eq(users.id, uid)).get()).toMatchObject({ kyc_status: 2, kyc_level: 1 });
      const card = await post(t.api, 'user/cash_info', {}, token);
      expect(card.body).toMatchObject({ type: 'ok', message: null });

      await admin('revoke', String(uid));
      expect((await get(t.api, 'user/info', {}, token)).body.type).toBe(999);

      // Operator settings: a rate is checked before it is stored, then the pages read it.
      expect(JSON.parse((await admin('setting', 'transfer_fee', '0.003')).stdout)).toEqual({ key: 'transfer_fee', value: '0.003' });
      const badFee = await admin('setting', 'transfer_fee', '-1').catch((e: { code: number; stderr: string }) => e);
      expect(badFee).toMatchObject({ code: 1 });
      expect(JSON.parse((await admin('settings')).stdout)).toEqual(expect.arrayContaining([{ key: 'transfer_fee', value: '0.003' }]));
      const someone = await registerEmail(t.api, freshEmail('cli-fee'));
      const quote = await post(t.api, 'user/getTransferFee', { from_currency_id: '1', to_currency_id: '2' }, someone.token);
      expect(quote.body).toMatchObject({ type: 'ok', message: { fee_rate: '0.003' } });

      // A test server's clock moves forward on command.
      const before = t.server.clock.ms();
      const moved = JSON.parse((await admin('clock', '1000')).stdout) as { now_ms: number; ran: number };
      expect(moved.now_ms).toBeGreaterThanOrEqual(before + 1000);
      expect(moved.ran).toEqual(expect.any(Number));

      // One command as `npm run admin` runs it, a process of its own: its exit code and what it prints.
      const refused = await run(tsx, ['server/admin.ts', 'users'], { env: { ...env, ADMIN_TOKEN: 'wrong' } }).catch(
        (e: { code: number; stderr: string }) => e,
      );
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toContain('Refused');
    } finally {
      await t.stop();
    }
  }, 120_000);
});
