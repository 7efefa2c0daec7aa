// Property: thousands of random orders, closes, cancels, price moves, timed trades, settlements, spot
// trades, transfers between a user's four accounts, conversions and withdrawals across random users
// (engine level, in-memory SQLite, prices pushed by hand, timed trades settled by the scheduler). After
// every step no balance is negative, and a refused step changes nothing. At the end, per currency, the
// sum of every balance — users, house (1), fees (2), demo pool (6) — equals the sum at the start, to the
// last unit; with the external account every currency sums to zero; each entry's legs sum to zero; the
// ledger explains every balance; fees are those of real accounts' orders; no entry crosses the demo and
// real sides; frozen USDT is exactly what live orders hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/core/db';
import { ApiFailure } from '../../server/core/http';
import { currencyIdOf, DEMO_POOL_ID, EXTERNAL_ID, FEES_ID, HOUSE_ID, HOUSE_SEED } from '../../server/core/ledger';
import { LedgerError, pocket, totalsByCurrency, transfer } from '../../server/core/ledger';
import { createScheduler } from '../../server/core/scheduler';
import { createAccounts } from '../../server/modules/fund/accounts';
import { createConverter } from '../../server/modules/fund/convert';
import { createWithdrawals, type Withdrawals } from '../../server/modules/withdraw/requests';
import { createDecisions } from '../../server/modules/withdraw/decisions';
import { createOutflowLimit } from '../../server/modules/withdraw/limits';
import { userById } from '../../server/core/users';
import { DEMO_GRANT, grantDemoFunds } from '../../server/modules/auth/demo';
import { createTradingEngine, OPTION_DURATIONS, SECONDS_DURATIONS, type TradingEngine } from '../../server/modules/trade/trading';
import { WALLETS } from '../../src/contract/fund';
import * as T from '../../src/contract/trade';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { addUser, createFakeFeed, type FakeFeed, memoryDb, TEST_SYMBOLS } from './fakeFeed';
import { runsOnEngine } from './engine';
import { checkBooks, negatives } from './ledgerBooks';

const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'EURUSD'] as const;
const DECIMALS = { BTCUSDT: 2, ETHUSDT: 2, EURUSD: 5 } as const;
const START = { BTCUSDT: '60000', ETHUSDT: '3000', EURUSD: '1.1' } as const;
const USERS = 5;
/** Users 0–2 are demo accounts with the demo grant; 3 and 4 real ones with the same amounts deposited. */
const DEMO_USERS = 3;

const user = fc.nat(USERS - 1);
const sym = fc.constantFrom(...SYMBOLS);
const perMille = (max: number) => fc.integer({ min: -max, max });
const stop = fc.option(perMille(120), { nil: undefined, freq: 2 });
/** Mostly the user's own orders; sometimes anyone's (refused unless it is theirs). */
const pick = fc.record({ own: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)), n: fc.nat() });
const rarely = fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, fc.constant(true));

const op = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('price' as const),
      sym,
      move: fc.oneof({ weight: 9, arbitrary: perMille(15) }, { weight: 1, arbitrary: perMille(300) }),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      t: fc.constant('lever' as const),
      u: user,
      sym,
      side: fc.constantFrom('buy' as const, 'sell' as const),
      limit: fc.option(perMille(40), { nil: undefined }),
      steps: fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 1, max: 100 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 100000 }) },
      ),
      oddStep: rarely,
      leverage: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(10, 50) }, fc.constantFrom(5, 20, 100, 7)),
      tp: stop,
      sl: stop,
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('close' as const), u: user, pick }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('cancel' as const), u: user, pick }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('setstop' as const), u: user, pick, tp: stop, sl: stop }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('batch' as const),
      u: user,
      type: fc.constantFrom('all' as const, 'buy' as const, 'sell' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('timed' as const),
      u: user,
      kind: fc.constantFrom('option' as const, 'seconds' as const),
      sym,
      up: fc.boolean(),
      duration: fc.oneof({ weight: 9, arbitrary: fc.nat(2) }, fc.constant(7)),
      cents: fc.integer({ min: 1, max: 400000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('settle' as const), advance: fc.integer({ min: 0, max: 4000 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('spot' as const),
      u: user,
      pair: fc.oneof({ weight: 9, arbitrary: fc.constantFrom('BTCUSDT' as const, 'ETHUSDT' as const) }, fc.constant('EURUSD' as const)),
      type: fc.constantFrom('buy' as const, 'sell' as const),
      units: fc.integer({ min: 1, max: 12000 }),
      limit: fc.option(perMille(30), { nil: undefined }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('coinCancel' as const), u: user, pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('move' as const),
      u: user,
      from: fc.constantFrom(...WALLETS),
      to: fc.constantFrom(...WALLETS),
      currency: fc.oneof({ weight: 4, arbitrary: fc.constant(1) }, fc.constant(2)),
      cents: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 500000 }) }, fc.integer({ min: 1, max: 5000000 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('withdraw' as const),
      u: user,
      cents: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 300000 }) }, fc.integer({ min: 1, max: 3000000 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('withdrawEnd' as const),
      u: user,
      pick,
      how: fc.constantFrom('reject' as const, 'fail' as const, 'complete' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('convert' as const),
      u: user,
      from: fc.constantFrom(1, 2),
      to: fc.constantFrom(1, 2),
      units: fc.integer({ min: 1, max: 2_000_000_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('market' as const),
      sym,
      open: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false)),
    }),
  },
);
type Op = typeof op extends fc.Arbitrary<infer O> ? O : never;

const priceText = (s: (typeof SYMBOLS)[number], x: Decimal) =>
  Decimal.max(x, dec(10).pow(-DECIMALS[s])).toDecimalPlaces(DECIMALS[s]).toFixed();
const around = (s: (typeof SYMBOLS)[number], price: Decimal, pm: number | undefined) =>
  pm === undefined ? undefined : priceText(s, price.times(1 + pm / 1000));

/** Every balance, the counts of the money tables and the states of orders and withdrawals, in one statement. */
const SNAPSHOT = [
  "SELECT 'b' AS t, user_id AS k, wallet AS w, currency_id AS c, available || '/' || frozen AS v FROM balances",
  ...['ledger', 'lever_orders', 'timed_orders', 'coin_orders', 'fund_transfers', 'fund_conversions'].map(
    (t) => `SELECT 'n:${t}', 0, '', 0, CAST(count(*) AS TEXT) FROM ${t}`,
  ),
  ...['withdrawals', 'lever_orders', 'coin_orders'].map((t) => `SELECT 's:${t}', id, '', 0, status FROM ${t}`),
].join(' UNION ALL ');
async function snapshot(db: Db): Promise<string> {
  return JSON.stringify(await db.$sql.all(`${SNAPSHOT} ORDER BY 1, 2, 3, 4`));
}

interface Funds {
  accounts: ReturnType<typeof createAccounts>;
  converter: ReturnType<typeof createConverter>;
  withdrawals: Withdrawals;
  decisions: ReturnType<typeof createDecisions>;
}
const fundsOf = new WeakMap<Db, Funds>();
/** The funds services of one run's database, valuing currencies at the fake feed's prices. */
const funds = (db: Db, feed: FakeFeed) => {
  const known = fundsOf.get(db);
  if (known) return known;
  const priceOf = (code: string) => (code === 'USDT' ? dec(1) : (feed.price(`${code}USDT`) ?? null));
  const withdrawals = createWithdrawals({
    db,
    chains: [{ chainId: 31337, name: 'dev', rpcUrl: 'http://127.0.0.1:1', usdt: `0x${'1'.repeat(40)}`, explorer: '', confirmations: 5 }],
    payPassword: { verify: async () => undefined },
    limit: createOutflowLimit(db, () => feed.price('BTCUSDT') ?? null),
  });
  const made = {
    accounts: createAccounts(db, priceOf),
    converter: createConverter(db, priceOf),
    withdrawals,
    decisions: createDecisions(db, withdrawals, () => undefined),
  };
  fundsOf.set(db, made);
  return made;
};

async function run(db: Db, feed: FakeFeed, engine: TradingEngine, users: number[], o: Op): Promise<void> {
  const pickId = async (table: string, p: { own: boolean; n: number }) => {
    const ids = (
      p.own
        ? await db.$sql.all(`SELECT id FROM ${table} WHERE user_id = ? ORDER BY status, id`, users[(o as { u: number }).u])
        : await db.$sql.all(`SELECT id FROM ${table} ORDER BY id`)
    ) as Array<{ id: number }>;
    return ids.length ? ids[p.n % ids.length].id : 999999;
  };
  switch (o.t) {
    case 'price': {
      const price = feed.price(o.sym) as Decimal;
      await feed.push(o.sym, priceText(o.sym, price.times(1 + o.move / 1000)));
      return;
    }
    case 'lever': {
      const spec = TEST_SYMBOLS[o.sym];
      const price = feed.price(o.sym) as Decimal;
      const lots = dec(o.steps)
        .div(dec(10).pow(spec.lot_decimals + (o.oddStep ? 1 : 0)))
        .toFixed();
      const parsed = T.leverSubmitReq.safeParse({
        symbol: o.sym,
        side: o.side,
        order_type: o.limit === undefined ? 'market' : 'limit',
        price: around(o.sym, price, o.limit),
        lots,
        leverage: String(o.leverage),
        target_profit_price: around(o.sym, price, o.tp),
        stop_loss_price: around(o.sym, price, o.sl),
      });
      if (!parsed.success) throw new ApiFailure('schema');
      await engine.leverSubmit(users[o.u], parsed.data);
      return;
    }
    case 'close':
      await engine.leverClose(users[o.u], await pickId('lever_orders', o.pick));
      return;
    case 'cancel':
      await engine.leverCancel(users[o.u], await pickId('lever_orders', o.pick));
      return;
    case 'setstop': {
      const id = await pickId('lever_orders', o.pick);
      const row = (await db.$sql.get('SELECT symbol FROM lever_orders WHERE id = ?', id)) as
        | { symbol: (typeof SYMBOLS)[number] }
        | undefined;
      const price = row ? (feed.price(row.symbol) as Decimal) : dec(1);
      const s = row?.symbol ?? 'BTCUSDT';
      await engine.leverSetStop(users[o.u], { id, target_profit_price: around(s, price, o.tp), stop_loss_price: around(s, price, o.sl) });
      return;
    }
    case 'batch':
      await engine.leverBatchClose(users[o.u], o.type);
      return;
    case 'timed': {
      const durations = o.kind === 'option' ? OPTION_DURATIONS : SECONDS_DURATIONS;
      const seconds = (durations[o.duration] ?? { seconds: 45 }).seconds;
      await engine.timedSubmit(users[o.u], {
        kind: o.kind,
        symbol: (await engine.symbolByName(o.sym)) ?? (null as never),
        direction: o.up ? 'up' : 'down',
        seconds,
        amount: dec(o.cents).div(100).toFixed(),
        currencyId: engine.usdtId,
        fields: { amount: 'amount', currency: 'currency_id' },
      });
      return;
    }
    case 'settle':
      await engine.settleDue(Date.now() + o.advance * 1000);
      return;
    case 'spot': {
      const spec = TEST_SYMBOLS[o.pair];
      const price = feed.price(o.pair) as Decimal;
      const amount = dec(o.units)
        .div(o.pair === 'BTCUSDT' ? 10000 : 1000)
        .toFixed();
      await engine.coinTrade(users[o.u], {
        amount,
        target_price: around(o.pair, price, o.limit),
        currency_id: spec.currency_id ?? 2,
        legal_id: spec.legal_id ?? 3,
        type: o.type,
      });
      return;
    }
    case 'coinCancel':
      await engine.coinCancel(users[o.u], await pickId('coin_orders', o.pick));
      return;
    case 'market':
      feed.setOpen(o.sym, o.open);
      return;
    case 'move': {
      // The same account twice is refused by the call's schema; here it must be refused too.
      if (o.from === o.to) throw new ApiFailure('fundErrors.sameAccount');
      await funds(db, feed).accounts.move(users[o.u], o.currency, dec(o.cents).div(100), o.from, o.to);
      return;
    }
    case 'withdraw': {
      const who = await userById(db, users[o.u]);
      if (!who) throw new Error('no such user');
      await funds(db, feed).withdrawals.place(who, 31337, { address: `0x${'2'.repeat(40)}`, name: 'Cold' }, dec(o.cents).div(100));
      return;
    }
    case 'withdrawEnd': {
      const { withdrawals, decisions } = funds(db, feed);
      const id = await pickId('withdrawals', o.pick);
      if (o.how === 'reject') await decisions.reject(id, 'Refused by the test');
      else {
        // Approved, signed and sent on a chain (the sender's part), then failed on chain or confirmed.
        await db.$sql.run("UPDATE withdrawals SET status = 'sent' WHERE id = ? AND status IN ('pending', 'approved')", id);
        if (o.how === 'fail') await db.transaction(async () => await withdrawals.giveBack(id, 'failed', 'reverted', ['sent']));
        else await withdrawals.complete(id, 5, 1);
      }
      return;
    }
    case 'convert': {
      const { converter } = funds(db, feed);
      const number = dec(o.units)
        .div(o.from === 1 ? 1e4 : 1e8)
        .toFixed();
      const quote = await converter.quote(users[o.u], o.from, o.to, number);
      await converter.convert(users[o.u], quote.quote_id, o.from, o.to, number);
      return;
    }
  }
}

const RUNS = runsOnEngine(10); // random runs of 700–900 steps, each counting alike on either engine
describe('ledger property: random trading conserves money', () => {
  it('keeps every balance non-negative, changes nothing on refusals, and conserves the sum of all balances', async () => {
    let steps = 0;
    let refusals = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 700, maxLength: 900 }), async (ops) => {
        const db = await memoryDb();
        const feed = createFakeFeed(START);
        const users: number[] = [];
        for (let i = 0; i < USERS; i++) users.push(await addUser(db, i < DEMO_USERS ? 'demo' : 'real'));
        const engine = await createTradingEngine(db, feed, null, await createScheduler(db));
        for (const id of users) await grantDemoFunds(db, id);
        await db.transaction(async () => {
          for (const id of users.slice(DEMO_USERS))
            for (const [code, amount, wallet] of DEMO_GRANT)
              await transfer(
                db,
                EXTERNAL_ID,
                pocket(id, wallet),
                (await currencyIdOf(db, code)) as number,
                amount,
                'deposit',
                `deposit:test:${id}`,
              );
        });
        // Verified at level 2: withdrawals are limited by 500 BTC a day, far above these balances.
        await db.$sql.run(`UPDATE users SET kyc_level = 2, kyc_status = 2 WHERE id IN (${users.join(',')})`);
        const start = await totalsByCurrency(db, { withoutExternal: true });
        // The house's and the demo pool's seeds, and the real accounts' deposits.
        expect(start.get(1)?.toFixed()).toBe(
          dec(HOUSE_SEED)
            .times(2)
            .plus(2 * 40000)
            .toFixed(),
        );
        for (const o of ops) {
          const before = await snapshot(db);
          try {
            await run(db, feed, engine, users, o);
          } catch (error) {
            const refused = error instanceof ApiFailure || (error instanceof LedgerError && error.problem === 'insufficient');
            if (!refused) throw error;
            refusals += 1;
            expect(await snapshot(db), `refused ${JSON.stringify(o)} (${error.message}) changed something`).toBe(before);
          }
          steps += 1;
          expect(await negatives(db), `after ${JSON.stringify(o)}`).toBe(0);
        }
        await engine.settleDue(Date.now() + 10_000_000);
        expect(await db.$sql.get("SELECT count(*) AS n FROM timed_orders WHERE status = 'open'")).toEqual({ n: 0 });
        await checkBooks(db, start);
        // The house, the fee account and the demo pool are real rows, untouched by the users.
        expect(await db.$sql.get('SELECT count(*) AS n FROM users WHERE id IN (?, ?, ?)', HOUSE_ID, FEES_ID, DEMO_POOL_ID)).toEqual({
          n: 3,
        });
        engine.stop();
        await db.$store.close();
      }),
      // A failure reports its run as it is: shrinking 900-step runs would take hours.
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(steps).toBeGreaterThanOrEqual(700 * RUNS);
    // Both paths were exercised: refusals and executions (about half the steps are refused).
    expect(refusals).toBeGreaterThan(10 * RUNS);
    expect(refusals).toBeLessThan(steps - 200 * RUNS);
  });
});
