// Copy trading against a real server on a temp SQLite file, prices pushed by hand: a lead trader's
// contract order is copied in the same transaction and at the same price, sized by each follow's rule;
// skips (closed market, margin, budget) notify; closes follow; selfHolding keeps a copy; the profit
// share exact, none on a loss; every refusal changes nothing; the figures from known orders.
import { describe, expect, it } from 'vitest';
import type { CopyPosition, Follow, MyCopyReply, TraderDetailReply } from '../../src/contract/copytrade';
import type { LeverOrder } from '../../src/contract/trade';
import { profitShare } from '../../src/shared/earn/copytrade';
import { dec } from '../../src/shared/lib/decimal';
import { requiredMargin, tradingFee } from '../../src/shared/trade/formulas';
import { close, copiesOf, follow, lever, leadTrader, noticesOf, open, person, RATE, refusedCall, shareEntries } from './copytradeSupport';
import { feed, fees, market, ok, push, server, setupTradeServer, type Trader } from './trade/setup';

setupTradeServer();

describe('copy trading', () => {
  it('copies an open in the same transaction at the same price, sized by each rule; closes follow with the exact share', async () => {
    await push('BTCUSDT', '60000');
    const trader = await leadTrader();
    const a = await person('5000');
    const b = await person('5000');
    await follow(a, trader, 1, '2');
    await follow(b, trader, 2, '0.5');
    const aStart = await lever(a.uid);
    const bStart = await lever(b.uid);
    const traderStart = await lever(trader.uid);
    const feesStart = await fees();

    const order = await open(trader);
    const copies = await copiesOf(order.id);
    expect(copies.map((c) => [c.user_id, c.lots, c.open_price, c.status])).toEqual([
      [a.uid, '2', order.open_price, 'open'],
      [b.uid, '0.5', order.open_price, 'open'],
    ]);
    for (const c of copies) expect(c.opened_at).toBe(order.opened_at);
    // The follower's own fee and margin at the trader's price.
    const cost = (lots: string) => requiredMargin('60000', lots, '0.01', 10).plus(tradingFee('60000', lots, '0.01', '0.0005'));
    expect((await lever(a.uid)).toFixed()).toBe(aStart.minus(cost('2')).toFixed());
    expect((await lever(b.uid)).toFixed()).toBe(bStart.minus(cost('0.5')).toFixed());

    await push('BTCUSDT', '61000.37');
    await close(trader, order.id);
    const closed = await copiesOf(order.id);
    expect(closed.map((c) => [c.status, c.close_reason])).toEqual([
      ['closed', 'copy'],
      ['closed', 'copy'],
    ]);
    const aProfit = dec('1000.37').times('2').times('0.01');
    const bProfit = dec('1000.37').times('0.5').times('0.01');
    expect(closed.map((c) => c.profit)).toEqual([aProfit.toFixed(), bProfit.toFixed()]);
    const aShare = profitShare(aProfit, RATE);
    const bShare = profitShare(bProfit, RATE);
    const fee = (lots: string) => tradingFee('60000', lots, '0.01', '0.0005');
    expect((await lever(a.uid)).toFixed()).toBe(aStart.minus(fee('2')).plus(aProfit).minus(aShare.paid).toFixed());
    expect((await lever(b.uid)).toFixed()).toBe(bStart.minus(fee('0.5')).plus(bProfit).minus(bShare.paid).toFixed());
    const traderProfit = dec('1000.37').times('0.01');
    expect((await lever(trader.uid)).toFixed()).toBe(
      traderStart.minus(fee('1')).plus(traderProfit).plus(aShare.received).plus(bShare.received).toFixed(),
    );
    // The fee account: the three fees, plus the rounding units of the shares.
    expect((await fees()).minus(feesStart).toFixed()).toBe(
      fee('1').plus(fee('2')).plus(fee('0.5')).plus(aShare.rest).plus(bShare.rest).toFixed(),
    );
    const my = await ok<MyCopyReply>('follow/my', {}, a, 'GET');
    expect(my.history[0].share_paid).toBe(aShare.paid.toFixed());
    expect(my.follows[0].profit).toBe(aProfit.toFixed());

    // A loss pays no share.
    const before = await lever(a.uid);
    const losing = await open(trader);
    await push('BTCUSDT', '60500');
    await close(trader, losing.id);
    const [lost] = await copiesOf(losing.id);
    expect(dec(lost.profit).lt(0)).toBe(true);
    expect((await lever(a.uid)).toFixed()).toBe(before.minus(fee2(lost.lots, '61000.37')).plus(lost.profit).toFixed());
    expect((await shareEntries(lost.order_id)).n).toBe(0);
  });

  it('selfHolding keeps a copy open after the trader closes; cancel stops new copies, the open ones still close with the trader', async () => {
    await push('BTCUSDT', '60000');
    const trader = await leadTrader();
    const a = await person('5000');
    const b = await person('5000');
    await follow(a, trader, 2, '1');
    await follow(b, trader, 2, '1');
    const order = await open(trader);
    const [ca, cb] = await copiesOf(order.id);
    // Someone else's copy is refused.
    await refusedCall('follow/selfHolding', { transaction_id: cb.order_id }, a, 'transaction_id');
    const held = await ok<CopyPosition>('follow/selfHolding', { transaction_id: ca.order_id }, a);
    expect(held.self_held).toBe(true);
    await push('BTCUSDT', '60100');
    await close(trader, order.id);
    expect((await copiesOf(order.id)).map((c) => c.status)).toEqual(['open', 'closed']);
    // Taken over at no profit: no share then, and none when its owner closes it later in profit.
    expect(held.held_profit).toBe('0');
    await close(a, ca.order_id);
    expect((await shareEntries(ca.order_id)).n).toBe(0);

    // Cancel: the open copy stays a copy; the next order is not copied, and nothing is told.
    const second = await open(trader);
    const [kept] = (await copiesOf(second.id)).filter((c) => c.user_id === a.uid);
    await ok<Follow>('follow/cancel', { trader_user_id: trader.uid }, a);
    const told = (await noticesOf(a.uid)).length;
    const third = await open(trader, 'buy');
    expect((await copiesOf(third.id)).map((c) => c.user_id)).toEqual([b.uid]);
    await close(trader, second.id);
    expect((await copiesOf(second.id)).find((c) => c.order_id === kept.order_id)?.status).toBe('closed');
    expect((await noticesOf(a.uid)).length).toBe(told);
  });

  it('copies each of orders opened at once, and never copies a copy, while the trader copied also trades', async () => {
    await push('BTCUSDT', '60000');
    const [t1, t2] = [await leadTrader(), await leadTrader()];
    // x follows both and is a lead trader too, followed by y: x's own order is copied, x's copies are not.
    const x = await leadTrader();
    const y = await person('5000');
    await follow(x, t1, 2, '1');
    await follow(x, t2, 2, '1');
    await follow(y, x, 2, '1');
    const [o1, o2, own] = await Promise.all([open(t1), open(t2), open(x)]);
    expect((await copiesOf(o1.id)).map((c) => c.user_id)).toEqual([x.uid]);
    expect((await copiesOf(o2.id)).map((c) => c.user_id)).toEqual([x.uid]);
    expect((await copiesOf(own.id)).map((c) => c.user_id)).toEqual([y.uid]);
    for (const copy of [...(await copiesOf(o1.id)), ...(await copiesOf(o2.id))]) expect(await copiesOf(copy.order_id)).toEqual([]);
  });

  it('never copies into a closed market, without margin or over the budget; each told why', async () => {
    await push('BTCUSDT', '60000');
    const trader = await leadTrader();
    const poor = await person('1');
    const tight = await person('5000');
    const closedMarket = await person('5000');
    await follow(poor, trader, 2, '1');
    await follow(tight, trader, 2, '1', '70');
    const first = await open(trader);
    expect((await copiesOf(first.id)).map((c) => c.user_id)).toEqual([tight.uid]);
    expect(await noticesOf(poor.uid)).toContain('copySkippedMargin');
    const second = await open(trader);
    expect(await copiesOf(second.id)).toEqual([]);
    expect(await noticesOf(tight.uid)).toContain('copySkippedBudget');

    // A limit order that fills on a tick while the market is shut: no copy.
    await ok<Follow>('follow/cancel', { trader_user_id: trader.uid }, poor);
    await ok<Follow>('follow/cancel', { trader_user_id: trader.uid }, tight);
    await follow(closedMarket, trader, 2, '1');
    const limit = await ok<LeverOrder>('lever/submit', market('buy', '1', 10, { order_type: 'limit', price: '59000' }), trader);
    const f = feed();
    const isOpen = f.isOpen;
    f.isOpen = (symbol, ts) => (symbol === 'BTCUSDT' ? false : isOpen(symbol, ts));
    try {
      await push('BTCUSDT', '58900');
    } finally {
      f.isOpen = isOpen;
    }
    expect((await (await server().server.use('trading')).leverRow(limit.id))?.status).toBe('open');
    expect(await copiesOf(limit.id)).toEqual([]);
    expect(await noticesOf(closedMarket.uid)).toContain('copySkippedClosed');
  });

  it('refuses a 4th trader, a bad multiple or lots, yourself, a non-lead, no agreement; nothing changes', async () => {
    await push('BTCUSDT', '60000');
    const traders = [await leadTrader(), await leadTrader(), await leadTrader(), await leadTrader()];
    const me = await person('5000');
    for (const t of traders.slice(0, 3)) await follow(me, t, 1, '1');
    const form = (t: Trader, extra: Record<string, string> = {}) => ({
      trader_user_id: t.uid,
      type: 1,
      number: '1',
      budget: '100',
      agree: '1',
      ...extra,
    });
    await refusedCall('follow/follow', form(traders[3]), me, 'trader_user_id');
    const other = await person('100');
    await refusedCall('follow/follow', form(traders[0], { number: '6' }), other, 'number');
    await refusedCall('follow/follow', form(traders[0], { number: '0.05' }), other, 'number');
    await refusedCall('follow/follow', form(traders[0], { type: '2', number: '0.001' }), other, 'number');
    await refusedCall('follow/follow', form(traders[0], { type: '2', number: '5.5' }), other, 'number');
    await refusedCall('follow/follow', form(traders[0], { agree: '0' }), other, 'agree');
    await refusedCall('follow/follow', form(other), other, 'trader_user_id');
    await refusedCall('follow/follow', form(me), other, 'trader_user_id');
    await refusedCall('follow/follow', form(traders[0], { trader_user_id: String(other.uid) }), other, 'trader_user_id');
    const lead = traders[0];
    await refusedCall('follow/follow', form(lead), lead, 'trader_user_id');
    await refusedCall('follow/cancel', { trader_user_id: traders[3].uid }, me, 'trader_user_id');
  });

  it("computes return, win rate and drawdown from the trader's closed orders", async () => {
    await push('BTCUSDT', '60000');
    const trader = await leadTrader('0.2');
    const win = await open(trader);
    await push('BTCUSDT', '61000');
    await close(trader, win.id); // +10 on margin 60
    const lose = await open(trader);
    await push('BTCUSDT', '60500');
    await close(trader, lose.id); // −5 on margin 61
    const lose2 = await open(trader);
    await push('BTCUSDT', '60300');
    await close(trader, lose2.id); // −2 on margin 60.5
    const detail = await ok<TraderDetailReply>('follow/traderDetail', { trader_user_id: trader.uid }, null, 'GET');
    const margin = dec('60').plus('61').plus('60.5');
    expect(detail.figures_30d).toEqual({
      return_rate: dec(3).div(margin).toDecimalPlaces(6, 1).toFixed(),
      win_rate: '0.333333',
      max_drawdown: dec(7).div(margin).toDecimalPlaces(6, 1).toFixed(),
      profit: '3',
      trades: 3,
      wins: 1,
    });
    expect(detail.curve.map((p) => p.profit)).toEqual(['10', '5', '3']);
    expect(detail.trader.return_30d).toBe(detail.figures_30d.return_rate);
    const history = await ok<{ total: number }>('follow/historyTrade', { trader_user_id: trader.uid, status: 'closed' }, null, 'GET');
    expect(history.total).toBe(3);
  });
});

function fee2(lots: string, price: string) {
  return tradingFee(price, lots, '0.01', '0.0005');
}
