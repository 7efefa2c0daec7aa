// Fiat rails: a wire transfer or bank-card recharge with its proof waits for an admin, then credits
// the funding account with exactly the credit shown (amount × dollar rate); a rejection carries its
// reason and credits nothing. Sale coin: USDT frozen at the order, leaves when marked paid, returns
// when rejected; figures from the shared formula. Every refusal changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/core/schema';
import { hashPassword } from '../../server/core/security';
import { PNG } from '../fixtures';
import { get, post, startServer, type TestServer } from './helpers';
import { demoLogin, freshEmail, raw, registerEmail } from './support';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(() => t?.stop());

const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
const adminPost = async (p: string, form: Record<string, string>) =>
  (await (await fetch(`${t.api}/${p}`, { method: 'POST', headers: ADMIN, body: new URLSearchParams(form).toString() })).json()) as {
    type: unknown;
    message: Record<string, unknown>;
  };

/** A proof uploaded to the private store: its id. */
async function screenshot(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const res = await raw(`${t.api}/wallet/proof/upload`, { method: 'POST', body: form, headers: { authorization: token } });
  const body = res.json as { type: string; message: { id: string } };
  if (body.type !== 'ok') throw new Error(JSON.stringify(body));
  return body.message.id;
}
/** An image in the public upload folder (an avatar's way): never a proof. */
async function publicUpload(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const res = await raw(`${t.api}/upload`, { method: 'POST', body: form, headers: { authorization: token } });
  return (res.json as { message: string }).message;
}
async function usdt(token: string) {
  const { body } = await post(t.api, 'wallet/detail', { type: 'legal', currency: '1' }, token);
  const [row] = body.message as Array<{ available: string; frozen: string }>;
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}
const count = async (table: string) => ((await t.server.db.$sql.get(`SELECT count(*) AS n FROM ${table}`)) as { n: number }).n;

describe('wire and bank-card deposits', () => {
  it('wait for the admin, then credit exactly; a rejection credits nothing and says why', async () => {
    const me = await registerEmail(t.api, freshEmail('wire'));
    const info = (await get(t.api, 'wallet/wire_info', {}, me.token)).body.message;
    expect(info).toMatchObject({ offered: true, usd_rate: '1', min: '10', bank_name: 'Kestrel Demo Bank', swift: expect.any(String) });
    const shot = await screenshot(me.token);
    const wire = await post(
      t.api,
      'wallet/Wiretransfer',
      { amount: '250.50', screenshot: shot, tx_suffix: 'ab12cd', remitter: 'Ana Souza' },
      me.token,
    );
    expect(wire.body).toMatchObject({
      type: 'ok',
      message: { method: 'wire', amount: '250.5', credit: '250.5', status: 'pending', tx_suffix: 'AB12CD' },
    });
    const card = await post(
      t.api,
      'wallet/charge_req',
      { type: 'card', amount: '40', screenshot: shot, tx_suffix: '123456', remitter: 'Ana Souza' },
      me.token,
    );
    expect(card.body).toMatchObject({ type: 'ok', message: { method: 'card', credit: '40', status: 'pending' } });
    expect(await usdt(me.token)).toEqual({ available: '0', frozen: '0' });
    const log = (await get(t.api, 'recharge/log', { type: '1' }, me.token)).body.message as { list: Array<{ method: string }> };
    expect(log.list.map((r) => r.method)).toEqual(['card', 'wire']);

    const wireId = String((wire.body.message as { id: number }).id);
    expect((await adminPost('admin/deposit/approve', { id: wireId })).message).toMatchObject({ status: 'approved', user_id: me.uid });
    expect(await usdt(me.token)).toEqual({ available: '250.5', frozen: '0' });
    expect((await adminPost('admin/deposit/approve', { id: wireId })).type).toBe('error'); // once
    expect(await usdt(me.token)).toEqual({ available: '250.5', frozen: '0' });

    const cardId = String((card.body.message as { id: number }).id);
    const rejected = await adminPost('admin/deposit/reject', { id: cardId, reason: 'No matching payment received' });
    expect(rejected.message).toMatchObject({ status: 'rejected', reason: 'No matching payment received' });
    expect(await usdt(me.token)).toEqual({ available: '250.5', frozen: '0' });
  });

  it("refuses bad proof, another user's screenshot, below the minimum and demo accounts, writing nothing", async () => {
    const me = await registerEmail(t.api, freshEmail('wire'));
    const other = await registerEmail(t.api, freshEmail('wire'));
    const mine = await screenshot(me.token);
    const theirs = await screenshot(other.token);
    const good = { amount: '100', screenshot: mine, tx_suffix: 'ABC123', remitter: 'Ana Souza' };
    const tries: Array<[Record<string, string>, string]> = [
      [{ ...good, amount: '0' }, 'amount'],
      [{ ...good, amount: '10.123' }, 'amount'],
      [{ ...good, amount: '9.99' }, 'amount'],
      [{ ...good, tx_suffix: 'ABC12' }, 'tx_suffix'],
      [{ ...good, tx_suffix: 'ABC12!' }, 'tx_suffix'],
      [{ ...good, remitter: 'A' }, 'remitter'],
      [{ ...good, screenshot: 'https://evil.example/x.png' }, 'screenshot'],
      [{ ...good, screenshot: theirs }, 'screenshot'],
      [{ ...good, screenshot: `/uploads/${me.uid}-missing.png` }, 'screenshot'],
      // A public upload of one's own is no proof: proofs are private.
      [{ ...good, screenshot: await publicUpload(me.token) }, 'screenshot'],
      [{ ...good, screenshot: 'f'.repeat(32) }, 'screenshot'],
    ];
    const before = await count('fiat_deposits');
    for (const [form, field] of tries) {
      const { status, body } = await post(t.api, 'wallet/Wiretransfer', form, me.token);
      expect(status, JSON.stringify(form)).toBeLessThan(500);
      expect(body, JSON.stringify(form)).toMatchObject({ type: 'error', field });
    }
    const noProof = await post(t.api, 'wallet/charge_req', { type: 'card', amount: '50' }, me.token);
    expect(noProof.body).toMatchObject({ type: 'error' });
    const demo = await demoLogin(t.api);
    expect(await screenshot(demo.token).catch(() => 'refused')).toBe('refused');
    expect((await post(t.api, 'wallet/Wiretransfer', good, demo.token)).body).toMatchObject({ type: 'error' });
    expect(await count('fiat_deposits')).toBe(before);
  });
});

describe('sale coin', () => {
  async function seller() {
    const me = await registerEmail(t.api, freshEmail('sale'));
    const db = t.server.db;
    await db
      .update(users)
      .set({ kyc_status: 2, kyc_level: 2, pay_password_hash: await hashPassword('135790') })
      .where(eq(users.id, me.uid))
      .run();
    const shot = await screenshot(me.token);
    const wire = await post(
      t.api,
      'wallet/Wiretransfer',
      { amount: '500', screenshot: shot, tx_suffix: 'ZZZ999', remitter: 'Ana Souza' },
      me.token,
    );
    await adminPost('admin/deposit/approve', { id: String((wire.body.message as { id: number }).id) });
    return me;
  }
  const card = { real_name: 'Ana Souza', bank_name: 'Banco do Brasil', card_number: '6222 0212 3456 7890 123', branch: 'Paulista' };

  it('needs a bound card, then freezes, and pays or returns exactly', async () => {
    const me = await seller();
    const before = await count('sale_orders');
    const noCard = await post(t.api, 'sale/submit', { number: '100', pay_password: '135790' }, me.token);
    expect(noCard.body).toMatchObject({ type: 'error', field: 'number' });
    expect(await count('sale_orders')).toBe(before);
    expect((await post(t.api, 'user/cash_save', card, me.token)).body).toMatchObject({ type: 'ok' });
    const info = (await get(t.api, 'sale/info', {}, me.token)).body.message;
    expect(info).toMatchObject({ available: '500', rate: '1', fee_rate: '0.005', min: '20', card: { card_last4: '0123' } });

    for (const [form, field] of [
      [{ number: '100', pay_password: '000000' }, 'pay_password'],
      [{ number: '19.99', pay_password: '135790' }, 'number'],
      [{ number: '500.01', pay_password: '135790' }, 'number'],
    ] as const) {
      expect((await post(t.api, 'sale/submit', form, me.token)).body, JSON.stringify(form)).toMatchObject({ type: 'error', field });
    }
    expect(await count('sale_orders')).toBe(before);
    expect(await usdt(me.token)).toEqual({ available: '500', frozen: '0' });

    const sold = await post(t.api, 'sale/submit', { number: '100', pay_password: '135790' }, me.token);
    expect(sold.body).toMatchObject({
      type: 'ok',
      message: { number: '100', gross: '100.00', fee: '0.50', receive: '99.50', status: 'pending' },
    });
    expect(await usdt(me.token)).toEqual({ available: '400', frozen: '100' });
    const paid = await adminPost('admin/sale/paid', { id: String((sold.body.message as { id: number }).id) });
    expect(paid.message).toMatchObject({ status: 'paid' });
    expect(await usdt(me.token)).toEqual({ available: '400', frozen: '0' });

    const second = await post(t.api, 'sale/submit', { number: '33.333', pay_password: '135790' }, me.token);
    expect(second.body).toMatchObject({ message: { gross: '33.33', fee: '0.17', receive: '33.16' } });
    const back = await adminPost('admin/sale/reject', { id: String((second.body.message as { id: number }).id), reason: 'Card closed' });
    expect(back.message).toMatchObject({ status: 'rejected', reason: 'Card closed' });
    expect(await usdt(me.token)).toEqual({ available: '400', frozen: '0' });
    const orders = (await get(t.api, 'sale/orders', {}, me.token)).body.message as { list: Array<{ status: string }> };
    expect(orders.list.map((o) => o.status)).toEqual(['rejected', 'paid']);
  });
});
