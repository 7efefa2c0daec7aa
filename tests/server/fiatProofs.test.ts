// Deposit proofs are private, like the identity photos: a wire or bank-card screenshot is stored outside
// the public upload folder and read back only by its owner and the operator (anonymous and another
// user's session find nothing); the operator's list gives a signed URL that works without a session
// until it expires and not once altered. Proofs an earlier version left under /uploads/ are moved out
// at start. A production server shows no invented bank details: it takes no fiat deposit until the
// operator has set the account, and says so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/core/i18n';
import { setSetting } from '../../server/core/settings';
import { createSession } from '../../server/core/security';
import { createUser } from '../../server/core/users';
import { privateProofDir } from '../../server/modules/wallet/proofs';
import { PNG } from '../fixtures';
import { get, post, startServer, type TestServer } from './helpers';
import { freshEmail, raw, registerEmail } from './support';

const ADMIN = { 'x-admin-token': 'test-admin-token' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-proofs-'));
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ dataDir });
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = async (api: string, token: string, pathName: string) => {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  return (await raw(`${api}/${pathName}`, { method: 'POST', body: form, headers: { authorization: token } })).json as {
    type: string;
    message: unknown;
  };
};
const adminGet = async (p: string, query: Record<string, string> = {}) =>
  (await (await fetch(`${t.api}/${p}?${new URLSearchParams(query)}`, { headers: ADMIN })).json()) as { type: unknown; message: unknown };
const wire = (token: string, screenshot: string) =>
  post(t.api, 'wallet/Wiretransfer', { amount: '100', screenshot, tx_suffix: 'ABC123', remitter: 'Ana Souza' }, token);
const pngData = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;

describe('a deposit proof', () => {
  it('is read by its owner and the operator only; the operator gets a signed URL that expires', async () => {
    const owner = await registerEmail(t.api, freshEmail('proof'));
    const other = await registerEmail(t.api, freshEmail('proof'));
    const uploaded = await upload(t.api, owner.token, 'wallet/proof/upload');
    expect(uploaded).toMatchObject({ type: 'ok', message: { id: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    const id = (uploaded.message as { id: string }).id;
    // Nothing of it in the public folder; the private one is closed to others on this machine.
    expect(fs.readdirSync(path.join(dataDir, 'uploads')).some((f) => f.includes(id))).toBe(false);
    expect(fs.statSync(privateProofDir(dataDir)).mode & 0o077).toBe(0);
    expect((await wire(owner.token, id)).body).toMatchObject({ type: 'ok', message: { screenshot: id } });

    // The owner and the operator read it.
    expect((await get(t.api, 'wallet/proof', { id }, owner.token)).body).toMatchObject({ type: 'ok', message: { id, data: pngData } });
    expect(await adminGet('admin/deposit/proof', { id })).toMatchObject({ type: 'ok', message: { data: pngData } });
    // Anonymous, and another user's session, do not.
    const anonymous = await get(t.api, 'wallet/proof', { id });
    expect(anonymous.body).toMatchObject({ type: 999 });
    const stranger = await get(t.api, 'wallet/proof', { id }, other.token);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain('base64');
    expect((await fetch(`${t.url}/uploads/${id}.png`)).status).toBe(404);

    // The operator's list: a signed URL, good without a session until it expires, useless once altered.
    const [listed] = (await adminGet('admin/deposits', { status: 'pending' })).message as Array<{
      screenshot_url: string;
      user_id: number;
    }>;
    expect(listed.user_id).toBe(owner.uid);
    const url = `${t.url}${listed.screenshot_url}`;
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
    const signed = new URL(url);
    const altered = new URL(url);
    altered.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 3600));
    expect((await fetch(altered)).status).toBe(404);
    const forged = new URL(url);
    forged.searchParams.set('id', 'a'.repeat(32));
    expect((await fetch(forged)).status).toBe(404);
    await fetch(`${t.api}/admin/clock`, {
      method: 'POST',
      headers: { ...ADMIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: `advance_ms=${16 * 60_000}`,
    });
    expect((await fetch(url)).status).toBe(404);
  });

  it('one left under /uploads/ by an earlier version is moved out at start, and stays readable by its owner', async () => {
    const owner = await registerEmail(t.api, freshEmail('legacy'));
    const publicPath = (await upload(t.api, owner.token, 'upload')).message as string;
    expect((await fetch(`${t.url}${publicPath}`)).status).toBe(200);
    // As an earlier version recorded it.
    await t.server.db.$sql.run(
      "INSERT INTO fiat_deposits (user_id, method, amount, usd_rate, credit, screenshot, tx_suffix, remitter, status, created_at) VALUES (?, 'wire', '50', '1', '50', ?, 'ABC123', 'Ana Souza', 'pending', 0)",
      owner.uid,
      publicPath,
    );
    await t.stop();
    t = await startServer({ dataDir });
    expect((await fetch(`${t.url}${publicPath}`)).status).toBe(404);
    const [record] = (
      (await get(t.api, 'recharge/log', { type: '1' }, owner.token)).body.message as { list: Array<{ screenshot: string }> }
    ).list;
    expect(record.screenshot).toMatch(/^[0-9a-f]{32}$/);
    expect((await get(t.api, 'wallet/proof', { id: record.screenshot }, owner.token)).body).toMatchObject({
      type: 'ok',
      message: { data: pngData },
    });
  });
});

describe('a production server', () => {
  it('shows no invented bank details, takes no fiat deposit until the operator sets the account, and says so', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-prod-'));
    // Details an earlier version seeded into this database even in production: they go.
    const first = await startServer({ dataDir: dir, mode: 'production' });
    await setSetting(first.server.db, 'wire_bank_name', 'Kestrel Demo Bank');
    await first.stop();
    const prod = await startServer({ dataDir: dir, mode: 'production' });
    try {
      const user = await prod.server.db.transaction(
        async () => await createUser(prod.server.db, { email: freshEmail('prod'), password_hash: null, account_type: 'real' }),
      );
      const token = await createSession(prod.server.db, user.id);
      const info = (await get(prod.api, 'wallet/wire_info', {}, token)).body.message;
      expect(info).toMatchObject({ offered: false, bank_name: '', account_name: '', account_number: '', swift: '', bank_address: '' });
      expect(JSON.stringify(info)).not.toContain('Demo');
      const proof = (await upload(prod.api, token, 'wallet/proof/upload')).message as { id: string };
      const before = await prod.server.db.$sql.get('SELECT count(*) AS n FROM fiat_deposits');
      const refused = await post(
        prod.api,
        'wallet/Wiretransfer',
        { amount: '100', screenshot: proof.id, tx_suffix: 'ABC123', remitter: 'Ana Souza' },
        token,
      );
      expect(refused.body).toMatchObject({ type: 'error', field: 'amount', message: translate('en', 'fiatErrors.notOffered') });
      const card = await post(
        prod.api,
        'wallet/charge_req',
        { type: 'card', amount: '100', screenshot: proof.id, tx_suffix: 'ABC123', remitter: 'Ana Souza' },
        token,
      );
      expect(card.body).toMatchObject({ type: 'error', field: 'amount' });
      expect(await prod.server.db.$sql.get('SELECT count(*) AS n FROM fiat_deposits')).toEqual(before);

      // The operator sets the account: offered.
      for (const [key, value] of [
        ['wire_bank_name', 'First Harbour Bank'],
        ['wire_account_name', 'Kestrel Markets Ltd'],
        ['wire_account_number', 'GB33 BUKB 2020 1555 5555 55'],
      ])
        await fetch(`${prod.api}/admin/setting`, {
          method: 'POST',
          headers: { ...ADMIN, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ key, value }).toString(),
        });
      expect((await get(prod.api, 'wallet/wire_info', {}, token)).body.message).toMatchObject({
        offered: true,
        bank_name: 'First Harbour Bank',
        account_number: 'GB33 BUKB 2020 1555 5555 55',
      });
      expect(
        (
          await post(
            prod.api,
            'wallet/Wiretransfer',
            { amount: '100', screenshot: proof.id, tx_suffix: 'ABC123', remitter: 'Ana Souza' },
            token,
          )
        ).body,
      ).toMatchObject({ type: 'ok' });
    } finally {
      await prod.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
