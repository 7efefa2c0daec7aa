import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { T } from '../../strings';
import { startServer } from '../helpers';
import { bindPhone, kycUser, person, post, state } from './support';
import { adminCli } from '../support';

describe('npm run admin: identity review', () => {
  it('lists, shows, rejects with a reason and approves; an approval without a phone is refused', async () => {
    const t = await startServer({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-kyc-cli-')), adminToken: 'kyc-cli-token' });
    try {
      const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'kyc-cli-token', DATA_DIR: t.dataDir, KESTREL_OPERATOR: 'ops-cli' };
      const admin = (...args: string[]) => adminCli(env)(...args);
      const failed = (...args: string[]) => admin(...args).catch((e: { code: number; stdout: string; stderr: string }) => e);

      const me = await kycUser(t, { phone: false });
      const sent = person({ first_name: 'Lena', last_name: 'Fischer', country: 'DE', id_type: '0', card_id: 'L01X00T47' });
      expect((await post(t.api, 'user/real', sent, me.token)).body.type).toBe('ok');

      const [help, queue] = await Promise.all([admin('help'), admin('kyc-queue')]);
      for (const name of ['kyc', 'kyc-queue', 'kyc-show', 'kyc-approve', 'kyc-reject'])
        expect(help.stdout).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
      const listed = JSON.parse(queue.stdout) as Array<{ id: number; user_id: number; level: number; status: string }>;
      const mine = listed.find((s) => s.user_id === me.uid);
      expect(mine).toMatchObject({ level: 1, status: 'pending' });
      const id = String(mine?.id);

      // Commands that change nothing run side by side (each is a process of its own): the view, an approval
      // refused because no phone is bound (with the reason), a rejection without its reason (the usage).
      const [show, refused, noReason] = await Promise.all([admin('kyc-show', id), failed('kyc-approve', id), failed('kyc-reject', id)]);
      expect(JSON.parse(show.stdout)).toMatchObject({
        id: Number(id),
        email: me.email,
        mobile: null,
        details: { first_name: 'Lena', last_name: 'Fischer', country: 'DE', id_type: '0', card_id: 'L01X00T47' },
      });
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toContain(T('identity.errors.noPhone'));
      expect(noReason).toMatchObject({ code: 2 });
      expect((await state(t, me.token)).level1.status).toBe(1);

      const rejected = JSON.parse((await admin('kyc-reject', id, 'Document', 'expired')).stdout);
      expect(rejected).toMatchObject({
        status: 'rejected',
        reason: 'Document expired',
        decided_by: 'ops-cli',
        decided_at: expect.any(Number),
      });
      expect((await state(t, me.token)).level1).toMatchObject({ status: 3, reason: 'Document expired' });

      await bindPhone(t, me.uid);
      expect((await post(t.api, 'user/real', { ...sent, card_id: 'L01X00T48' }, me.token)).body.type).toBe('ok');
      const [rejectedList, pendingList] = await Promise.all([admin('kyc-queue', 'rejected'), admin('kyc-queue')]);
      expect(JSON.parse(rejectedList.stdout)[0]).toMatchObject({ id: Number(id) });
      const again = (JSON.parse(pendingList.stdout) as Array<{ id: number; user_id: number }>).find((s) => s.user_id === me.uid);
      const approved = JSON.parse((await admin('kyc-approve', String(again?.id))).stdout);
      expect(approved).toMatchObject({ status: 'approved', level: 1, mobile: expect.any(String), decided_by: 'ops-cli' });
      expect(await state(t, me.token)).toMatchObject({ level: 1, kyc_status: 2, level1: { status: 2 } });
      // The operator verifies level 2 directly: a review recorded with the reason and who.
      const two = JSON.parse((await admin('kyc', String(me.uid), '2', 'Video', 'call')).stdout);
      expect(two).toMatchObject({ user_id: me.uid, level: 2, status: 'approved', reason: 'Video call', decided_by: 'ops-cli' });
      expect(await state(t, me.token)).toMatchObject({ level: 2, level2: { status: 2 } });
    } finally {
      await t.stop();
    }
    // The commands run in this process (adminCli); the process entry has its own test (persistence.test.ts).
  }, 150_000);
});
