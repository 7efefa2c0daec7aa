import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/core/i18n';
import type { MyBid, NftBid, NftCard, NftDetailReply, NftOrder } from '../../src/contract/nft';
import { dec } from '../../src/shared/lib/decimal';
import { nftSaleSplit } from '../../src/shared/nft/fees';
import { startServer, type TestServer } from './helpers';
import { nftKit } from './nftSupport';
import { adminCli } from './support';

let t: TestServer;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(() => t?.stop());
const k = nftKit(() => t);
const RATES = { platform_fee_rate: '0.025', royalty_rate: '0.05' };
const HOUR = 3_600_000;

async function refused(path: string, form: Record<string, string>, token: string, key: string, vars: Record<string, string> = {}) {
  const body = await k.call(path, form, token);
  expect(body, JSON.stringify(body)).toMatchObject({ type: 'error', message: translate('en', `nftErrors.${key}`, vars) });
  return body;
}

describe('NFT marketplace', () => {
  it('seeds 3 artists, fixed, auction, upcoming, ended and a blind series; lists filter', async () => {
    const artists = await k.ok<{ list: Array<{ name: string; works: number }>; total: number }>('bind_box/getArtist', {}, '', 'GET');
    expect(artists.total).toBe(3);
    const all = await k.ok<{ list: NftCard[]; total: number }>('bind_box/getBoxList', { limit: '50' }, '', 'GET');
    expect(all.total).toBe(10);
    const modes = all.list.map((c) => `${c.mode}:${c.state}`);
    expect(modes.filter((m) => m === 'fixed:on_sale')).toHaveLength(4);
    expect(modes.filter((m) => m === 'auction:on_sale')).toHaveLength(3);
    expect(modes).toContain('fixed:upcoming');
    expect(modes).toContain('auction:ended');
    expect(modes).toContain('blind:on_sale');
    expect(all.list.find((c) => c.media_type === 'video')).toMatchObject({
      media_url: '/nft/video/tide.webm',
      poster_url: '/nft/video/tide.svg',
    });
    const auctions = await k.ok<{ list: NftCard[] }>('bind_box/getBoxList', { mode: 'auction', state: 'on_sale' }, '', 'GET');
    expect(auctions.list).toHaveLength(3);
    const search = await k.ok<{ list: NftCard[] }>('bind_box/getBoxList', { keyword: 'mira' }, '', 'GET');
    expect(search.list.length).toBeGreaterThan(0);
    expect(search.list.every((c) => c.artist.name === 'Mira Solberg')).toBe(true);
    const series = all.list.find((c) => c.mode === 'blind');
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(series?.id) }, '', 'GET');
    expect(detail.item.blind).toMatchObject({ supply: 20, sold: 0, seed: null });
    expect(detail.item.blind?.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.item.blind?.prizes.map((p) => p.weight)).toEqual([50, 30, 15, 5]);
    expect(detail.item.blind?.prizes.map((p) => p.odds)).toEqual(['50.00', '30.00', '15.00', '5.00']);
    expect(detail).toMatchObject({ preview: null, available: null, margin_frozen: null });
    const currency = await k.ok('bind_box/getNftCurrency', {}, '', 'GET');
    expect(currency).toMatchObject({ ...RATES, currency: 'USDT', wallet_pay_minutes: 30, confirmations: 5 });
  });

  it('buys at a fixed price from the balance: buyer −price, artist +price − fee, fee account +fee, owned', async () => {
    const piece = await k.item({ mode: 'fixed', price: '123.45' });
    const buyer = await k.user('200');
    const artist = await k.artistUid(piece.artist.id);
    const artistBefore = dec(await k.funding(artist));
    const feesBefore = await k.fees();
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(piece.id) }, buyer.token, 'GET');
    const split = nftSaleSplit('123.45', RATES, false);
    expect(detail.preview).toEqual({ price: '123.45', platform_fee: '3.08625', royalty: '0', seller_receives: '120.36375' });
    expect(detail).toMatchObject({ available: '200', margin_frozen: '0' });
    const order = await k.ok<NftOrder>('bind_box/buyNFT', { id: String(piece.id), price: '123.45' }, buyer.token);
    expect(order).toMatchObject({ kind: 'buy', status: 'paid', pay_type: 'balance', amount: '123.45', deadline: null });
    expect(await k.funding(buyer.uid)).toBe('76.55');
    expect(
      dec(await k.funding(artist))
        .minus(artistBefore)
        .toFixed(),
    ).toBe(split.sellerReceives.toFixed());
    expect((await k.fees()).minus(feesBefore).toFixed()).toBe('3.08625');
    const after = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(piece.id) }, buyer.token, 'GET');
    expect(after.item).toMatchObject({ state: 'ended', mine: true });
    const mine = await k.ok<{ list: Array<{ id: number; listed: boolean }> }>('bind_box/getMyNFTs', {}, buyer.token, 'GET');
    expect(mine.list).toEqual([expect.objectContaining({ id: piece.id, listed: false })]);
    const orders = await k.ok<{ list: NftOrder[] }>('bind_box/getNFTOrders', {}, buyer.token, 'GET');
    expect(orders.list[0]).toMatchObject({ id: order.id, status: 'paid' });
  });

  it('refuses a wrong price, a short balance, an ended or upcoming sale, an auction, the own item: nothing changes', async () => {
    const piece = await k.item({ mode: 'fixed', price: '50' });
    const poor = await k.user('49.99');
    const rich = await k.user('500');
    const uids = [poor.uid, rich.uid, await k.artistUid(piece.artist.id)];
    const before = await k.snapshot(uids);
    await refused('bind_box/buyNFT', { id: String(piece.id), price: '45' }, rich.token, 'priceChanged', { price: '50' });
    await refused('bind_box/buyNFT', { id: String(piece.id), price: '50' }, poor.token, 'balance', { cost: '50' });
    const later = await k.item({ mode: 'fixed', price: '10', start_at: String(k.nowSec() + 3600), end_at: String(k.nowSec() + 7200) });
    await refused('bind_box/buyNFT', { id: String(later.id), price: '10' }, rich.token, 'notStarted');
    const auction = await k.item({ mode: 'auction', price: '10', min_raise: '1', margin: '2' });
    await refused('bind_box/buyNFT', { id: String(auction.id), price: '10' }, rich.token, 'notFixed');
    await k.ok('bind_box/buyNFT', { id: String(piece.id), price: '50' }, rich.token);
    const afterBuy = await k.snapshot(uids);
    await refused('bind_box/buyNFT', { id: String(piece.id), price: '50' }, poor.token, 'ended');
    expect(await k.snapshot(uids)).toBe(afterBuy);
    // The owner lists it again and cannot buy it back.
    await k.ok('bind_box/resellNFT', { id: String(piece.id), mode: 'fixed', price: '60' }, rich.token);
    await refused('bind_box/buyNFT', { id: String(piece.id), price: '60' }, rich.token, 'ownItem');
    expect(await k.snapshot(uids)).toBe(afterBuy);
    expect(before).not.toBe(afterBuy);
  });

  it('auction: margin frozen, bids by the minimum raise, the end picks the winner, losers get margins back, winner pays', async () => {
    const end = k.nowSec() + 3600;
    const lot = await k.item({ mode: 'auction', price: '100', min_raise: '10', margin: '20', end_at: String(end) });
    const alice = await k.user('300', 'alice');
    const bob = await k.user('300', 'bob');
    const artist = await k.artistUid(lot.artist.id);
    const artistBefore = dec(await k.funding(artist));
    const feesBefore = await k.fees();

    const joined = await k.ok<{ margin_frozen: string }>('bind_box/marginNFT', { id: String(lot.id) }, alice.token);
    expect(joined.margin_frozen).toBe('20');
    expect([await k.funding(alice.uid), await k.frozen(alice.uid)]).toEqual(['280', '20']);
    // Joining twice freezes nothing more.
    await k.ok('bind_box/marginNFT', { id: String(lot.id) }, alice.token);
    expect(await k.frozen(alice.uid)).toBe('20');
    const first = await k.ok<NftBid>('bind_box/auctionNFT', { id: String(lot.id), price: '100' }, alice.token);
    expect(first).toMatchObject({ price: '100', mine: true });
    const uids = [alice.uid, bob.uid, artist];
    const before = await k.snapshot(uids);
    await refused('bind_box/auctionNFT', { id: String(lot.id), price: '105' }, bob.token, 'bidTooLow', { min: '110' });
    await refused('bind_box/auctionNFT', { id: String(lot.id), price: '400' }, bob.token, 'bidBalance', { price: '400' });
    expect(await k.snapshot(uids)).toBe(before);
    await k.ok('bind_box/auctionNFT', { id: String(lot.id), price: '110' }, bob.token);
    expect([await k.funding(bob.uid), await k.frozen(bob.uid)]).toEqual(['280', '20']);
    await k.ok('bind_box/auctionNFT', { id: String(lot.id), price: '130' }, alice.token);

    const log = await k.ok<{ list: NftBid[]; total: number }>('bind_box/getBindBoxQuotationLog', { id: String(lot.id) }, bob.token, 'GET');
    expect(log.total).toBe(3);
    expect(log.list.map((b) => [b.price, b.mine])).toEqual([
      ['130', false],
      ['110', true],
      ['100', false],
    ]);
    expect(log.list[0].bidder).toMatch(/\*\*\*/);
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(lot.id) }, bob.token, 'GET');
    expect(detail.item.auction).toMatchObject({ highest_bid: '130', bids: 3, next_min_bid: '140', start_price: '100' });
    expect(detail).toMatchObject({ margin_frozen: '20', available: '280' });

    await t.server.advance(3600_000 + 1000);
    // Bob lost: his margin is back. Alice won: an order awaiting payment for 24 hours.
    expect([await k.funding(bob.uid), await k.frozen(bob.uid)]).toEqual(['300', '0']);
    await refused('bind_box/auctionNFT', { id: String(lot.id), price: '200' }, bob.token, 'auctionClosed');
    const [won] = await k.ok<NftOrder[]>('bind_box/getNeedPayNFTOrder', {}, alice.token, 'GET');
    expect(won).toMatchObject({ kind: 'auction', status: 'awaiting_payment', amount: '130', deadline: end + 24 * 3600, read: false });
    expect(won.message).toContain('130 USDT');
    const bobBids = await k.ok<{ list: MyBid[] }>('bind_box/getMyBindBoxQuotationLog', {}, bob.token, 'GET');
    expect(bobBids.list[0]).toMatchObject({ item_id: lot.id, my_bid: '110', highest_bid: '130', leading: false, margin_state: 'returned' });
    // Someone else cannot pay it; paying from the balance unfreezes the margin first.
    await refused('bind_box/payNFTOrder', { order_id: String(won.id), pay_type: 'balance' }, bob.token, 'order');
    const paid = await k.ok<NftOrder>('bind_box/payNFTOrder', { order_id: String(won.id), pay_type: 'balance' }, alice.token);
    expect(paid).toMatchObject({ status: 'paid', pay_type: 'balance' });
    expect([await k.funding(alice.uid), await k.frozen(alice.uid)]).toEqual(['170', '0']);
    const split = nftSaleSplit('130', RATES, false);
    expect(
      dec(await k.funding(artist))
        .minus(artistBefore)
        .toFixed(),
    ).toBe(split.sellerReceives.toFixed());
    expect((await k.fees()).minus(feesBefore).toFixed()).toBe(split.platformFee.toFixed());
    await refused('bind_box/payNFTOrder', { order_id: String(won.id), pay_type: 'balance' }, alice.token, 'alreadyPaid');
    const read = await k.ok<NftOrder>('bind_box/readNFTOrderMessage', { order_id: String(won.id) }, alice.token);
    expect(read.read).toBe(true);
    const aliceBids = await k.ok<{ list: MyBid[] }>('bind_box/getMyBindBoxQuotationLog', {}, alice.token, 'GET');
    expect(aliceBids.list[0]).toMatchObject({ leading: true, order_id: won.id, margin_state: 'returned', state: 'ended' });
  });

  it('an auction refuses bids before its start, by its artist or owner; an unpaid win forfeits the margin to the seller', async () => {
    const at = k.nowSec();
    const lot = await k.item({
      mode: 'auction',
      price: '10',
      min_raise: '1',
      margin: '5',
      start_at: String(at + 600),
      end_at: String(at + 1200),
    });
    const carol = await k.user('100', 'carol');
    await refused('bind_box/auctionNFT', { id: String(lot.id), price: '10' }, carol.token, 'notStarted');
    await t.server.advance(700_000);
    await k.ok('bind_box/auctionNFT', { id: String(lot.id), price: '10' }, carol.token);
    expect(await k.frozen(carol.uid)).toBe('5');
    await t.server.advance(600_000);
    const artist = await k.artistUid(lot.artist.id);
    const artistBefore = dec(await k.funding(artist));
    await t.server.advance(24 * HOUR + 1000);
    expect([await k.funding(carol.uid), await k.frozen(carol.uid)]).toEqual(['95', '0']);
    expect(
      dec(await k.funding(artist))
        .minus(artistBefore)
        .toFixed(),
    ).toBe('5');
    const orders = await k.ok<{ list: NftOrder[] }>('bind_box/getNFTOrders', {}, carol.token, 'GET');
    expect(orders.list[0]).toMatchObject({ status: 'forfeited', kind: 'auction' });
    expect(orders.list[0].message).toContain('5 USDT');
    await refused('bind_box/payNFTOrder', { order_id: String(orders.list[0].id), pay_type: 'balance' }, carol.token, 'notAwaiting');
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(lot.id) }, carol.token, 'GET');
    expect(detail.item).toMatchObject({ state: 'ended', owner: null, mine: false });

    // A bought item resold by auction: its owner cannot bid on it.
    const fixed = await k.item({ mode: 'fixed', price: '5' });
    await k.ok('bind_box/buyNFT', { id: String(fixed.id), price: '5' }, carol.token);
    await k.ok(
      'bind_box/resellNFT',
      { id: String(fixed.id), mode: 'auction', price: '8', min_raise: '1', margin: '1', end_at: String(k.nowSec() + 600) },
      carol.token,
    );
    await refused('bind_box/auctionNFT', { id: String(fixed.id), price: '8' }, carol.token, 'ownBid');
    // No bids at the end: the owner keeps it, off the market.
    await t.server.advance(700_000);
    const mine = await k.ok<{ list: Array<{ id: number; listed: boolean }> }>('bind_box/getMyNFTs', {}, carol.token, 'GET');
    expect(mine.list.find((i) => i.id === fixed.id)).toMatchObject({ listed: false });
  });

  it('favourites toggle with counts and list in the collection', async () => {
    const me = await k.user();
    const piece = await k.item({ mode: 'fixed', price: '1' });
    expect(await k.ok('bind_box/collect', { id: String(piece.id) }, me.token)).toEqual({ id: piece.id, favourite: true, favourites: 1 });
    const list = await k.ok<{ list: NftCard[] }>('bind_box/getCollection', {}, me.token, 'GET');
    expect(list.list.map((c) => c.id)).toEqual([piece.id]);
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(piece.id) }, me.token, 'GET');
    expect(detail.item).toMatchObject({ favourite: true, favourites: 1 });
    expect(await k.ok('bind_box/collect', { id: String(piece.id) }, me.token)).toEqual({ id: piece.id, favourite: false, favourites: 0 });
  });

  it('npm run admin -- nft-artists, nft-artist-create, nft-item-create, nft-items, nft-fees', async () => {
    const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'test-admin-token', DATA_DIR: t.dataDir };
    const cli = async (...args: string[]) => JSON.parse((await adminCli(env)(...args)).stdout);
    const artist = await cli('nft-artist-create', 'name=Cli Artist', 'avatar_url=/nft/artists/2.svg', 'bio=From the command line');
    expect(artist).toMatchObject({ name: 'Cli Artist', works: 0 });
    expect((await cli('nft-artists')).list.map((a: { name: string }) => a.name)).toContain('Cli Artist');
    const at = k.nowSec();
    const prizes = JSON.stringify([{ name: 'One', media_url: '/nft/art/kelp.svg', weight: 1 }]);
    const series = await cli(
      'nft-item-create',
      `artist_id=${artist.id}`,
      'name=Cli series',
      'media_url=/nft/art/kelp.svg',
      'mode=blind',
      'price=3',
      `start_at=${at}`,
      `end_at=${at + 3600}`,
      'supply=4',
      `prizes=${prizes}`,
    );
    expect(series).toMatchObject({ mode: 'blind', state: 'on_sale', blind: { supply: 4, seed: null } });
    expect((await cli('nft-items')).map((i: { id: number }) => i.id)).toContain(series.id);
    expect(await cli('nft-fees')).toEqual(RATES);
    expect(await cli('nft-fees', 'platform_fee_rate=0.03')).toEqual({ ...RATES, platform_fee_rate: '0.03' });
    const refused = await fetch(`${t.api}/admin/nft/fees`, {
      method: 'POST',
      headers: { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ royalty_rate: '0.49' }),
    });
    expect(await refused.json()).toMatchObject({ type: 'error', field: 'royalty_rate' });
    expect(await cli('nft-fees', 'platform_fee_rate=0.025')).toEqual(RATES);
    // Seven command-line starts: several seconds each on a busy machine.
  }, 150_000);

  it("auction and payment refusals change no balance: margin short, own item, closed, below the raise, others' order, paid twice, demo", async () => {
    const at = k.nowSec();
    const lot = await k.item({ mode: 'auction', price: '20', min_raise: '2', margin: '10', end_at: String(at + 600) });
    const poor = await k.user('9', 'poor');
    const dave = await k.user('100', 'dave');
    const erin = await k.user('100', 'erin');
    const artist = await k.artistUid(lot.artist.id);
    const uids = [poor.uid, dave.uid, erin.uid, artist];
    let before = await k.snapshot(uids);
    await refused('bind_box/marginNFT', { id: String(lot.id) }, poor.token, 'marginBalance', { margin: '10' });
    await refused('bind_box/auctionNFT', { id: String(lot.id), price: '20' }, poor.token, 'bidBalance', { price: '20' });
    await refused('bind_box/auctionNFT', { id: String(lot.id), price: '19' }, dave.token, 'bidTooLow', { min: '20' });
    expect(await k.snapshot(uids)).toBe(before);
    await k.ok('bind_box/auctionNFT', { id: String(lot.id), price: '20' }, dave.token);
    before = await k.snapshot(uids);
    await refused('bind_box/auctionNFT', { id: String(lot.id), price: '21' }, erin.token, 'bidTooLow', { min: '22' });
    expect(await k.snapshot(uids)).toBe(before);
    await t.server.advance(601_000);
    before = await k.snapshot(uids);
    await refused('bind_box/auctionNFT', { id: String(lot.id), price: '50' }, erin.token, 'auctionClosed');
    await refused('bind_box/marginNFT', { id: String(lot.id) }, erin.token, 'auctionClosed');
    const [won] = await k.ok<NftOrder[]>('bind_box/getNeedPayNFTOrder', {}, dave.token, 'GET');
    await refused('bind_box/payNFTOrder', { order_id: String(won.id), pay_type: 'balance' }, erin.token, 'order');
    await refused('bind_box/readNFTOrderMessage', { order_id: String(won.id) }, erin.token, 'order');
    expect(await k.snapshot(uids)).toBe(before);
    await k.ok('bind_box/payNFTOrder', { order_id: String(won.id), pay_type: 'balance' }, dave.token);
    before = await k.snapshot(uids);
    await refused('bind_box/payNFTOrder', { order_id: String(won.id), pay_type: 'balance' }, dave.token, 'alreadyPaid');
    expect(await k.snapshot(uids)).toBe(before);
    // A demo account may look but not buy.
    const { demoLogin } = await import('./support');
    const demo = await demoLogin(t.api);
    const piece = await k.item({ mode: 'fixed', price: '1' });
    await refused('bind_box/buyNFT', { id: String(piece.id), price: '1' }, demo.token, 'demo');
    expect(await k.snapshot(uids)).toBe(before);
  });

  it('an item withdrawn to a chain (locked) can no longer be listed or bought here', async () => {
    const { lockItem, setTokenId, withdrawable } = await import('../../server/modules/nft/lock');
    const piece = await k.item({ mode: 'fixed', price: '2' });
    const me = await k.user('2');
    const other = await k.user('10');
    await k.ok('bind_box/buyNFT', { id: String(piece.id), price: '2' }, me.token);
    await expect(withdrawable(t.server.db, other.uid, piece.id)).rejects.toThrow('nftErrors.notOwner');
    expect((await withdrawable(t.server.db, me.uid, piece.id)).id).toBe(piece.id);
    await t.server.db.transaction(async () => {
      await lockItem(t.server.db, piece.id);
      await setTokenId(t.server.db, piece.id, String(piece.id));
    });
    await expect(withdrawable(t.server.db, me.uid, piece.id)).rejects.toThrow('nftErrors.locked');
    await refused('bind_box/resellNFT', { id: String(piece.id), mode: 'fixed', price: '5' }, me.token, 'locked');
    await refused('bind_box/buyNFT', { id: String(piece.id), price: '2' }, other.token, 'locked');
    const mine = await k.ok<{ list: Array<{ id: number; token_id: string | null }> }>('bind_box/getMyNFTs', {}, me.token, 'GET');
    expect(mine.list.find((i) => i.id === piece.id)?.token_id).toBe(String(piece.id));
  });
});
