// Paying NFT orders from a wallet on a real local chain: the USDT transfer to the buyer's own deposit
// address, named with payNFTOrder, pays the order when the watcher credits it (5 confirmations), in the
// same transaction; an underpaid or late transfer stays in funding with a message; a hash is used once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevChain, startDevChain } from '../../server/chain/devchain';
import { translate } from '../../server/core/i18n';
import { EXTERNAL_ID, transfer } from '../../server/core/ledger';
import type { NftDetailReply, NftOrder } from '../../src/contract/nft';
import { depositAddressOn, mine as mineBlocks, payUsdt } from './chainSupport';
import { startServer, type TestServer } from './helpers';
import { nftKit } from './nftSupport';

const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
let chain: DevChain;
let t: TestServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-nftwallet-'));
const k = nftKit(() => t);

beforeAll(async () => {
  chain = await startDevChain({ port: 0, blockTime: 0 });
  t = await startServer({
    dataDir,
    chains: [{ chainId: chain.chainId, name: 'Kestrel dev chain', rpcUrl: chain.rpcUrl, usdt: chain.usdt, explorer: '', confirmations: 5 }],
    depositMnemonic: MNEMONIC,
    watchMs: 0,
    market: { autoStart: false },
  });
});
afterAll(async () => {
  await t?.stop();
  await chain?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mine = (blocks: number) => mineBlocks(chain, blocks);
const pay = (to: string, amount: string, from = 1) => payUsdt(chain, to, amount, from);
const depositAddress = (token: string) => depositAddressOn(t, chain, token);
const scan = () => t.server.use('deposits').scan();
async function confirm(): Promise<void> {
  await scan();
  await mine(4);
  await scan();
}
async function refused(form: Record<string, string>, token: string, key: string) {
  const body = await k.call('bind_box/payNFTOrder', form, token);
  expect(body, JSON.stringify(body)).toMatchObject({ type: 'error', message: translate('en', `nftErrors.${key}`) });
}
const wallet = (order: NftOrder, hash: string, chainId = String(chain.chainId)) => ({
  order_id: String(order.id),
  pay_type: 'wallet',
  chain_id: chainId,
  tx_hash: hash,
});

describe('paying NFT orders from the wallet', () => {
  it('exact transfer: reserved meanwhile, paid after 5 confirmations, once; the hash cannot be used again', async () => {
    const piece = await k.item({ mode: 'fixed', price: '42.5' });
    const buyer = await k.user();
    const other = await k.user('100');
    const asked = k.nowSec();
    const order = await k.ok<NftOrder>('bind_box/buyNFT', { id: String(piece.id), price: '42.5', pay_type: 'wallet' }, buyer.token);
    expect(order).toMatchObject({ status: 'awaiting_payment', pay_type: 'wallet', tx_hash: null });
    // Thirty minutes from the order (the clock may pass a second's end during the call).
    expect(Number(order.deadline) - 30 * 60).toBeGreaterThanOrEqual(asked);
    expect(Number(order.deadline) - 30 * 60).toBeLessThanOrEqual(k.nowSec());
    const before = await k.snapshot([other.uid]);
    const reserved = await k.call('bind_box/buyNFT', { id: String(piece.id), price: '42.5' }, other.token);
    expect(reserved).toMatchObject({ type: 'error', message: translate('en', 'nftErrors.reserved') });
    expect(await k.snapshot([other.uid])).toBe(before);

    const hash = await pay(await depositAddress(buyer.token), '42.5');
    await refused(wallet(order, hash), other.token, 'order');
    await refused(wallet(order, hash, '1'), buyer.token, 'chain');
    const linked = await k.ok<NftOrder>('bind_box/payNFTOrder', wallet(order, hash), buyer.token);
    expect(linked).toMatchObject({ status: 'awaiting_payment', tx_hash: hash, chain_id: chain.chainId, confirmations: 0 });
    await scan();
    const seen = await k.ok<NftOrder[]>('bind_box/getNeedPayNFTOrder', {}, buyer.token, 'GET');
    expect(seen[0]).toMatchObject({ id: order.id, confirmations: 1 });
    await mine(4);
    await scan();
    const [paid] = (await k.ok<{ list: NftOrder[] }>('bind_box/getNFTOrders', {}, buyer.token, 'GET')).list;
    expect(paid).toMatchObject({ id: order.id, status: 'paid', pay_type: 'wallet', paid_amount: '42.5', confirmations: 5, read: false });
    expect(paid.message).toContain('42.5 USDT');
    expect(await k.funding(buyer.uid)).toBe('0');
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(piece.id) }, buyer.token, 'GET');
    expect(detail.item.mine).toBe(true);
    // Scanning again pays nothing twice; the paid order and the used hash are refused.
    await mine(2);
    await scan();
    expect(await k.funding(buyer.uid)).toBe('0');
    await refused(wallet(order, hash), buyer.token, 'alreadyPaid');
    const second = await k.item({ mode: 'fixed', price: '1' });
    const order2 = await k.ok<NftOrder>('bind_box/buyNFT', { id: String(second.id), price: '1', pay_type: 'wallet' }, buyer.token);
    await refused(wallet(order2, hash), buyer.token, 'txUsed');
  });

  it('a transfer the watcher saw first still pays the order; one of another user is refused', async () => {
    const buyer = await k.user();
    const other = await k.user();
    const piece = await k.item({ mode: 'fixed', price: '3' });
    const order = await k.ok<NftOrder>('bind_box/buyNFT', { id: String(piece.id), price: '3', pay_type: 'wallet' }, buyer.token);
    const othersHash = await pay(await depositAddress(other.token), '3', 4);
    const hash = await pay(await depositAddress(buyer.token), '3', 4);
    await scan(); // the watcher records both transfers before the app names the hash
    await refused(wallet(order, othersHash), buyer.token, 'txUsed');
    await k.ok('bind_box/payNFTOrder', wallet(order, hash), buyer.token);
    await mine(4);
    await scan();
    const [paid] = (await k.ok<{ list: NftOrder[] }>('bind_box/getNFTOrders', {}, buyer.token, 'GET')).list;
    expect(paid).toMatchObject({ id: order.id, status: 'paid', paid_amount: '3' });
    expect(await k.funding(buyer.uid)).toBe('0');
    expect(await k.funding(other.uid)).toBe('3');
  });

  it('a hash already credited as a deposit is refused; an underpaid transfer stays in funding and the rest is paid from it', async () => {
    const buyer = await k.user();
    const address = await depositAddress(buyer.token);
    const piece = await k.item({ mode: 'fixed', price: '20' });
    const order = await k.ok<NftOrder>('bind_box/buyNFT', { id: String(piece.id), price: '20', pay_type: 'wallet' }, buyer.token);
    const deposited = await pay(address, '1', 2);
    await k.ok('wallet/charge_req', { chain_id: String(chain.chainId), tx_hash: deposited }, buyer.token);
    await confirm();
    expect(await k.funding(buyer.uid)).toBe('1');
    await refused(wallet(order, deposited), buyer.token, 'txUsed');

    const short = await pay(address, '15', 2);
    await k.ok('bind_box/payNFTOrder', wallet(order, short), buyer.token);
    await confirm();
    const [waiting] = await k.ok<NftOrder[]>('bind_box/getNeedPayNFTOrder', {}, buyer.token, 'GET');
    expect(waiting).toMatchObject({ id: order.id, status: 'awaiting_payment', paid_amount: '15' });
    expect(waiting.message).toContain('5 USDT');
    expect(await k.funding(buyer.uid)).toBe('16');
    await refused(wallet(order, `0x${'ef'.repeat(32)}`), buyer.token, 'walletPending');
    // The rest is paid from the balance: the deposit of 1, the 15 and 4 more deposited.
    await t.server.db.transaction(async () => await transfer(t.server.db, EXTERNAL_ID, buyer.uid, 1, '4', 'deposit', 'test'));
    const paid = await k.ok<NftOrder>('bind_box/payNFTOrder', { order_id: String(order.id), pay_type: 'balance' }, buyer.token);
    expect(paid.status).toBe('paid');
    expect(await k.funding(buyer.uid)).toBe('0');
  });

  it('a late transfer: the order expires at its deadline (item back on sale), the money is credited to funding', async () => {
    const buyer = await k.user();
    const piece = await k.item({ mode: 'fixed', price: '7' });
    const order = await k.ok<NftOrder>('bind_box/buyNFT', { id: String(piece.id), price: '7', pay_type: 'wallet' }, buyer.token);
    const hash = await pay(await depositAddress(buyer.token), '7', 3);
    await k.ok('bind_box/payNFTOrder', wallet(order, hash), buyer.token);
    await t.server.advance(31 * 60_000);
    const [expired] = (await k.ok<{ list: NftOrder[] }>('bind_box/getNFTOrders', {}, buyer.token, 'GET')).list;
    expect(expired).toMatchObject({ id: order.id, status: 'expired' });
    await confirm();
    const [late] = (await k.ok<{ list: NftOrder[] }>('bind_box/getNFTOrders', {}, buyer.token, 'GET')).list;
    expect(late).toMatchObject({ status: 'expired', paid_amount: '7' });
    expect(late.message).toBe(translate('en', 'nftMessages.late', { paid: '7', name: piece.name, code: piece.code, amount: '7' }));
    expect(await k.funding(buyer.uid)).toBe('7');
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(piece.id) }, buyer.token, 'GET');
    expect(detail.item).toMatchObject({ state: 'on_sale', mine: false });
  });

  it('a transfer for an order whose item is no longer held for it stays in funding, and the order says so', async () => {
    const buyer = await k.user();
    const piece = await k.item({ mode: 'fixed', price: '9' });
    const order = await k.ok<NftOrder>('bind_box/buyNFT', { id: String(piece.id), price: '9', pay_type: 'wallet' }, buyer.token);
    const hash = await pay(await depositAddress(buyer.token), '9', 4);
    await k.ok('bind_box/payNFTOrder', wallet(order, hash), buyer.token);
    // Damage behind the engine's back: the artwork released from the order and listed again.
    await t.server.db.$sql.run('UPDATE nft_items SET reserved_order = NULL, listed = 1 WHERE id = ?', piece.id);
    const artist = await k.artistUid(piece.artist.id);
    const artistBefore = await k.funding(artist);
    await confirm();
    const [closed] = (await k.ok<{ list: NftOrder[] }>('bind_box/getNFTOrders', {}, buyer.token, 'GET')).list;
    expect(closed).toMatchObject({ id: order.id, status: 'expired', paid_amount: '9' });
    expect(closed.message).toBe(
      translate('en', 'nftMessages.releasedPaid', { paid: '9', name: piece.name, code: piece.code, amount: '9' }),
    );
    expect([await k.funding(buyer.uid), await k.funding(artist)]).toEqual(['9', artistBefore]);
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(piece.id) }, buyer.token, 'GET');
    expect(detail.item).toMatchObject({ state: 'on_sale', mine: false });
  });
});
