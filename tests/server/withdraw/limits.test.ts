// The 24-hour limit on money leaving, and the minimum per chain:
// - selling coin for dollars needs the same verified identity as a chain withdrawal (type 998) and
//   fits in the same 24-hour limit, counted together: a sale takes room a withdrawal then lacks, and
//   the other way round;
// - without a live BTC price the limit is valued at the last known one (kept across a restart); with
//   none ever seen, the refusal says prices are unavailable, never "above the limit";
// - each chain has its own minimum (the operator's setting, else the global one), checked when set.
// Every refusal changes no balance and writes no row.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../server/core/i18n';
import { EXTERNAL_ID, transfer } from '../../../server/core/ledger';
import { users } from '../../../server/core/schema';
import { hashPassword } from '../../../server/core/security';
import type { SaleInfo } from '../../../src/contract/salecoin';
import type { WithdrawInfo } from '../../../src/contract/withdraw';
import { get, post, startServer, type TestServer } from '../helpers';
import { balancesSnapshot } from '../ledgerBooks';
import { freshEmail, mailCode, registerEmail } from '../support';

const CHAIN = 31337;
const PAY = '135790';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-limits-'));
// Requests never reach the chain (nothing is approved here): the node need not exist.
const start = () =>
  startServer({
    dataDir,
    chains: [{ chainId: CHAIN, name: 'Dev', rpcUrl: 'http://127.0.0.1:9', usdt: `0x${'1'.repeat(40)}`, explorer: '', confirmations: 5 }],
    watchMs: 0,
    market: { autoStart: false },
  });
let t: TestServer;
/** The live BTC price goes away (a feed outage): the feed answers no BTC price until `back`. */
let back: () => void = () => undefined;
function loseBtcPrice() {
  const feed = t.server.use('feed');
  const live = feed.price;
  feed.price = (symbol) => (symbol === 'BTCUSDT' ? null : live(symbol));
  back = () => {
    feed.price = live;
  };
}
beforeAll(async () => {
  t = await start();
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
const adminPost = async (p: string, form: Record<string, string>) =>
  (await (await fetch(`${t.api}/${p}`, { method: 'POST', headers: ADMIN, body: new URLSearchParams(form).toString() })).json()) as {
    type: unknown;
    message: unknown;
  };
const count = async (table: string) => ((await t.server.db.$sql.get(`SELECT count(*) AS n FROM ${table}`)) as { n: number }).n;
const withdrawInfo = async (token: string) => (await post(t.api, 'wallet/get_info', {}, token)).body.message as WithdrawInfo;
const saleInfo = async (token: string) => (await get(t.api, 'sale/info', {}, token)).body.message as SaleInfo;

/** A real account at `level` with a payment password, 1,000 USDT, an address in its book and a bank card. */
async function person(level: number) {
  const email = freshEmail('limit');
  const me = await registerEmail(t.api, email);
  const db = t.server.db;
  await db
    .update(users)
    .set({ pay_password_hash: await hashPassword(PAY), kyc_status: level ? 2 : 0, kyc_level: level })
    .where(eq(users.id, me.uid))
    .run();
  await db.transaction(async () => await transfer(db, EXTERNAL_ID, me.uid, 1, '1000', 'deposit', 'test'));
  const address = privateKeyToAccount(generatePrivateKey()).address;
  const saved = await post(t.api, 'user/wallet/save', { address, name: 'Cold', code: await mailCode(t.api, email, 'address') }, me.token);
  expect(saved.body).toMatchObject({ type: 'ok' });
  const card = { real_name: 'Ana Souza', bank_name: 'Banco do Brasil', card_number: '6222 0212 3456 7890 123', branch: 'Paulista' };
  expect((await post(t.api, 'user/cash_save', card, me.token)).body).toMatchObject({ type: 'ok' });
  return { ...me, address };
}

const withdraw = (token: string, address: string, number: string) =>
  post(t.api, 'wallet/out', { currency_id: '1', chain_id: String(CHAIN), address, number, pay_password: PAY }, token);
const sell = (token: string, number: string) => post(t.api, 'sale/submit', { number, pay_password: PAY }, token);

/** A call refused with `expected`, changing no balance and writing no withdrawal or sale order. */
async function refused(call: () => ReturnType<typeof post>, expected: Record<string, unknown>) {
  const before = [await balancesSnapshot(t.server.db), await count('withdrawals'), await count('sale_orders'), await count('ledger')];
  const { status, body } = await call();
  expect(status).toBeLessThan(500);
  expect(body).toMatchObject(expected);
  expect([await balancesSnapshot(t.server.db), await count('withdrawals'), await count('sale_orders'), await count('ledger')]).toEqual(
    before,
  );
}

describe('no live BTC price', () => {
  it('with none ever seen, says prices are unavailable (never "above the limit"); then values the limit at the last known one, across a restart', async () => {
    // A fresh database: the limit has never been valued, and the feed has lost BTC.
    loseBtcPrice();
    const me = await person(1);
    expect(await withdrawInfo(me.token)).toMatchObject({ price_known: false, price_live: false, btc_price: '0', room_usdt: '0' });
    const noPrice = { type: 'error', field: 'number', message: translate('en', 'withdrawErrors.noPrice') };
    await refused(() => withdraw(me.token, me.address, '20'), noPrice);
    await refused(() => sell(me.token, '20'), { type: 'error', field: 'number', message: translate('en', 'saleErrors.noPrice') });

    // A price is seen (a tick), then the feed loses it again: the limit is valued at it, said as such.
    back();
    await t.server.use('feed').push('BTCUSDT', '0.5'); // level 1: 200 BTC = 100 USDT
    loseBtcPrice();
    const info = await withdrawInfo(me.token);
    expect(info).toMatchObject({ price_known: true, price_live: false, btc_price: '0.5', room_usdt: '100', limit_btc: '200' });
    expect(info.btc_price_at).toEqual(expect.any(Number));
    expect((await withdraw(me.token, me.address, '60')).body).toMatchObject({ type: 'ok' });
    await refused(() => withdraw(me.token, me.address, '40.01'), {
      type: 'error',
      field: 'number',
      message: translate('en', 'withdrawErrors.aboveLimit', { room: '40' }),
    });

    // Kept in the database: a restart without a live price still knows it.
    await t.stop();
    t = await start();
    loseBtcPrice();
    expect(await withdrawInfo(me.token)).toMatchObject({ price_known: true, price_live: false, btc_price: '0.5', room_usdt: '40' });
    back();
    await t.server.use('feed').push('BTCUSDT', '64000');
  });
});

describe('sale coin and withdrawals share one 24-hour limit', () => {
  it('a sale needs a verified identity (998), like a withdrawal', async () => {
    // Card bound while verified (binding needs it), then no longer verified: everything else is in place.
    const me = await person(1);
    await t.server.db.update(users).set({ kyc_status: 0, kyc_level: 0 }).where(eq(users.id, me.uid)).run();
    await refused(() => sell(me.token, '50'), { type: 998 });
    expect(await saleInfo(me.token)).toMatchObject({ kyc_level: 0, room_usdt: '0' });
  });

  it('a sale takes room a withdrawal then lacks, and the other way round; each page shows the room', async () => {
    await t.server.use('feed').push('BTCUSDT', '0.5'); // level 1: 100 USDT in 24 hours
    try {
      const me = await person(1);
      expect(await saleInfo(me.token)).toMatchObject({
        kyc_level: 1,
        limit_btc: '200',
        btc_price: '0.5',
        price_live: true,
        room_usdt: '100',
      });
      expect((await sell(me.token, '60')).body).toMatchObject({ type: 'ok', message: { status: 'pending' } });
      expect(await withdrawInfo(me.token)).toMatchObject({ used_usdt: '60', room_usdt: '40' });
      await refused(() => withdraw(me.token, me.address, '40.01'), {
        type: 'error',
        field: 'number',
        message: translate('en', 'withdrawErrors.aboveLimit', { room: '40' }),
      });
      expect((await withdraw(me.token, me.address, '30')).body).toMatchObject({ type: 'ok' });
      expect(await saleInfo(me.token)).toMatchObject({ used_usdt: '90', room_usdt: '10' });
      await refused(() => sell(me.token, '20'), {
        type: 'error',
        field: 'number',
        message: translate('en', 'saleErrors.aboveLimit', { room: '10' }),
      });
      // A rejected sale gives its room back.
      const [order] = ((await get(t.api, 'sale/orders', {}, me.token)).body.message as { list: Array<{ id: number }> }).list;
      await adminPost('admin/sale/reject', { id: String(order.id), reason: 'Card closed' });
      expect(await saleInfo(me.token)).toMatchObject({ used_usdt: '30', room_usdt: '70' });
    } finally {
      await t.server.use('feed').push('BTCUSDT', '64000');
    }
  });
});

describe('the minimum per chain', () => {
  it("is the chain's own setting, else the global one; shown per chain; a bad value is refused", async () => {
    const me = await person(2);
    expect((await withdrawInfo(me.token)).chains).toEqual([expect.objectContaining({ chain_id: CHAIN, min: '10' })]);
    expect(await adminPost('admin/setting', { key: `withdraw_min_${CHAIN}`, value: '50' })).toMatchObject({ type: 'ok' });
    for (const value of ['-1', 'abc', '1e3'])
      expect(await adminPost('admin/setting', { key: `withdraw_min_${CHAIN}`, value })).toMatchObject({ type: 'error' });
    const info = await withdrawInfo(me.token);
    expect(info.min).toBe('10');
    expect(info.chains).toEqual([expect.objectContaining({ chain_id: CHAIN, min: '50' })]);
    await refused(() => withdraw(me.token, me.address, '30'), {
      type: 'error',
      field: 'number',
      message: translate('en', 'withdrawErrors.belowMin', { min: '50' }),
    });
    expect((await withdraw(me.token, me.address, '50')).body).toMatchObject({ type: 'ok' });
  });
});
