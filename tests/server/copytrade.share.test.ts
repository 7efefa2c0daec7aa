// Issue 29, defect 7: the profit share cannot be dodged. Stopping the follow just before the trader closes
// changes nothing for the open copies: they close with the trader (or by their follower) and pay the share
// of their realised profit. Taking a copy over settles the share then, on the profit so far at the live
// price (shared takeOverShare), once; nothing if not in profit. Each refusal changes nothing.
import { describe, expect, it } from 'vitest';
import type { CopyPosition, Follow, MyCopyReply } from '../../src/contract/copytrade';
import { profitShare, takeOverShare } from '../../src/shared/earn/copytrade';
import { dec } from '../../src/shared/lib/decimal';
import { close, copiesOf, follow, lever, leadTrader, open, person, RATE, refusedCall, shareEntries } from './copytradeSupport';
import { post } from './helpers';
import { feed, ok, push, server, setupTradeServer } from './trade/setup';

setupTradeServer();

const LOT_SIZE = '0.01';

describe('the profit share whatever the follow became', () => {
  it('stopping the follow just before the close: the copy closes with the trader and pays the share per the formula', async () => {
    await push('BTCUSDT', '60000');
    const trader = await leadTrader();
    const a = await person('5000');
    await follow(a, trader, 2, '1');
    const order = await open(trader);
    const [copy] = await copiesOf(order.id);
    const stopped = await ok<Follow>('follow/cancel', { trader_user_id: trader.uid }, a);
    expect(stopped.status).toBe('cancelled');

    await push('BTCUSDT', '61000.37');
    const aBefore = await lever(a.uid);
    const traderBefore = await lever(trader.uid);
    await ok('lever/close', { id: order.id }, trader);
    const [closed] = await copiesOf(order.id);
    expect([closed.status, closed.close_reason]).toEqual(['closed', 'copy']);
    const share = profitShare(closed.profit, RATE);
    expect(share.paid.gt(0)).toBe(true);
    expect(closed.share_paid).toBe(share.paid.toFixed());
    expect((await lever(a.uid)).toFixed()).toBe(aBefore.plus(copy.margin).plus(closed.profit).minus(share.paid).toFixed());
    const traderProfit = dec('1000.37').times(LOT_SIZE);
    expect((await lever(trader.uid)).toFixed()).toBe(traderBefore.plus(order.margin).plus(traderProfit).plus(share.received).toFixed());
    expect((await shareEntries(copy.order_id)).n).toBe(1);
    const my = await ok<MyCopyReply>('follow/my', {}, a, 'GET');
    expect(my.follows[0].shares).toBe(share.paid.toFixed());

    // Following again, stopping, then closing the copy yourself: the share is paid on its close too.
    await follow(a, trader, 2, '1');
    const next = await open(trader);
    const [mine] = await copiesOf(next.id);
    await ok<Follow>('follow/cancel', { trader_user_id: trader.uid }, a);
    await push('BTCUSDT', '61500');
    await close(a, mine.order_id);
    const [own] = await copiesOf(next.id);
    expect(own.close_reason).toBe('manual');
    expect(own.share_paid).toBe(profitShare(own.profit, RATE).paid.toFixed());
    expect(dec(own.share_paid).gt(0)).toBe(true);
    await close(trader, next.id);
  });

  it('taking a copy over just before the close: the share of the profit so far at the live price, once', async () => {
    await push('BTCUSDT', '60000');
    const trader = await leadTrader();
    const a = await person('5000');
    const b = await person('5000');
    await follow(a, trader, 2, '1');
    await follow(b, trader, 2, '1');
    const order = await open(trader);
    const [ca, cb] = await copiesOf(order.id);

    await push('BTCUSDT', '60500.5');
    const aBefore = await lever(a.uid);
    const traderBefore = await lever(trader.uid);
    const expected = takeOverShare({ side: 'buy', open_price: ca.open_price, lots: ca.lots, margin: ca.margin }, '60500.5', LOT_SIZE, RATE);
    expect(expected.profit.toFixed()).toBe('5.005');
    const held = await ok<CopyPosition>('follow/selfHolding', { transaction_id: ca.order_id }, a);
    expect([held.self_held, held.held_price, held.held_profit, held.share_paid]).toEqual([
      true,
      '60500.5',
      expected.profit.toFixed(),
      expected.paid.toFixed(),
    ]);
    expect((await lever(a.uid)).toFixed()).toBe(aBefore.minus(expected.paid).toFixed());
    expect((await lever(trader.uid)).toFixed()).toBe(traderBefore.plus(expected.received).toFixed());

    // The trader closes: the copy taken over stays open; the other closes and pays its own share.
    await push('BTCUSDT', '61000');
    await close(trader, order.id);
    const after = await copiesOf(order.id);
    expect(after.map((c) => c.status)).toEqual(['open', 'closed']);
    expect(after[1].share_paid).toBe(profitShare(after[1].profit, RATE).paid.toFixed());
    // Closed later by its owner, further in profit: nothing more is paid.
    await push('BTCUSDT', '62000');
    await close(a, ca.order_id);
    expect((await shareEntries(ca.order_id)).n).toBe(1);
    expect((await copiesOf(order.id))[0].share_paid).toBe(expected.paid.toFixed());
    expect(cb.user_id).toBe(b.uid);

    // Not in profit when taken over: nothing is paid, then or at its close.
    const losing = await open(trader);
    const [cl] = (await copiesOf(losing.id)).filter((c) => c.user_id === a.uid);
    await push('BTCUSDT', '61500');
    const atLoss = await ok<CopyPosition>('follow/selfHolding', { transaction_id: cl.order_id }, a);
    expect([atLoss.held_profit, atLoss.share_paid]).toEqual(['-5', '0']);
    await push('BTCUSDT', '63000');
    await close(a, cl.order_id);
    expect((await shareEntries(cl.order_id)).n).toBe(0);
    await close(trader, losing.id);
  });

  it('a take-over and its trader’s close at once: the copy is settled once, taken over (and open) or closed with the trader', async () => {
    await push('BTCUSDT', '60000');
    const trader = await leadTrader();
    const a = await person('5000');
    await follow(a, trader, 2, '1');
    for (let round = 0; round < 6; round += 1) {
      await push('BTCUSDT', '60000');
      const order = await open(trader);
      const [copy] = await copiesOf(order.id);
      await push('BTCUSDT', '60500');
      const [takeOver] = await Promise.all([
        post(server().api, 'follow/selfHolding', { transaction_id: String(copy.order_id) }, a.token),
        close(trader, order.id),
      ]);
      const [after] = await copiesOf(order.id);
      const held = takeOver.body.type === 'ok';
      // One share, whichever came first; the copy taken over stays its follower's, open.
      expect((await shareEntries(copy.order_id)).n, `round ${round}`).toBe(1);
      expect([after.status, after.close_reason], `round ${round}`).toEqual(held ? ['open', null] : ['closed', 'copy']);
      if (held) await close(a, copy.order_id);
      expect((await shareEntries(copy.order_id)).n, `round ${round}`).toBe(1);
    }
  });

  it('refuses a take-over of a copy taken over, closed, not yours, in a closed market or without the share available; nothing changes', async () => {
    await push('BTCUSDT', '60000');
    const trader = await leadTrader();
    const a = await person('5000');
    // 70 USDT: the copy's margin (60) and fee (0.3) leave 9.7 available.
    const poor = await person('70');
    await follow(a, trader, 2, '1');
    await follow(poor, trader, 2, '1');
    const order = await open(trader);
    const [ca, cp] = await copiesOf(order.id);
    await refusedCall('follow/selfHolding', { transaction_id: ca.order_id }, poor, 'transaction_id');
    await refusedCall('follow/selfHolding', { transaction_id: order.id }, trader, 'transaction_id');

    await push('BTCUSDT', '70000');
    // The share of a 100 USDT profit so far is 12.34: more than the 9.7 available.
    const short = await refusedCall('follow/selfHolding', { transaction_id: cp.order_id }, poor, 'transaction_id');
    expect(short).toContain('12.34');

    const f = feed();
    const isOpen = f.isOpen;
    f.isOpen = (symbol, ts) => (symbol === 'BTCUSDT' ? false : isOpen(symbol, ts));
    try {
      await refusedCall('follow/selfHolding', { transaction_id: ca.order_id }, a, 'transaction_id');
    } finally {
      f.isOpen = isOpen;
    }

    await ok<CopyPosition>('follow/selfHolding', { transaction_id: ca.order_id }, a);
    await refusedCall('follow/selfHolding', { transaction_id: ca.order_id }, a, 'transaction_id');
    await close(trader, order.id);
    await refusedCall('follow/selfHolding', { transaction_id: cp.order_id }, poor, 'transaction_id');
    await refusedCall('follow/selfHolding', { transaction_id: 999999 }, a, 'transaction_id');
    await close(a, ca.order_id);
  });
});
