// The NFT marketplace in production mode (issue 29): no seeded artists, artworks, blind series, bids or
// invented figures; a new user's lists are empty; NFTs exist once the operator creates them, and then
// trade with money that came in by a deposit. A restart seeds nothing more.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_ID, transfer } from '../../server/core/ledger';
import type { NftCard, NftOrder } from '../../src/contract/nft';
import { get, post, startServer, type TestServer } from './helpers';
import { nftKit } from './nftSupport';
import { freshEmail, PASSWORD, type TokenReply } from './support';

let t: TestServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-nftprod-'));
const start = () => startServer({ dataDir, mode: 'production', h5Demo: false, market: { autoStart: false } });
beforeAll(async () => {
  t = await start();
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const k = nftKit(() => t);

/** Registers by email in production: the code is read from the operator's outbox (the dev outbox is off). */
async function register(): Promise<TokenReply> {
  const email = freshEmail('prod-nft');
  expect((await post(t.api, 'sms_mail', { email })).body.type).toBe('ok');
  const [sent] = await k.admin<Array<{ code: string }>>('admin/outbox', { to: email }, 'GET');
  const { body } = await post(t.api, 'user/register', {
    type: 'email',
    user_string: email,
    code: sent.code,
    password: PASSWORD,
    re_password: PASSWORD,
  });
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as TokenReply;
}

const count = async (table: string) => ((await t.server.db.$sql.get(`SELECT count(*) AS n FROM ${table}`)) as { n: number }).n;

describe('NFT marketplace in production mode', () => {
  it('starts with no artists, artworks, series, bids, orders or NFT money; a new user sees empty lists', async () => {
    for (const table of ['nft_artists', 'nft_items', 'nft_bids', 'nft_margins', 'nft_orders', 'nft_boxes', 'nft_favourites'])
      expect(await count(table), table).toBe(0);
    expect(await count("journal WHERE kind LIKE 'nft%'")).toBe(0);
    const me = await register();
    const empty = { list: [], total: 0 };
    expect(await k.ok('bind_box/getBoxList', {}, '', 'GET')).toMatchObject(empty);
    expect(await k.ok('bind_box/getBoxList', { mode: 'blind' }, me.token, 'GET')).toMatchObject(empty);
    expect(await k.ok('bind_box/getArtist', {}, '', 'GET')).toMatchObject(empty);
    expect(await k.ok('bind_box/getCollection', {}, me.token, 'GET')).toMatchObject(empty);
    expect(await k.ok('bind_box/getMyNFTs', {}, me.token, 'GET')).toMatchObject({ ...empty, boxes: [] });
    expect(await k.ok('bind_box/getMyBindBoxQuotationLog', {}, me.token, 'GET')).toMatchObject(empty);
    expect(await k.ok('bind_box/getNFTOrders', {}, me.token, 'GET')).toMatchObject(empty);
    expect(await k.ok('bind_box/getNeedPayNFTOrder', {}, me.token, 'GET')).toEqual([]);
    // The operator's parameters are there from the start.
    expect(await k.ok('bind_box/getNftCurrency', {}, '', 'GET')).toMatchObject({
      platform_fee_rate: '0.025',
      royalty_rate: '0.05',
      wallet_pay_minutes: 30,
      max_wallet_holds: 2,
    });
    const { status, body } = await get(t.api, 'bind_box/getBoxDetail', { id: '1' });
    expect([status, body.type]).toEqual([404, 'error']);
  });

  it('an artwork exists once the operator creates it, and sells for money that came in by a deposit; a restart seeds nothing', async () => {
    const piece = await k.item({ mode: 'fixed', price: '12' });
    const list = await k.ok<{ list: NftCard[]; total: number }>('bind_box/getBoxList', {}, '', 'GET');
    expect(list.list.map((c) => [c.id, c.state])).toEqual([[piece.id, 'on_sale']]);
    const buyer = await register();
    await t.server.db.transaction(async () => await transfer(t.server.db, EXTERNAL_ID, buyer.uid, 1, '12', 'deposit', 'test'));
    const order = await k.ok<NftOrder>('bind_box/buyNFT', { id: String(piece.id), price: '12' }, buyer.token);
    expect(order.status).toBe('paid');
    expect(await k.funding(buyer.uid)).toBe('0');
    await t.stop();
    t = await start();
    expect(await count('nft_artists')).toBe(1);
    expect(await count('nft_items')).toBe(1);
  });
});
