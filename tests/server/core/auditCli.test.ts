import { expect, it } from 'vitest';
import { get, startServer } from '../helpers';
import { adminCli, freshEmail, registerEmail } from '../support';

it('prints every invariant held, then names the broken one with exit code 1', async () => {
  const t = await startServer({ adminToken: 'audit-token' });
  try {
    const me = await registerEmail(t.api, freshEmail('audit'));
    const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'audit-token', DATA_DIR: t.dataDir };
    const admin = (...args: string[]) => adminCli(env)(...args).catch((e: { code: number; stdout: string }) => e);

    const sound = (await admin('audit')) as { stdout: string; code?: number };
    expect(sound.code ?? 0).toBe(0);
    expect(sound.stdout).toMatch(/^held +core: every journal entry balances per currency$/m);
    expect(sound.stdout).toMatch(/^all \d+ held$/m);
    expect(sound.stdout).not.toContain('BROKEN');

    // Anyone else is refused the report.
    expect((await get(t.api, 'admin/audit', {}, me.token)).body.type).not.toBe('ok');

    // Money out of nowhere: a balance that no journal entry explains (the new account has none yet).
    const db = t.server.db.$sql;
    await db.run("INSERT INTO balances (user_id, currency_id, wallet, available, frozen) VALUES (?, 1, 'legal', '1000000', '0')", me.uid);
    const broken = (await admin('audit')) as { stdout: string; code: number };
    expect(broken.code, broken.stdout).toBe(1);
    expect(broken.stdout).toMatch(/^BROKEN +core: every balance equals its ledger rows$/m);
    expect(broken.stdout).toContain(`${me.uid}/legal/1:available is 1000000`);
    expect(broken.stdout).toMatch(/^\d+ of \d+ broken$/m);
    // Taken away again, so the file's closing audit holds.
    await db.run('DELETE FROM balances WHERE user_id = ?', me.uid);
  } finally {
    await t.stop();
  }
});
