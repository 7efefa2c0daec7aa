// The auditor's copy trading checks (server/modules/copytrade/audit.ts) on real books: held after real
// copies closed, taken over and left open; each broken, alone and with an example naming the place, once
// the books are damaged in that one way behind the module's back (inside a savepoint, undone after).
import { beforeAll, describe, expect, it } from 'vitest';
import { auditDatabase } from '../../server/app';
import { FEES_ID, pocket, post } from '../../server/core/ledger';
import { close, copiesOf, follow, leadTrader, open, person } from './copytradeSupport';
import { db, trader as demoTrader, ok, push, setupTradeServer, type Trader } from './trade/setup';

setupTradeServer();

const copyChecks = async () =>
  (await auditDatabase(db())).results.filter((r) => r.name.startsWith('copytrade: ')).map((r) => r.name.slice('copytrade: '.length));
const broken = async () =>
  (await auditDatabase(db())).results.filter((r) => !r.held).map((r) => ({ name: r.name, example: r.examples[0] ?? '' }));
/** Thrown to undo the damage once the auditor has looked. */
class Rollback extends Error {}
/** Damage done by `fn` is seen by the auditor, then undone (a transaction rolled back). */
async function damaged<T>(fn: () => Promise<unknown>, look: () => Promise<T>): Promise<T> {
  const seen: T[] = [];
  await db()
    .transaction(async () => {
      await fn();
      seen.push(await look());
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return seen[0];
}
const run = async (q: string, ...args: unknown[]) => await db().$sql.run(q, ...args);

let trader: Trader;
let a: Trader;
let b: Trader;
/** A copy closed with a share, a copy taken over with a share (still open), a copy open with the trader. */
const copy = { closed: 0, held: 0, open: 0, traderClosed: 0 };

beforeAll(async () => {
  await push('BTCUSDT', '60000');
  trader = await leadTrader('0.1');
  a = await person('5000');
  b = await person('5000');
  await follow(a, trader, 2, '1');
  await follow(b, trader, 2, '1');
  const first = await open(trader);
  const [ca, cb] = await copiesOf(first.id);
  await push('BTCUSDT', '61000');
  await ok('follow/selfHolding', { transaction_id: cb.order_id }, b);
  await close(trader, first.id);
  const second = await open(trader);
  copy.closed = ca.order_id;
  copy.held = cb.order_id;
  copy.open = (await copiesOf(second.id))[0].order_id;
  copy.traderClosed = first.id;
});

describe("the auditor's copy trading checks", () => {
  it('hold on sound books', async () => {
    expect(await copyChecks()).toEqual([
      "each copy's profit share is settled once, exactly by the formula",
      'every open copy belongs to its follow and a live order',
      'no follow links a demo and a real account',
      'at most 3 active follows per follower',
      'an automatic (strategy) trader is a demo account',
    ]);
    expect(await broken()).toEqual([]);
    expect(await db().$sql.all('SELECT share_paid FROM copy_positions WHERE order_id IN (?, ?)', copy.closed, copy.held)).toEqual([
      { share_paid: '1' },
      { share_paid: '1' },
    ]);
  });

  it('find a share recorded wrong, a share paid twice, a share not paid', async () => {
    const share = "copytrade: each copy's profit share is settled once, exactly by the formula";
    expect(
      await damaged(async () => await run("UPDATE copy_positions SET share_paid = '0.5' WHERE order_id = ?", copy.closed), broken),
    ).toEqual([{ name: share, example: `copy ${copy.closed} records a share of 0.5; the formula gives 1 (profit 10, rate 0.1)` }]);
    // Paid again through the journal (the books balance), behind the copy's back.
    const again = async () =>
      await post(db(), {
        kind: 'copy_profit_share',
        ref: `copy:${copy.held}`,
        legs: [
          { account: pocket(b.uid, 'lever'), currency: 1, amount: '-1' },
          { account: pocket(trader.uid, 'lever'), currency: 1, amount: '1' },
        ],
      });
    expect(await damaged(again, broken)).toEqual([
      { name: share, example: `copy ${copy.held}: 2 share entries paying 2; the formula gives 1 (profit so far 10 when taken over)` },
    ]);
    // Taken over in profit with nothing paid (as taking over was before issue 29).
    expect(
      await damaged(
        async () => await run("UPDATE copy_positions SET self_held = 1, held_profit = '25' WHERE order_id = ?", copy.open),
        broken,
      ),
    ).toEqual([
      {
        name: share,
        example: `copy ${copy.open} records a share of 0; the formula gives 2.5 (profit so far 25 when taken over, rate 0.1)`,
      },
    ]);
    // A share entry of no copy.
    const stray = async () =>
      await post(db(), {
        kind: 'copy_profit_share',
        ref: 'copy:999999',
        legs: [
          { account: pocket(a.uid, 'lever'), currency: 1, amount: '-1' },
          { account: FEES_ID, currency: 1, amount: '1' },
        ],
      });
    expect(await damaged(stray, broken)).toEqual([{ name: share, example: 'share entry copy:999999 belongs to no copy' }]);
  });

  it('find an open copy without its follow, and one that follows a closed or a stranger’s order', async () => {
    const belongs = 'copytrade: every open copy belongs to its follow and a live order';
    const otherFollow = ((await db().$sql.get('SELECT id FROM copy_follows WHERE follower_id = ?', b.uid)) as { id: number }).id;
    expect(
      await damaged(async () => await run('UPDATE copy_positions SET follow_id = ? WHERE order_id = ?', otherFollow, copy.open), broken),
    ).toEqual([{ name: belongs, example: `open copy ${copy.open} is not of a follow of ${a.uid} → ${trader.uid}` }]);
    const firstTraderOrder = copy.traderClosed;
    expect(
      await damaged(
        async () => await run('UPDATE copy_positions SET trader_order_id = ? WHERE order_id = ?', firstTraderOrder, copy.open),
        broken,
      ),
    ).toEqual([{ name: belongs, example: `open copy ${copy.open} still follows order ${firstTraderOrder}, which is closed` }]);
    expect(
      await damaged(
        async () => await run('UPDATE copy_positions SET trader_order_id = ? WHERE order_id = ?', copy.held, copy.open),
        broken,
      ),
    ).toEqual([{ name: belongs, example: `open copy ${copy.open} copies order ${copy.held}, not the trader's` }]);
  });

  it('find a follow between a demo and a real account, and a fourth active follow', async () => {
    const player = await demoTrader();
    const insert = async (follower: number, traderId: number) =>
      await run(
        "INSERT INTO copy_follows (follower_id, trader_id, type, number, budget, share_rate, status, created_at) VALUES (?, ?, 1, '1', '100', '0.1', 'active', 0)",
        follower,
        traderId,
      );
    const mixed = await damaged(async () => await insert(player.uid, trader.uid), broken);
    expect(mixed).toEqual([
      {
        name: 'copytrade: no follow links a demo and a real account',
        example: expect.stringMatching(/^follow \d+: a demo account follows a real one$/),
      },
    ]);
    const others = [b.uid, (await person()).uid, (await person()).uid];
    expect(
      await damaged(async () => {
        for (const t of others) await insert(a.uid, t);
      }, broken),
    ).toEqual([{ name: 'copytrade: at most 3 active follows per follower', example: `user ${a.uid} has 4 active follows` }]);
  });

  it('finds a strategy trading a real account', async () => {
    expect(
      await damaged(async () => await run("UPDATE lead_traders SET strategy = 'breakout' WHERE user_id = ?", trader.uid), broken),
    ).toEqual([
      {
        name: 'copytrade: an automatic (strategy) trader is a demo account',
        example: `real account ${trader.uid} trades by the strategy breakout`,
      },
    ]);
  });
});
