// Every refused withdrawal changes nothing: demo, no KYC (998), unknown chain, an address not in the
// book or malformed, below the minimum, no or wrong payment password (slowed like logins), above the
// balance, above the KYC level's 24-hour limit (also when asked at once); someone else's records and the admin calls stay closed.
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/core/schema';
import { post } from '../helpers';
import { demoLogin, freshEmail, registerEmail } from '../support';
import { admin, balance, PAY, records, type Rig, startRig, stopRig, withdrawer } from './chain';

let rig: Rig;
beforeAll(async () => {
  rig = await startRig();
  await rig.t.server.use('feed').push('BTCUSDT', '64000');
});
afterAll(() => stopRig(rig));

const api = () => rig.t.api;
const chainId = () => String(rig.chain.chainId);
const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const count = async (table: string) => ((await rig.t.server.db.$sql.get(`SELECT count(*) AS n FROM ${table}`)) as { n: number }).n;

/** Posts wallet/out and checks it was refused (at `field`, when given) with nothing written. */
async function refused(token: string, form: Record<string, string>, expected: Record<string, unknown>) {
  const before = { balance: await balance(rig.t, token), withdrawals: await count('withdrawals'), ledger: await count('ledger') };
  const payload = { currency_id: '1', chain_id: chainId(), number: '25', pay_password: PAY, ...form };
  const { status, body } = await post(api(), 'wallet/out', payload, token);
  expect(status).toBeLessThan(500);
  expect(body, JSON.stringify(form)).toMatchObject(expected);
  expect({ balance: await balance(rig.t, token), withdrawals: await count('withdrawals'), ledger: await count('ledger') }).toEqual(before);
  return body;
}

describe('refused withdrawals change nothing', () => {
  it('demo, unverified (998), unknown chain, bad or unknown address, below the minimum, above the balance', async () => {
    const demo = await demoLogin(api());
    await refused(demo.token, { address: newAddress() }, { type: 'error', field: 'number' });

    const me = await withdrawer(rig.t, '100');
    await rig.t.server.db.update(users).set({ kyc_level: 0, kyc_status: 0 }).where(eq(users.id, me.uid)).run();
    await refused(me.token, { address: me.address }, { type: 998 });
    await rig.t.server.db.update(users).set({ kyc_level: 1, kyc_status: 2 }).where(eq(users.id, me.uid)).run();

    await refused(me.token, { address: me.address, chain_id: '1' }, { type: 'error', field: 'chain_id' });
    await refused(me.token, { address: '0x1234' }, { type: 'error', field: 'address' });
    await refused(me.token, { address: newAddress() }, { type: 'error', field: 'address' });
    await refused(me.token, { address: me.address, number: '5' }, { type: 'error', field: 'number' });
    await refused(me.token, { address: me.address, number: '0.1234567' }, { type: 'error', field: 'number' });
    await refused(me.token, { address: me.address, number: '100.01' }, { type: 'error', field: 'number' });
    const ok = await post(
      api(),
      'wallet/out',
      { currency_id: '1', chain_id: chainId(), address: me.address, number: '100', pay_password: PAY },
      me.token,
    );
    expect(ok.body).toMatchObject({ type: 'ok' });
  });

  it('no payment password, a wrong one (five wrong, then 429 even with the right one)', async () => {
    const me = await withdrawer(rig.t);
    await rig.t.server.db.update(users).set({ pay_password_hash: null }).where(eq(users.id, me.uid)).run();
    await refused(me.token, { address: me.address }, { type: 'error', field: 'pay_password' });

    const other = await withdrawer(rig.t);
    for (let i = 0; i < 5; i += 1)
      await refused(other.token, { address: other.address, pay_password: '000000' }, { type: 'error', field: 'pay_password' });
    const { body, status } = await post(
      api(),
      'wallet/out',
      { currency_id: '1', chain_id: chainId(), address: other.address, number: '25', pay_password: PAY },
      other.token,
    );
    expect(status).toBe(429);
    expect(body.type).toBe('error');
    expect(await balance(rig.t, other.token)).toEqual({ available: '1000', frozen: '0' });
  });

  it('above the 24-hour limit of the KYC level, valued at the live BTC price', async () => {
    const feed = rig.t.server.use('feed');
    await feed.push('BTCUSDT', '0.5'); // level 1: 200 BTC = 100 USDT; level 2: 500 BTC = 250 USDT
    try {
      const one = await withdrawer(rig.t, '1000', 1);
      const info = (await post(api(), 'wallet/get_info', {}, one.token)).body.message as Record<string, string>;
      expect(info).toMatchObject({
        kyc_level: 1,
        limit_btc: '200',
        btc_price: '0.5',
        used_usdt: '0',
        room_usdt: '100',
        fee_rate: '0.01',
        min: '10',
      });
      const first = await post(
        api(),
        'wallet/out',
        { currency_id: '1', chain_id: chainId(), address: one.address, number: '60', pay_password: PAY },
        one.token,
      );
      expect(first.body).toMatchObject({ type: 'ok' });
      const body = await refused(one.token, { address: one.address, number: '40.01' }, { type: 'error', field: 'number' });
      expect(String(body.message)).toContain('40');
      const two = await withdrawer(rig.t, '1000', 2);
      await refused(two.token, { address: two.address, number: '250.01' }, { type: 'error', field: 'number' });
      expect((await post(api(), 'wallet/get_info', {}, two.token)).body.message).toMatchObject({ limit_btc: '500', room_usdt: '250' });
      // Three of 60 at once (on PostgreSQL they run together): one fits in the room of 100, the others are refused.
      const three = await withdrawer(rig.t, '1000', 1);
      const form = { currency_id: '1', chain_id: chainId(), address: three.address, number: '60', pay_password: PAY };
      const bodies = (await Promise.all([1, 2, 3].map(() => post(api(), 'wallet/out', form, three.token)))).map((r) => r.body);
      expect(
        bodies.filter((b) => b.type === 'ok'),
        JSON.stringify(bodies),
      ).toHaveLength(1);
      for (const b of bodies.filter((b) => b.type !== 'ok')) expect(b).toMatchObject({ type: 'error', field: 'number' });
      expect(await balance(rig.t, three.token)).toEqual({ available: '940', frozen: '60' });
    } finally {
      await feed.push('BTCUSDT', '64000');
    }
  });

  it("someone else's records and the admin calls stay closed", async () => {
    const owner = await withdrawer(rig.t);
    const asked = await post(
      api(),
      'wallet/out',
      { currency_id: '1', chain_id: chainId(), address: owner.address, number: '30', pay_password: PAY },
      owner.token,
    );
    const id = String((asked.body.message as { id: number }).id);
    const stranger = await registerEmail(api(), freshEmail('stranger'));
    expect(await records(rig.t, stranger.token)).toEqual([]);
    const tryApprove = await post(api(), 'admin/withdraw/approve', { id }, stranger.token);
    expect(tryApprove.status).toBeGreaterThanOrEqual(400);
    expect((await admin(rig.t, 'GET', 'admin/withdrawals', { status: 'pending' })).message).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: Number(id), user_id: owner.uid, status: 'pending' })]),
    );
    expect(await balance(rig.t, owner.token)).toEqual({ available: '970', frozen: '30' });
  });
});
