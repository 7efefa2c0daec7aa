// Blind boxes (buy, open, check the draw once the seed is revealed), resale with the artist's royalty,
// and the auction's end and payment deadline across a stopped server: done once, never twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/core/i18n';
import type { NftBox, NftDetailReply, NftOrder, NftOwned } from '../../src/contract/nft';
import { dec } from '../../src/shared/lib/decimal';
import { drawHmac, pickPrize, seedCommitment } from '../../src/shared/nft/draw';
import { nftSaleSplit } from '../../src/shared/nft/fees';
import { startServer, type TestServer } from './helpers';
import { nftKit } from './nftSupport';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-nftboxes-'));
const start = () => startServer({ dataDir, market: { autoStart: false } });
let t: TestServer;
beforeAll(async () => {
  t = await start();
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const k = nftKit(() => t);
const RATES = { platform_fee_rate: '0.025', royalty_rate: '0.05' };
const PRIZES = JSON.stringify([
  { name: 'Iris', media_url: '/nft/art/iris.svg', weight: 3 },
  { name: 'Kelp', media_url: '/nft/art/kelp.svg', weight: 1 },
]);

describe('blind boxes', () => {
  it('buys boxes numbered from 1, opens them by the draw, reveals the seed once sold out', async () => {
    const series = await k.item({ mode: 'blind', price: '10', supply: '2', prizes: PRIZES });
    expect(series.blind).toMatchObject({ supply: 2, sold: 0, seed: null });
    const me = await k.user('30');
    const artist = await k.artistUid(series.artist.id);
    const artistBefore = dec(await k.funding(artist));
    const order = await k.ok<NftOrder>('bind_box/buyNFT', { id: String(series.id), price: '10' }, me.token);
    expect(order).toMatchObject({ kind: 'box', status: 'paid' });
    expect(
      dec(await k.funding(artist))
        .minus(artistBefore)
        .toFixed(),
    ).toBe('9.75');
    let mine = await k.ok<{ boxes: NftBox[] }>('bind_box/getMyNFTs', {}, me.token, 'GET');
    expect(mine.boxes).toEqual([expect.objectContaining({ code: `${series.code}-1`, opened: false, price: '10', series_id: series.id })]);
    const opened = await k.ok<NftBox>('bind_box/openBlindBox', { box_id: String(mine.boxes[0].id) }, me.token);
    expect(opened).toMatchObject({ opened: true, item_id: expect.any(Number), draw_hmac: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const again = await k.call('bind_box/openBlindBox', { box_id: String(opened.id) }, me.token);
    expect(again).toMatchObject({ type: 'error', message: translate('en', 'nftErrors.opened') });
    const stranger = await k.user();
    const theirs = await k.call('bind_box/openBlindBox', { box_id: String(opened.id) }, stranger.token);
    expect(theirs).toMatchObject({ type: 'error', message: translate('en', 'nftErrors.box') });
    // Not revealed before the sale ends.
    let detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(series.id) }, me.token, 'GET');
    expect(detail.item.blind?.seed).toBeNull();
    await k.ok('bind_box/buyNFT', { id: String(series.id), price: '10' }, me.token);
    const soldOut = await k.call('bind_box/buyNFT', { id: String(series.id), price: '10' }, me.token);
    expect(soldOut).toMatchObject({ type: 'error', message: translate('en', 'nftErrors.soldOut') });
    expect(await k.funding(me.uid)).toBe('10');
    detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(series.id) }, me.token, 'GET');
    const blind = detail.item.blind;
    expect(blind?.sold).toBe(2);
    const seed = blind?.seed ?? '';
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    // Anyone can now check the draw: the commitment, the HMAC, the prize.
    expect(await seedCommitment(seed)).toBe(blind?.commitment);
    expect(await drawHmac(seed, opened.code)).toBe(opened.draw_hmac);
    expect(pickPrize(opened.draw_hmac ?? '', blind?.prizes ?? [])).toBe(opened.prize_index);
    mine = await k.ok<{ list: NftOwned[]; boxes: NftBox[] }>('bind_box/getMyNFTs', {}, me.token, 'GET');
    const prize = blind?.prizes[opened.prize_index ?? 0];
    expect((mine as unknown as { list: NftOwned[] }).list[0]).toMatchObject({
      id: opened.item_id,
      name: `${prize?.name} #1`,
      media_url: prize?.media_url,
      mode: 'fixed',
      state: 'ended',
      listed: false,
    });
  });
});

describe('resale', () => {
  it('the owner lists at a fixed price; another user buys; the seller gets price − fee − royalty, the artist the royalty', async () => {
    const piece = await k.item({ mode: 'fixed', price: '40' });
    const seller = await k.user('40', 'seller');
    const buyer = await k.user('100', 'buyer');
    const artist = await k.artistUid(piece.artist.id);
    await k.ok('bind_box/buyNFT', { id: String(piece.id), price: '40' }, seller.token);
    const stranger = await k.call('bind_box/resellNFT', { id: String(piece.id), mode: 'fixed', price: '99' }, buyer.token);
    expect(stranger).toMatchObject({ type: 'error', message: translate('en', 'nftErrors.notOwner') });
    const listed = await k.ok<NftOwned>('bind_box/resellNFT', { id: String(piece.id), mode: 'fixed', price: '100' }, seller.token);
    expect(listed).toMatchObject({ listed: true, resale: true, price: '100', state: 'on_sale' });
    const twice = await k.call('bind_box/resellNFT', { id: String(piece.id), mode: 'fixed', price: '100' }, seller.token);
    expect(twice).toMatchObject({ type: 'error', message: translate('en', 'nftErrors.alreadyListed') });
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(piece.id) }, buyer.token, 'GET');
    expect(detail.preview).toEqual({ price: '100', platform_fee: '2.5', royalty: '5', seller_receives: '92.5' });
    const resales = await k.ok<{ list: Array<{ id: number }> }>('bind_box/getBoxList', { resale: '1', limit: '100' }, '', 'GET');
    expect(resales.list.map((c) => c.id)).toContain(piece.id);
    const artistBefore = dec(await k.funding(artist));
    const feesBefore = await k.fees();
    await k.ok('bind_box/buyNFT', { id: String(piece.id), price: '100' }, buyer.token);
    const split = nftSaleSplit('100', RATES, true);
    expect(await k.funding(seller.uid)).toBe(split.sellerReceives.toFixed());
    expect(
      dec(await k.funding(artist))
        .minus(artistBefore)
        .toFixed(),
    ).toBe('5');
    expect((await k.fees()).minus(feesBefore).toFixed()).toBe('2.5');
    expect(await k.funding(buyer.uid)).toBe('0');
  });

  it('an auction listing can be taken back while no one has bid (margins return), not after a bid', async () => {
    const piece = await k.item({ mode: 'fixed', price: '5' });
    const owner = await k.user('5');
    const bidder = await k.user('50');
    await k.ok('bind_box/buyNFT', { id: String(piece.id), price: '5' }, owner.token);
    const end = String(k.nowSec() + 3600);
    await k.ok(
      'bind_box/resellNFT',
      { id: String(piece.id), mode: 'auction', price: '10', min_raise: '1', margin: '3', end_at: end },
      owner.token,
    );
    await k.ok('bind_box/marginNFT', { id: String(piece.id) }, bidder.token);
    expect(await k.frozen(bidder.uid)).toBe('3');
    const back = await k.ok<NftOwned>('bind_box/cancelResell', { id: String(piece.id) }, owner.token);
    expect(back.listed).toBe(false);
    expect([await k.funding(bidder.uid), await k.frozen(bidder.uid)]).toEqual(['50', '0']);
    await k.ok(
      'bind_box/resellNFT',
      { id: String(piece.id), mode: 'auction', price: '10', min_raise: '1', margin: '3', end_at: end },
      owner.token,
    );
    await k.ok('bind_box/auctionNFT', { id: String(piece.id), price: '10' }, bidder.token);
    const refused = await k.call('bind_box/cancelResell', { id: String(piece.id) }, owner.token);
    expect(refused).toMatchObject({ type: 'error', message: translate('en', 'nftErrors.hasBids') });
  });
});

describe('across downtime', () => {
  it('an auction ending and its pay deadline passing while the server is stopped: settled once, not again after a restart', async () => {
    const at = k.nowSec();
    const lot = await k.item({ mode: 'auction', price: '10', min_raise: '1', margin: '4', end_at: String(at + 600) });
    const winner = await k.user('50');
    const loser = await k.user('50');
    await k.ok('bind_box/auctionNFT', { id: String(lot.id), price: '10' }, loser.token);
    await k.ok('bind_box/auctionNFT', { id: String(lot.id), price: '11' }, winner.token);
    const artist = await k.artistUid(lot.artist.id);
    const artistBefore = dec(await k.funding(artist));
    await t.stop();
    // The clock moves past the end and the pay deadline while nothing runs.
    const { advanceClock } = await import('../../server/core/clock');
    advanceClock(600_000 + 25 * 3_600_000);
    t = await start();
    expect([await k.funding(loser.uid), await k.frozen(loser.uid)]).toEqual(['50', '0']);
    expect([await k.funding(winner.uid), await k.frozen(winner.uid)]).toEqual(['46', '0']);
    expect(
      dec(await k.funding(artist))
        .minus(artistBefore)
        .toFixed(),
    ).toBe('4');
    await t.stop();
    t = await start();
    await t.server.advance(1000);
    expect([await k.funding(winner.uid), await k.frozen(winner.uid)]).toEqual(['46', '0']);
    expect(
      dec(await k.funding(artist))
        .minus(artistBefore)
        .toFixed(),
    ).toBe('4');
    const orders = await k.ok<{ list: NftOrder[] }>('bind_box/getNFTOrders', {}, winner.token, 'GET');
    expect(orders.list.map((o) => o.status)).toEqual(['forfeited']);
  });
});
