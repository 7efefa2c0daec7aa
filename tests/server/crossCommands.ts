// The commands of the cross-area property test (cross.property.test.ts). Each acts through the public
// API on objects another area's command also acts on, several fire two or three calls at once on the
// same object (Promise.all), and each checks afterwards what the model expects (which of the racing calls
// may win, how a balance moved) and the invariants of every area (crossWorld.ts `after`). The NFT
// commands are in crossNft.ts.
import fc from 'fast-check';
import { expect } from 'vitest';
import { dec } from '../../src/shared/lib/decimal';
import { NftBid, NftBuyRace, NftPay, NftPaymentWindow, NftResell } from './crossNft';
import {
  admin,
  advance,
  after,
  type Cmd,
  call,
  count,
  funding,
  guarded,
  MARKET,
  type Model,
  ok,
  type Person,
  payPassword,
  personOf,
  realOf,
  row,
  rows,
  setPrice,
  type World,
} from './crossWorld';
import { mine } from './withdraw/chain';

/** One of the follower's open copies of the lead trader (following, the trader opening and the price moving if none). */
async function liveCopy(w: World, me: Person, move: number) {
  const find = async () =>
    await row<{ order_id: number; trader_order_id: number }>(
      w,
      `SELECT c.order_id, c.trader_order_id FROM copy_positions c JOIN lever_orders o ON o.id = c.order_id
       WHERE c.follower_id = ? AND c.closed = 0 AND c.self_held = 0 AND o.status = 'open' ORDER BY c.order_id`,
      me.uid,
    );
  if (!(await find())) {
    await call(w, me, 'follow/follow', { trader_user_id: String(w.trader.uid), type: '2', number: '0.1', budget: '1000', agree: '1' });
    await call(w, w.trader, 'lever/submit', { ...MARKET, side: move >= 0 ? 'buy' : 'sell', lots: '0.5' });
    await setPrice(w, w.price.btc + move);
  }
  return await find();
}

/** A follower stops following (or takes the copy over) while the trader closes the order it copies: the share is paid once. */
class CopyRace implements Cmd {
  constructor(
    readonly u: number,
    readonly how: 'cancel' | 'takeOver',
    readonly move: number,
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const me = realOf(w, this.u);
    const copy = await liveCopy(w, me, this.move);
    if (!copy) return;
    const mine =
      this.how === 'cancel'
        ? call(w, me, 'follow/cancel', { trader_user_id: String(w.trader.uid) })
        : call(w, me, 'follow/selfHolding', { transaction_id: String(copy.order_id) });
    const [, closed] = await Promise.all([mine, call(w, w.trader, 'lever/close', { id: String(copy.trader_order_id) })]);
    expect(closed.type, JSON.stringify(closed)).toBe('ok');
    count(m, this.how === 'cancel' ? 'stop following while the trader closes' : 'take over while the trader closes');
    const c = await row<{ closed: number; self_held: number }>(
      w,
      'SELECT closed, self_held FROM copy_positions WHERE order_id = ?',
      copy.order_id,
    );
    expect(c && c.closed + c.self_held, 'the copy is settled once: closed with its trader or taken over').toBe(1);
    await after(w, m);
  }
  toString = () => `CopyRace(${this.u}, ${this.how}, ${this.move})`;
}

class CopyStep implements Cmd {
  constructor(
    readonly u: number,
    readonly what: 'follow' | 'open' | 'ownClose' | 'price',
    readonly move: number,
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const me = personOf(w, this.u);
    if (this.what === 'price') await setPrice(w, w.price.btc + this.move);
    else if (this.what === 'follow')
      await guarded(w, async () => [
        await call(w, me, 'follow/follow', { trader_user_id: String(w.trader.uid), type: '1', number: '0.5', budget: '500', agree: '1' }),
      ]);
    else if (this.what === 'open')
      await guarded(w, async () => [
        await call(w, w.trader, 'lever/submit', { ...MARKET, side: this.move >= 0 ? 'buy' : 'sell', lots: '0.3' }),
      ]);
    else {
      const open = await row<{ id: number }>(w, "SELECT id FROM lever_orders WHERE user_id = ? AND status = 'open' ORDER BY id", me.uid);
      if (open) await guarded(w, async () => [await call(w, me, 'lever/close', { id: String(open.id) })]);
    }
    await after(w, m);
  }
  toString = () => `CopyStep(${this.u}, ${this.what}, ${this.move})`;
}

/**
 * One funding balance spent three ways at once: a chain withdrawal, a sale of coin for dollars and a
 * transfer to another account. Each accepted call takes its amount once (frozen, or moved), never more
 * than there was; a demo account's withdrawal and sale are refused.
 */
class OutflowRace implements Cmd {
  constructor(
    readonly u: number,
    readonly out: number,
    readonly sale: number,
    readonly move: number,
    readonly to: 'change' | 'lever',
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const me = personOf(w, this.u);
    const before = await funding(w, me.uid);
    const address = me.address ?? '0x000000000000000000000000000000000000dEaD';
    const [out, sale, move] = await guarded(w, () =>
      Promise.all([
        call(w, me, 'wallet/out', {
          currency_id: '1',
          chain_id: String(w.rig.chain.chainId),
          address,
          number: String(this.out),
          pay_password: payPassword,
        }),
        call(w, me, 'sale/submit', { number: String(this.sale), pay_password: payPassword }),
        call(w, me, 'wallet/change', { currency_id: '1', number: String(this.move), from_field: 'legal', to_field: this.to }),
      ]),
    );
    count(m, 'withdraw, sell coin and transfer at once');
    if (me.demo) expect([out.type, sale.type]).toEqual(['error', 'error']);
    const frozen = (ok(out) ? this.out : 0) + (ok(sale) ? this.sale : 0);
    const spent = frozen + (ok(move) ? this.move : 0);
    expect(dec(before.available).minus(spent).gte(0), 'more spent than there was').toBe(true);
    const now = await funding(w, me.uid);
    expect([now.available, now.frozen]).toEqual([dec(before.available).minus(spent).toFixed(), dec(before.frozen).plus(frozen).toFixed()]);
    await after(w, m);
  }
  toString = () => `OutflowRace(${this.u}, ${this.out}, ${this.sale}, ${this.move}, ${this.to})`;
}

/** The operator decides a pending withdrawal or sale (or, racing, approves and rejects it at once: one decision holds). */
class Decide implements Cmd {
  constructor(
    readonly what: 'withdraw' | 'sale',
    readonly k: number,
    readonly approve: boolean,
    readonly race: boolean,
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const table = this.what === 'withdraw' ? 'withdrawals' : 'sale_orders';
    const pending = await rows<{ id: number }>(w, `SELECT id FROM ${table} WHERE status = 'pending' ORDER BY id`);
    if (!pending.length) return;
    const id = String(pending[this.k % pending.length].id);
    const yes = this.what === 'withdraw' ? 'admin/withdraw/approve' : 'admin/sale/paid';
    const no = this.what === 'withdraw' ? 'admin/withdraw/reject' : 'admin/sale/reject';
    const calls = this.race ? [yes, no] : [this.approve ? yes : no];
    const replies = await Promise.all(calls.map((p) => admin(w, p, { id, reason: 'Checked by the operator' })));
    expect(replies.filter(ok).length, JSON.stringify(replies)).toBe(1);
    if (this.race) count(m, 'approve and reject at once');
    await after(w, m);
  }
  toString = () => `Decide(${this.what}, ${this.k}, ${this.approve}, ${this.race})`;
}

/** The withdrawal sender's round, through a node that answers null receipts (or not), blocks mined between. */
class Send implements Cmd {
  constructor(
    readonly lie: boolean,
    readonly blocks: number,
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    if (this.lie) w.node.hideReceipts();
    else w.node.tellTruth();
    const sender = w.rig.t.server.use('withdrawals');
    await sender.tick();
    if (this.blocks) await mine(w.rig.chain, this.blocks);
    await sender.tick();
    if (this.lie) count(m, 'sender round with null receipts');
    await after(w, m);
  }
  toString = () => `Send(${this.lie}, ${this.blocks})`;
}

class Clock implements Cmd {
  constructor(readonly minutes: number) {}
  check = () => true;
  async run(m: Model, w: World) {
    await advance(w, this.minutes * 60_000);
    await after(w, m);
  }
  toString = () => `Clock(${this.minutes} min)`;
}

/** Money back to the funding account, so that later steps have some to spend. */
class Refill implements Cmd {
  constructor(
    readonly u: number,
    readonly from: 'change' | 'lever',
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const me = personOf(w, this.u);
    const b = await row<{ available: string }>(
      w,
      'SELECT available FROM balances WHERE user_id = ? AND currency_id = 1 AND wallet = ?',
      me.uid,
      this.from,
    );
    const half = dec(b?.available ?? 0)
      .div(2)
      .toDecimalPlaces(2, 1);
    if (half.gt(0))
      await guarded(w, async () => [
        await call(w, me, 'wallet/change', { currency_id: '1', number: half.toFixed(), from_field: this.from, to_field: 'legal' }),
      ]);
    await after(w, m);
  }
  toString = () => `Refill(${this.u}, ${this.from})`;
}

const u = fc.nat(3);
export const commands = [
  fc.tuple(u, u, fc.nat(), fc.boolean()).map(([a, b, k, wal]) => new NftBuyRace(a, b === a ? (a + 1) % 4 : b, k, wal)),
  fc.tuple(u, fc.boolean(), fc.integer({ min: 1, max: 60 })).map(([a, auc, p]) => new NftResell(a, auc, p)),
  fc.tuple(u, fc.nat(), fc.integer({ min: 0, max: 5 })).map(([a, k, r]) => new NftBid(a, k, r)),
  u.map((a) => new NftPay(a)),
  fc
    .tuple(u, fc.constantFrom('fixed' as const, 'auction' as const, 'cancel' as const), fc.boolean())
    .map(([a, how, pays]) => new NftPaymentWindow(a, how, pays)),
  fc
    .tuple(u, fc.constantFrom('cancel' as const, 'takeOver' as const), fc.integer({ min: -400, max: 400 }))
    .map(([a, how, mv]) => new CopyRace(a, how, mv)),
  fc
    .tuple(
      u,
      fc.constantFrom('follow' as const, 'open' as const, 'ownClose' as const, 'price' as const),
      fc.integer({ min: -400, max: 400 }),
    )
    .map(([a, what, mv]) => new CopyStep(a, what, mv)),
  fc
    .tuple(
      u,
      fc.integer({ min: 5, max: 900 }),
      fc.integer({ min: 15, max: 900 }),
      fc.integer({ min: 1, max: 900 }),
      fc.constantFrom('change' as const, 'lever' as const),
    )
    .map(([a, o, s, mv, to]) => new OutflowRace(a, o, s, mv, to)),
  fc
    .tuple(fc.constantFrom('withdraw' as const, 'sale' as const), fc.nat(), fc.boolean(), fc.boolean())
    .map(([what, k, yes, race]) => new Decide(what, k, yes, race)),
  fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 7 })).map(([lie, b]) => new Send(lie, b)),
  fc.integer({ min: 1, max: 30 * 60 }).map((min) => new Clock(min)),
  fc.tuple(u, fc.constantFrom('change' as const, 'lever' as const)).map(([a, from]) => new Refill(a, from)),
];

/** The sum of what the commands tried, over all runs (the test checks each kind of race happened). */
export const tally = new Map<string, number>();
export function addTally(m: Model) {
  for (const [k, v] of m.tried) tally.set(k, (tally.get(k) ?? 0) + v);
}
