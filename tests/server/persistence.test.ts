import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { get, post, startServer } from './helpers';
import { freshEmail, PASSWORD, registerEmail } from './support';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-persist-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the SQLite file under DATA_DIR', () => {
  it('keeps accounts, sessions and uploads across a restart, and migrates only once', async () => {
    const first = await startServer({ dataDir });
    const email = freshEmail('persist');
    const { token, uid } = await registerEmail(first.api, email);
    const version = first.server.db.$client.pragma('user_version', { simple: true });
    await first.stop();

    const second = await startServer({ dataDir });
    expect(second.server.db.$client.pragma('user_version', { simple: true })).toBe(version);
    const info = await get(second.api, 'user/info', {}, token);
    expect(info.body).toMatchObject({ type: 'ok', message: { uid } });
    const login = await post(second.api, 'user/login', { user_string: email, password: PASSWORD });
    expect(login.body.type).toBe('ok');
    // The seed runs once: one demo account, not two.
    const demo = second.server.db.$client.prepare("SELECT count(*) AS n FROM users WHERE email = 'demo@kestrel.test'").get() as {
      n: number;
    };
    expect(demo.n).toBe(1);
    await second.stop();
  });
});

describe('npm run admin', () => {
  it('talks to a running server with the admin token', async () => {
    const t = await startServer({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-admin-')), adminToken: 'cli-token' });
    try {
      const { uid, token } = await registerEmail(t.api, freshEmail('cli'));
      const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'cli-token', DATA_DIR: t.dataDir };
      const tsx = path.resolve('node_modules/.bin/tsx');
      const kyc = await run(tsx, ['server/admin.ts', 'kyc', String(uid), '2'], { env });
      expect(JSON.parse(kyc.stdout)).toMatchObject({ id: uid, kyc_status: 2 });
      expect(kyc.stdout).not.toContain('password_hash');
      const card = await post(t.api, 'user/cash_info', {}, token);
      expect(card.body).toMatchObject({ type: 'ok', message: null });

      await run(tsx, ['server/admin.ts', 'revoke', String(uid)], { env });
      expect((await get(t.api, 'user/info', {}, token)).body.type).toBe(999);

      const refused = await run(tsx, ['server/admin.ts', 'users'], { env: { ...env, ADMIN_TOKEN: 'wrong' } }).catch(
        (e: { code: number; stderr: string }) => e,
      );
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toContain('Refused');
    } finally {
      await t.stop();
    }
  });
});
