// One state per NFT (owned → listed → reserved for one order → sold), tried across the area's calls
// against a real server: the seller reselling during an auction winner's payment window (issue 29,
// defect 2), buying, bidding, cancelling, withdrawing and favouriting an item that is reserved or
// listed, and the same calls sent several at once. Every refusal changes no balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/core/i18n';
import type { NftDetailReply, NftOrder } from '../../src/contract/nft';
import { dec } from '../../src/shared/lib/decimal';
import { nftSaleSplit } from '../../src/shared/nft/fees';
import { startServer, type TestServer } from './helpers';
import { nftKit } from './nftSupport';

let t: TestServer;
// A chain is configured (wallet purchases are offered) but never read: watchMs 0, nothing is scanned here.
const CHAIN = {
  chainId: 31_999,
  name: 'Unread chain',
  rpcUrl: 'http://127.0.0.1:9',
  usdt: `0x${'11'.repeat(20)}`,
  explorer: '',
  confirmations: 5,
};
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false }, chains: [CHAIN], watchMs: 0 });
});
afterAll(() => t?.stop());
const k = nftKit(() => t);
const RATES = { platform_fee_rate: '0.025', royalty_rate: '0.05' };

const message = (key: string, vars: Record<string, string> = {}) => translate('en', `nftErrors.${key}`, vars);
async function refused(path: string, form: Record<string, string>, token: string, key: string, vars: Record<string, string> = {}) {
  const body = await k.call(path, form, token);
  expect(body, `${path} ${JSON.stringify(body)}`).toMatchObject({ type: 'error', message: message(key, vars) });
  return body;
}

/** An artwork bought from its artist by `seller` at 10, then listed by them by auction ending in 10 minutes. */
async function resoldByAuction() {
  const piece = await k.item({ mode: 'fixed', price: '10' });
  const seller = await k.user('10', 'seller');
  await k.ok('bind_box/buyNFT', { id: String(piece.id), price: '10' }, seller.token);
  const end = k.nowSec() + 600;
  await k.ok(
    'bind_box/resellNFT',
    { id: String(piece.id), mode: 'auction', price: '50', min_raise: '1', margin: '5', end_at: String(end) },
    seller.token,
  );
  return { piece, seller, id: String(piece.id), artist: await k.artistUid(piece.artist.id) };
}

describe('one state per NFT', () => {
  it('defect 2: the seller resells at 10 during the winner’s payment window, B pays, the winner pays: sold once, to the winner', async () => {
    const { id, seller } = await resoldByAuction();
    const winner = await k.user('100', 'winner');
    const b = await k.user('100', 'b');
    await k.ok('bind_box/auctionNFT', { id, price: '50' }, winner.token);
    await t.server.advance(601_000);
    const [won] = await k.ok<NftOrder[]>('bind_box/getNeedPayNFTOrder', {}, winner.token, 'GET');
    expect(won).toMatchObject({ kind: 'auction', status: 'awaiting_payment', amount: '50' });
    const sellerBefore = dec(await k.funding(seller.uid));
    // The attempts the defect allowed: whatever the server answers, what follows must hold.
    await k.call('bind_box/resellNFT', { id, mode: 'fixed', price: '10' }, seller.token);
    await k.call('bind_box/buyNFT', { id, price: '10' }, b.token);
    await k.call('bind_box/payNFTOrder', { order_id: String(won.id), pay_type: 'balance' }, winner.token);
    const split = nftSaleSplit('50', RATES, true);
    expect(await k.funding(b.uid), 'B paid for nothing').toBe('100');
    expect(
      dec(await k.funding(seller.uid))
        .minus(sellerBefore)
        .toFixed(),
      'the seller is paid once',
    ).toBe(split.sellerReceives.toFixed());
    expect([await k.funding(winner.uid), await k.frozen(winner.uid)]).toEqual(['50', '0']);
    const after = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id }, winner.token, 'GET');
    expect(after.item).toMatchObject({ mine: true, state: 'ended' });
    const bOrders = await k.ok<{ list: NftOrder[] }>('bind_box/getNFTOrders', {}, b.token, 'GET');
    expect(bOrders.list.filter((o) => o.status === 'paid')).toEqual([]);
  });

  it('a reserved item: resell, cancel, buy, bid and withdraw are refused with the reason, a favourite toggles; nothing moves', async () => {
    const { id, seller, artist } = await resoldByAuction();
    const winner = await k.user('100', 'winner');
    const b = await k.user('100', 'b');
    await k.ok('bind_box/auctionNFT', { id, price: '50' }, winner.token);
    await t.server.advance(601_000);
    const [won] = await k.ok<NftOrder[]>('bind_box/getNeedPayNFTOrder', {}, winner.token, 'GET');
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id }, b.token, 'GET');
    expect(detail.item.state).toBe('reserved');
    const uids = [seller.uid, winner.uid, b.uid, artist];
    const before = await k.snapshot(uids);
    const auction = { id, mode: 'auction', price: '10', min_raise: '1', margin: '1', end_at: String(k.nowSec() + 900) };
    await refused('bind_box/resellNFT', { id, mode: 'fixed', price: '10' }, seller.token, 'held');
    await refused('bind_box/resellNFT', auction, seller.token, 'held');
    await refused('bind_box/cancelResell', { id }, seller.token, 'held');
    await refused('bind_box/buyNFT', { id, price: '10' }, b.token, 'notFixed');
    await refused('bind_box/auctionNFT', { id, price: '60' }, b.token, 'auctionClosed');
    await refused('bind_box/marginNFT', { id }, b.token, 'auctionClosed');
    await refused('bind_box/withdrawNFT', { id, address: `0x${'ab'.repeat(20)}` }, seller.token, 'held');
    expect(await k.ok('bind_box/collect', { id }, b.token)).toMatchObject({ favourite: true });
    expect(await k.snapshot(uids)).toBe(before);
    await k.ok('bind_box/payNFTOrder', { order_id: String(won.id), pay_type: 'balance' }, winner.token);
  });

  it('a wallet purchase reserves the artwork: others, the owner and a second hold are refused; at the deadline it is listed again', async () => {
    const piece = await k.item({ mode: 'fixed', price: '10' });
    const owner = await k.user('10', 'owner');
    await k.ok('bind_box/buyNFT', { id: String(piece.id), price: '10' }, owner.token);
    const id = String(piece.id);
    await k.ok('bind_box/resellNFT', { id, mode: 'fixed', price: '20' }, owner.token);
    const listed = await k.call('bind_box/withdrawNFT', { id, address: `0x${'ab'.repeat(20)}` }, owner.token);
    expect(listed).toMatchObject({ type: 'error', message: translate('en', 'nftChainErrors.listed') });
    const holder = await k.user('0', 'holder');
    const other = await k.user('100', 'other');
    const order = await k.ok<NftOrder>('bind_box/buyNFT', { id, price: '20', pay_type: 'wallet' }, holder.token);
    expect(order).toMatchObject({ status: 'awaiting_payment', pay_type: 'wallet' });
    const uids = [owner.uid, holder.uid, other.uid, await k.artistUid(piece.artist.id)];
    const before = await k.snapshot(uids);
    await refused('bind_box/buyNFT', { id, price: '20' }, other.token, 'reserved');
    await refused('bind_box/buyNFT', { id, price: '20', pay_type: 'wallet' }, holder.token, 'reserved');
    await refused('bind_box/cancelResell', { id }, owner.token, 'held');
    await refused('bind_box/resellNFT', { id, mode: 'fixed', price: '5' }, owner.token, 'held');
    await refused('bind_box/withdrawNFT', { id, address: `0x${'ab'.repeat(20)}` }, owner.token, 'held');
    expect(await k.snapshot(uids)).toBe(before);
    await t.server.advance(31 * 60_000);
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id }, other.token, 'GET');
    expect(detail.item.state).toBe('on_sale');
    await k.ok('bind_box/buyNFT', { id, price: '20' }, other.token);
    await refused('bind_box/payNFTOrder', { order_id: String(order.id), pay_type: 'balance' }, holder.token, 'notAwaiting');
    expect(await k.funding(other.uid)).toBe('80');
  });

  it('defect 8: at most nft_max_wallet_holds wallet purchases held at once, refused at pay_type; the operator may change it', async () => {
    const buyer = await k.user('0', 'holds');
    const pieces = await Promise.all(['1', '2', '3'].map((price) => k.item({ mode: 'fixed', price })));
    const series = await k.item({
      mode: 'blind',
      price: '1',
      supply: '5',
      prizes: JSON.stringify([{ name: 'P', media_url: '/p.svg', weight: 1 }]),
    });
    const currency = await k.ok<{ max_wallet_holds: number }>('bind_box/getNftCurrency', {}, '', 'GET');
    expect(currency.max_wallet_holds).toBe(2);
    await k.ok('bind_box/buyNFT', { id: String(pieces[0].id), price: '1', pay_type: 'wallet' }, buyer.token);
    await k.ok('bind_box/buyNFT', { id: String(series.id), price: '1', pay_type: 'wallet' }, buyer.token);
    const before = await k.snapshot([buyer.uid]);
    const third = await refused(
      'bind_box/buyNFT',
      { id: String(pieces[1].id), price: '2', pay_type: 'wallet' },
      buyer.token,
      'walletHolds',
      {
        max: '2',
      },
    );
    expect(third.field).toBe('pay_type');
    await refused('bind_box/buyNFT', { id: String(series.id), price: '1', pay_type: 'wallet' }, buyer.token, 'walletHolds', { max: '2' });
    expect(await k.snapshot([buyer.uid])).toBe(before);
    const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id: String(pieces[1].id) }, buyer.token, 'GET');
    expect(detail.item.state).toBe('on_sale');
    // The operator's setting: checked at its field, then in force at once.
    const bad = await fetch(`${t.api}/admin/setting`, {
      method: 'POST',
      headers: { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: 'nft_max_wallet_holds', value: '0' }),
    });
    expect(await bad.json()).toMatchObject({ type: 'error', field: 'value' });
    await k.admin('admin/setting', { key: 'nft_max_wallet_holds', value: '3' });
    await k.ok('bind_box/buyNFT', { id: String(pieces[1].id), price: '2', pay_type: 'wallet' }, buyer.token);
    await refused('bind_box/buyNFT', { id: String(pieces[2].id), price: '3', pay_type: 'wallet' }, buyer.token, 'walletHolds', {
      max: '3',
    });
    // Paying from the balance is never capped; an expired hold frees its place.
    await t.server.advance(31 * 60_000);
    await k.ok('bind_box/buyNFT', { id: String(pieces[2].id), price: '3', pay_type: 'wallet' }, buyer.token);
    await k.admin('admin/setting', { key: 'nft_max_wallet_holds', value: '2' });
    await t.server.advance(31 * 60_000);
  });

  it('settling checks its reservation: when it is gone, paying is refused and nothing moves; at the deadline the margin comes back', async () => {
    const { id, seller, artist } = await resoldByAuction();
    const winner = await k.user('100', 'winner');
    await k.ok('bind_box/auctionNFT', { id, price: '50' }, winner.token);
    await t.server.advance(601_000);
    const [won] = await k.ok<NftOrder[]>('bind_box/getNeedPayNFTOrder', {}, winner.token, 'GET');
    // Damage behind the engine's back: the item no longer held for the winner's order.
    await t.server.db.$sql.run('UPDATE nft_items SET reserved_order = NULL WHERE id = ?', Number(id));
    const uids = [seller.uid, winner.uid, artist];
    const before = await k.snapshot(uids);
    await refused('bind_box/payNFTOrder', { order_id: String(won.id), pay_type: 'balance' }, winner.token, 'reservationGone');
    expect(await k.snapshot(uids)).toBe(before);
    expect(await k.frozen(winner.uid)).toBe('5');
    await t.server.advance(24 * 3_600_000);
    const [closed] = (await k.ok<{ list: NftOrder[] }>('bind_box/getNFTOrders', {}, winner.token, 'GET')).list;
    expect(closed).toMatchObject({ id: won.id, status: 'expired' });
    expect(closed.message).toBe(translate('en', 'nftMessages.released', { name: 'Test piece', code: closed.code, amount: '50' }));
    expect([await k.funding(winner.uid), await k.frozen(winner.uid)]).toEqual(['100', '0']);
  });

  describe('several requests at once', () => {
    it('five buyers of one artwork: one buys it, four are refused, the seller is paid once', async () => {
      const piece = await k.item({ mode: 'fixed', price: '7' });
      const artist = await k.artistUid(piece.artist.id);
      const buyers = await Promise.all([0, 1, 2, 3, 4].map(() => k.user('10', 'rush')));
      const artistBefore = dec(await k.funding(artist));
      const replies = await Promise.all(
        buyers.map((b, i) =>
          k.call('bind_box/buyNFT', { id: String(piece.id), price: '7', pay_type: i % 2 ? 'wallet' : 'balance' }, b.token),
        ),
      );
      const won = replies.filter((r) => r.type === 'ok');
      expect(won).toHaveLength(1);
      for (const r of replies.filter((r) => r.type !== 'ok')) expect([message('reserved'), message('ended')]).toContain(r.message);
      const paid = (won[0].message as NftOrder).status === 'paid';
      expect(
        dec(await k.funding(artist))
          .minus(artistBefore)
          .toFixed(),
      ).toBe(paid ? nftSaleSplit('7', RATES, false).sellerReceives.toFixed() : '0');
      await t.server.advance(31 * 60_000);
    });

    it('three wallet purchases by one user at once: two held (the cap), one refused at pay_type', async () => {
      const buyer = await k.user('0', 'capped');
      const pieces = await Promise.all(['1', '2', '3'].map((price) => k.item({ mode: 'fixed', price })));
      const replies = await Promise.all(
        pieces.map((p) => k.call('bind_box/buyNFT', { id: String(p.id), price: p.price, pay_type: 'wallet' }, buyer.token)),
      );
      expect(replies.filter((r) => r.type === 'ok')).toHaveLength(2);
      expect(replies.filter((r) => r.type !== 'ok')).toEqual([
        expect.objectContaining({ message: message('walletHolds', { max: '2' }), field: 'pay_type' }),
      ]);
      await t.server.advance(31 * 60_000);
    });

    it('the owner resells, cancels and withdraws at once; two buyers and a cancel race a resale: one outcome each', async () => {
      const piece = await k.item({ mode: 'fixed', price: '3' });
      const owner = await k.user('3', 'racer');
      const id = String(piece.id);
      await k.ok('bind_box/buyNFT', { id, price: '3' }, owner.token);
      const listings = await Promise.all([
        k.call('bind_box/resellNFT', { id, mode: 'fixed', price: '4' }, owner.token),
        k.call('bind_box/resellNFT', { id, mode: 'fixed', price: '5' }, owner.token),
        k.call(
          'bind_box/resellNFT',
          { id, mode: 'auction', price: '6', min_raise: '1', margin: '1', end_at: String(k.nowSec() + 900) },
          owner.token,
        ),
        k.call('bind_box/withdrawNFT', { id, address: `0x${'ab'.repeat(20)}` }, owner.token),
      ]);
      expect(listings.filter((r) => r.type === 'ok')).toHaveLength(1);
      const detail = await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id }, '', 'GET');
      expect(detail.item.state).toBe('on_sale');
      const price = detail.item.price;
      if (detail.item.mode === 'auction') await k.ok('bind_box/cancelResell', { id }, owner.token);
      if (detail.item.mode === 'auction') await k.ok('bind_box/resellNFT', { id, mode: 'fixed', price: '4' }, owner.token);
      const [a, b] = await Promise.all([k.user('10', 'a'), k.user('10', 'b')]);
      const race = await Promise.all([
        k.call('bind_box/buyNFT', { id, price: detail.item.mode === 'auction' ? '4' : price }, a.token),
        k.call('bind_box/cancelResell', { id }, owner.token),
        k.call('bind_box/buyNFT', { id, price: detail.item.mode === 'auction' ? '4' : price }, b.token),
        k.call('bind_box/collect', { id }, a.token),
      ]);
      const sold = [race[0], race[2]].filter((r) => r.type === 'ok');
      expect(sold.length + (race[1].type === 'ok' ? 1 : 0)).toBe(1);
      const spent = await Promise.all(
        [a.uid, b.uid].map(async (u) =>
          dec(10)
            .minus(await k.funding(u))
            .toFixed(),
        ),
      );
      expect(spent.filter((x) => x !== '0')).toHaveLength(sold.length);
    });

    it('two bids of one price at once: one stands, the other is told the next minimum; a favourite toggled twice at once ends as it began', async () => {
      const { id } = await resoldByAuction();
      const [x, y] = await Promise.all([k.user('100', 'bidx'), k.user('100', 'bidy')]);
      const bids = await Promise.all([x, y].map((b) => k.call('bind_box/auctionNFT', { id, price: '50' }, b.token)));
      expect(bids.filter((r) => r.type === 'ok')).toHaveLength(1);
      expect(bids.filter((r) => r.type !== 'ok')).toEqual([
        expect.objectContaining({ message: message('bidTooLow', { min: '51' }), field: 'price' }),
      ]);
      const loser = bids[0].type === 'ok' ? y : x;
      expect([await k.funding(loser.uid), await k.frozen(loser.uid)]).toEqual(['100', '0']);
      const toggles = await Promise.all([0, 1].map(() => k.call('bind_box/collect', { id }, x.token)));
      expect(toggles.map((r) => r.type)).toEqual(['ok', 'ok']);
      expect((await k.ok<NftDetailReply>('bind_box/getBoxDetail', { id }, x.token, 'GET')).item.favourite).toBe(false);
    });

    it('the winner pays twice at once and favourites meanwhile: paid once; a box opened three times at once opens once', async () => {
      const { id } = await resoldByAuction();
      const winner = await k.user('60', 'twice');
      await k.ok('bind_box/auctionNFT', { id, price: '50' }, winner.token);
      await t.server.advance(601_000);
      const [won] = await k.ok<NftOrder[]>('bind_box/getNeedPayNFTOrder', {}, winner.token, 'GET');
      const pay = { order_id: String(won.id), pay_type: 'balance' };
      const replies = await Promise.all([
        k.call('bind_box/payNFTOrder', pay, winner.token),
        k.call('bind_box/payNFTOrder', pay, winner.token),
        k.call('bind_box/collect', { id }, winner.token),
      ]);
      expect(replies.map((r) => r.type)).toEqual(expect.arrayContaining(['ok', 'error']));
      expect(replies[0].type === 'ok' ? replies[1].message : replies[0].message).toBe(message('alreadyPaid'));
      expect([await k.funding(winner.uid), await k.frozen(winner.uid)]).toEqual(['10', '0']);

      const series = await k.item({
        mode: 'blind',
        price: '1',
        supply: '2',
        prizes: JSON.stringify([{ name: 'P', media_url: '/p.svg', weight: 1 }]),
      });
      const boxer = await k.user('1', 'boxer');
      const late = await k.user('5', 'late');
      const rush = await Promise.all([
        k.call('bind_box/buyNFT', { id: String(series.id), price: '1' }, boxer.token),
        k.call('bind_box/buyNFT', { id: String(series.id), price: '1' }, late.token),
        k.call('bind_box/buyNFT', { id: String(series.id), price: '1' }, late.token),
      ]);
      expect(rush.filter((r) => r.type === 'ok')).toHaveLength(2);
      expect(rush.filter((r) => r.type !== 'ok').map((r) => r.message)).toEqual([message('soldOut')]);
      const token = rush[0].type === 'ok' ? boxer.token : late.token;
      const mine = await k.ok<{ boxes: Array<{ id: number }> }>('bind_box/getMyNFTs', {}, token, 'GET');
      const boxId = String(mine.boxes[0]?.id);
      const opens = await Promise.all([0, 1, 2].map(() => k.call('bind_box/openBlindBox', { box_id: boxId }, token)));
      expect(opens.filter((r) => r.type === 'ok')).toHaveLength(1);
      expect(opens.filter((r) => r.type !== 'ok').map((r) => r.message)).toEqual([message('opened'), message('opened')]);
    });
  });
});
