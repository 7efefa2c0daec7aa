// The NFT commands of the cross-area property test (cross.property.test.ts): two buyers at once, a buyer
// while the artwork is held for another's wallet payment, resales, bids, payments, and issue 29's double
// sale: the owner and a third buyer during an auction's payment window while the winner pays.
import { expect } from 'vitest';
import { dec } from '../../src/shared/lib/decimal';
import {
  advance,
  after,
  type Cmd,
  call,
  count,
  funding,
  guarded,
  HOUR,
  items,
  type Model,
  nowSec,
  ok,
  personOf,
  type Reply,
  realOf,
  row,
  type World,
} from './crossWorld';

const buyable = async (w: World) =>
  (await items(w)).filter((i) => i.mode === 'fixed' && i.locked === 0 && (i.listed === 1 || i.reserved_order !== null));

/**
 * Two buy one artwork at once (at most one wins; none while it is held for another's order), or, with
 * `hold`, one holds it for a wallet payment and then pays it from the balance while another buys it.
 */
export class NftBuyRace implements Cmd {
  constructor(
    readonly u: number,
    readonly v: number,
    readonly k: number,
    readonly hold: boolean,
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const list = this.hold ? (await buyable(w)).filter((i) => i.listed === 1 && i.reserved_order === null) : await buyable(w);
    if (!list.length) return;
    const item = list[this.k % list.length];
    const [a, b] = [personOf(w, this.u), personOf(w, this.v)];
    const form = (pay_type: string) => ({ id: String(item.id), price: item.price, pay_type });
    if (this.hold) {
      const held = await guarded(w, async () => [await call(w, a, 'bind_box/buyNFT', form('wallet'))]);
      if (!ok(held[0])) return await after(w, m);
      const order = String((held[0].message as { id: number }).id);
      const [buy, pay] = await guarded(w, () =>
        Promise.all([
          call(w, b, 'bind_box/buyNFT', form('balance')),
          call(w, a, 'bind_box/payNFTOrder', { order_id: order, pay_type: 'balance' }),
        ]),
      );
      count(m, 'buy while reserved');
      expect(buy.type, `bought while held for another: ${JSON.stringify(buy)}`).not.toBe('ok');
      if (ok(pay)) m.owners.set(item.id, a.uid);
      return await after(w, m);
    }
    const held = item.reserved_order !== null;
    const replies = await guarded(w, () => Promise.all([a, b].map((p) => call(w, p, 'bind_box/buyNFT', form('balance')))));
    const won = [a, b].filter((_, i) => ok(replies[i]));
    count(m, held ? 'buy while reserved' : 'two buy one artwork');
    if (held) expect(won, 'bought while reserved').toEqual([]);
    expect(won.length, 'one artwork sold twice').toBeLessThanOrEqual(1);
    if (won[0]) m.owners.set(item.id, won[0].uid);
    await after(w, m);
  }
  toString = () => `NftBuyRace(${this.u}, ${this.v}, ${this.k}, ${this.hold})`;
}

export class NftResell implements Cmd {
  constructor(
    readonly u: number,
    readonly auction: boolean,
    readonly price: number,
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const me = realOf(w, this.u);
    const mine = (await items(w)).find((i) => i.owner_id === me.uid && i.listed === 0 && i.reserved_order === null && i.locked === 0);
    if (!mine) return;
    const form: Record<string, string> = { id: String(mine.id), mode: this.auction ? 'auction' : 'fixed', price: String(this.price) };
    if (this.auction) Object.assign(form, { min_raise: '1', margin: '1', end_at: String(nowSec(w) + 3600) });
    await guarded(w, async () => [await call(w, me, 'bind_box/resellNFT', form)]);
    await after(w, m);
  }
  toString = () => `NftResell(${this.u}, ${this.auction}, ${this.price})`;
}

export class NftBid implements Cmd {
  constructor(
    readonly u: number,
    readonly k: number,
    readonly raise: number,
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const live = (await items(w)).filter((i) => i.mode === 'auction' && i.listed === 1);
    if (!live.length) return;
    const item = live[this.k % live.length];
    const top = await row<{ p: string }>(
      w,
      'SELECT max(CAST(price AS REAL)) AS p FROM nft_bids WHERE item_id = ? AND listing = ?',
      item.id,
      item.listing,
    );
    const price = dec(top?.p ?? item.price)
      .plus(this.raise)
      .toFixed();
    await guarded(w, async () => [await call(w, personOf(w, this.u), 'bind_box/auctionNFT', { id: String(item.id), price })]);
    await after(w, m);
  }
  toString = () => `NftBid(${this.u}, ${this.k}, ${this.raise})`;
}

export class NftPay implements Cmd {
  constructor(readonly u: number) {}
  check = () => true;
  async run(m: Model, w: World) {
    const me = realOf(w, this.u);
    const due = await row<{ id: number; item_id: number }>(
      w,
      "SELECT id, item_id FROM nft_orders WHERE user_id = ? AND status = 'awaiting_payment' AND tx_hash IS NULL",
      me.uid,
    );
    if (!due) return;
    const [r] = await guarded(w, async () => [
      await call(w, me, 'bind_box/payNFTOrder', { order_id: String(due.id), pay_type: 'balance' }),
    ]);
    if (ok(r)) m.owners.set(due.item_id, me.uid);
    await after(w, m);
  }
  toString = () => `NftPay(${this.u})`;
}

/**
 * Issue 29's double sale: an owner auctions an artwork, another wins it, and while the win waits for
 * payment the owner resells or withdraws the listing, a third buys it, and the winner pays, all at once.
 * Only the winner's payment may succeed.
 */
export class NftPaymentWindow implements Cmd {
  constructor(
    readonly u: number,
    readonly how: 'fixed' | 'auction' | 'cancel',
    readonly pays: boolean,
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const [seller, winner, third] = [0, 1, 2].map((d) => realOf(w, this.u + d));
    const owned = (await items(w)).find((i) => i.owner_id === seller.uid && i.listed === 0 && i.reserved_order === null && i.locked === 0);
    if (!owned || dec((await funding(w, winner.uid)).available).lt(5)) return;
    const id = String(owned.id);
    const listed = await call(w, seller, 'bind_box/resellNFT', {
      id,
      mode: 'auction',
      price: '1',
      min_raise: '1',
      margin: '1',
      end_at: String(nowSec(w) + 3600),
    });
    expect(listed.type, JSON.stringify(listed)).toBe('ok');
    const bid = await call(w, winner, 'bind_box/auctionNFT', { id, price: '1' });
    expect(bid.type, JSON.stringify(bid)).toBe('ok');
    await advance(w, HOUR + 1000);
    const order = await row<{ id: number }>(w, "SELECT id FROM nft_orders WHERE item_id = ? AND status = 'awaiting_payment'", owned.id);
    expect(order, 'the win waits for payment').toBeDefined();
    const ownerCall =
      this.how === 'cancel'
        ? call(w, seller, 'bind_box/cancelResell', { id })
        : call(w, seller, 'bind_box/resellNFT', {
            id,
            mode: this.how,
            price: '10',
            min_raise: '1',
            margin: '1',
            end_at: String(nowSec(w) + 3600),
          });
    const paying = this.pays
      ? call(w, winner, 'bind_box/payNFTOrder', { order_id: String(order?.id), pay_type: 'balance' })
      : Promise.resolve({ type: 'error', message: 'not tried' } as Reply);
    const [own, buy, pay] = await Promise.all([
      ownerCall,
      call(w, third, 'bind_box/buyNFT', { id, price: '10', pay_type: 'balance' }),
      paying,
    ]);
    count(m, 'payment window');
    expect(own.type, `the owner during the payment window: ${JSON.stringify(own)}`).not.toBe('ok');
    expect(buy.type, `a third buyer during the payment window: ${JSON.stringify(buy)}`).not.toBe('ok');
    if (this.pays) expect(pay.type, JSON.stringify(pay)).toBe('ok');
    if (ok(pay)) m.owners.set(owned.id, winner.uid);
    await after(w, m);
  }
  toString = () => `NftPaymentWindow(${this.u}, ${this.how}, ${this.pays})`;
}
