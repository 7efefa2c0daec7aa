// The balanced journal: every entry's legs sum to zero per currency, nothing is written when any
// check fails, it runs only inside a transaction, and random sequences of entries conserve money.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/core/db';
import {
  balanceOf,
  EXTERNAL_ID,
  freeze,
  HOUSE_ID,
  LedgerError,
  post,
  postMany,
  totalsByCurrency,
  transfer,
  transferEntry,
  unfreeze,
  unfreezeEntry,
} from '../../../server/core/ledger';
import { Decimal } from '../../../src/shared/lib/decimal';
import { addUser, memoryDb } from '../fakeFeed';

const USDT = 1;
const BTC = 2;
const rows = async (db: Db) => ((await db.$sql.get('SELECT count(*) AS n FROM ledger')) as { n: number }).n;
const state = async (db: Db) =>
  JSON.stringify([
    await db.$sql.all('SELECT * FROM balances ORDER BY user_id, currency_id'),
    await db.$sql.get('SELECT count(*) AS n FROM journal'),
    await rows(db),
  ]);

async function refusal(fn: () => Promise<unknown>): Promise<LedgerError> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof LedgerError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('post', () => {
  it('writes one journal entry with one ledger row per leg, and moves the balances', async () => {
    const db = await memoryDb();
    const user = await addUser(db, 'real');
    const entry = await db.transaction(
      async () =>
        await post(db, {
          kind: 'demo_grant',
          ref: 'test',
          legs: [
            { account: HOUSE_ID, currency: USDT, amount: '-12.5' },
            { account: user, currency: USDT, amount: '12.5' },
          ],
        }),
    );
    expect(entry).toBeGreaterThan(0);
    const legs = await db.$sql.all('SELECT user_id, amount, bucket, kind, ref FROM ledger WHERE entry_id = ? ORDER BY id', entry);
    expect(legs).toEqual([
      { user_id: HOUSE_ID, amount: '-12.5', bucket: 'available', kind: 'demo_grant', ref: 'test' },
      { user_id: user, amount: '12.5', bucket: 'available', kind: 'demo_grant', ref: 'test' },
    ]);
    expect((await balanceOf(db, user, USDT)).available.toFixed()).toBe('12.5');
  });

  it('postMany posts entries in order as post would one by one (ids ascending), and refuses them all when one overdraws', async () => {
    const db = await memoryDb();
    const [a, b] = [await addUser(db, 'real'), await addUser(db, 'real')];
    await db.transaction(async () => await freeze(db, HOUSE_ID, USDT, '5'));
    const ids = await db.transaction(
      async () =>
        await postMany(db, [
          transferEntry(HOUSE_ID, a, USDT, '10', 'demo_grant', 'm:1'),
          transferEntry(a, b, USDT, '4', 'demo_grant', 'm:2'), // spends what the first gave
          transferEntry(HOUSE_ID, b, USDT, '0', 'demo_grant', 'm:3'), // nothing: no entry
          unfreezeEntry(HOUSE_ID, USDT, '5', 'm:4'),
        ]),
    );
    expect(ids[2]).toBe(0);
    expect(ids.filter(Boolean)).toEqual([...ids.filter(Boolean)].sort((x, y) => x - y));
    const refs = await db.$sql.all<{ id: number; ref: string }>("SELECT id, ref FROM journal WHERE ref LIKE 'm:%' ORDER BY id");
    expect(refs).toEqual([
      { id: ids[0], ref: 'm:1' },
      { id: ids[1], ref: 'm:2' },
      { id: ids[3], ref: 'm:4' },
    ]);
    expect((await balanceOf(db, a, USDT)).available.toFixed()).toBe('6');
    expect((await balanceOf(db, b, USDT)).available.toFixed()).toBe('4');
    // b spends 5 before it is given 10: refused in order, and nothing of the set is written.
    const before = await state(db);
    const refused = await refusal(() =>
      db.transaction(
        async () =>
          await postMany(db, [
            transferEntry(HOUSE_ID, a, USDT, '1', 'demo_grant'),
            { ...transferEntry(b, a, USDT, '5', 'demo_grant'), field: 'amount' },
            transferEntry(HOUSE_ID, b, USDT, '10', 'demo_grant'),
          ]),
      ),
    );
    expect([refused.problem, refused.field]).toEqual(['insufficient', 'amount']);
    expect(await state(db)).toBe(before);
  });

  it('freeze and unfreeze are entries within one account: available to frozen and back', async () => {
    const db = await memoryDb();
    const user = await addUser(db, 'real');
    await db.transaction(async () => await transfer(db, HOUSE_ID, user, USDT, '100', 'demo_grant'));
    await db.transaction(async () => await freeze(db, user, USDT, '40', 'order:1'));
    expect(await balanceOf(db, user, USDT)).toEqual({ available: new Decimal(60), frozen: new Decimal(40) });
    await db.transaction(async () => await unfreeze(db, user, USDT, '15', 'order:1'));
    expect(await balanceOf(db, user, USDT)).toEqual({ available: new Decimal(75), frozen: new Decimal(25) });
  });

  it('refuses an unbalanced entry, an unknown kind, a bad amount and a short balance, writing nothing', async () => {
    const db = await memoryDb();
    const user = await addUser(db, 'real');
    await db.transaction(async () => await transfer(db, HOUSE_ID, user, USDT, '10', 'demo_grant'));
    const before = await state(db);
    const cases: Array<[string, () => Promise<unknown>]> = [
      [
        'unbalanced',
        async () =>
          await post(db, {
            kind: 'fee',
            legs: [
              { account: user, currency: USDT, amount: '-1' },
              { account: HOUSE_ID, currency: USDT, amount: '0.99999999' },
            ],
          }),
      ],
      [
        'unbalanced',
        async () =>
          await post(db, {
            kind: 'fee',
            legs: [
              { account: user, currency: USDT, amount: '-1' },
              { account: HOUSE_ID, currency: BTC, amount: '1' },
            ],
          }),
      ],
      ['unknownKind', async () => await post(db, { kind: 'gift' as never, legs: [] })],
      ['badAmount', async () => await transfer(db, user, HOUSE_ID, USDT, '0.000000001', 'fee')],
      ['insufficient', async () => await transfer(db, user, HOUSE_ID, USDT, '10.00000001', 'fee', null, 'amount')],
      ['insufficient', async () => await unfreeze(db, user, USDT, '1')],
    ];
    for (const [problem, fn] of cases) {
      const error = await refusal(async () => await db.transaction(fn));
      expect(error.problem).toBe(problem);
      expect(await state(db)).toBe(before);
    }
    expect(
      (await refusal(async () => await db.transaction(async () => await transfer(db, user, HOUSE_ID, USDT, '11', 'fee', null, 'amount'))))
        .field,
    ).toBe('amount');
  });

  it('refuses to run outside a transaction', async () => {
    const db = await memoryDb();
    const before = await state(db);
    expect((await refusal(async () => await transfer(db, HOUSE_ID, EXTERNAL_ID, USDT, '1', 'fee'))).problem).toBe('noTransaction');
    expect(await state(db)).toBe(before);
  });

  it('a failure later in the same transaction takes the entry back with it', async () => {
    const db = await memoryDb();
    const user = await addUser(db, 'real');
    const before = await state(db);
    await expect(
      db.transaction(async () => {
        await transfer(db, HOUSE_ID, user, USDT, '5', 'demo_grant');
        throw new Error('later failure');
      }),
    ).rejects.toThrow('later failure');
    expect(await state(db)).toBe(before);
  });

  it('only the external account may go below zero', async () => {
    const db = await memoryDb();
    await db.transaction(async () => await transfer(db, EXTERNAL_ID, HOUSE_ID, USDT, '7', 'house_seed'));
    expect((await balanceOf(db, EXTERNAL_ID, USDT)).available.isNeg()).toBe(true);
    expect(
      (
        await refusal(
          async () => await db.transaction(async () => await transfer(db, await addUser(db, 'real'), HOUSE_ID, USDT, '1', 'fee')),
        )
      ).problem,
    ).toBe('insufficient');
  });
});

describe('journal property: random entries conserve money', () => {
  const account = fc.nat(3);
  const amount = fc.bigInt({ min: 1n, max: 10n ** 12n }).map((n) => new Decimal(n.toString()).div(1e8).toFixed());
  const step = fc.oneof(
    fc.record({ t: fc.constant('transfer' as const), from: account, to: account, currency: fc.constantFrom(USDT, BTC), amount }),
    fc.record({ t: fc.constant('freeze' as const), who: account, amount }),
    fc.record({ t: fc.constant('unfreeze' as const), who: account, amount }),
    fc.record({ t: fc.constant('split' as const), from: account, amount, parts: fc.array(account, { minLength: 1, maxLength: 4 }) }),
  );

  it('balances never go negative, refusals change nothing, every currency sums to zero, rows explain balances', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 50, maxLength: 200 }), async (steps) => {
        const db = await memoryDb();
        const users = [await addUser(db, 'real'), await addUser(db, 'real'), await addUser(db, 'real'), await addUser(db, 'real')];
        await db.transaction(async () => {
          for (const u of users) await transfer(db, HOUSE_ID, u, USDT, '1000', 'demo_grant');
          for (const u of users) await transfer(db, HOUSE_ID, u, BTC, '10', 'demo_grant');
        });
        const start = await totalsByCurrency(db, { withoutExternal: true });
        for (const s of steps) {
          const before = await state(db);
          try {
            await db.transaction(async () => {
              if (s.t === 'transfer') await transfer(db, users[s.from], users[s.to], s.currency, s.amount, 'fee');
              else if (s.t === 'freeze') await freeze(db, users[s.who], USDT, s.amount);
              else if (s.t === 'unfreeze') await unfreeze(db, users[s.who], USDT, s.amount);
              else {
                // One payer, several payees: the last one gets what the division leaves, so the legs balance.
                const each = new Decimal(s.amount).div(s.parts.length).toDecimalPlaces(8, Decimal.ROUND_DOWN);
                const legs = s.parts.map((p, i) => ({
                  account: users[p],
                  currency: USDT,
                  amount: i === s.parts.length - 1 ? new Decimal(s.amount).minus(each.times(s.parts.length - 1)) : each,
                }));
                await post(db, {
                  kind: 'fee',
                  legs: [{ account: users[s.from], currency: USDT, amount: new Decimal(s.amount).neg() }, ...legs],
                });
              }
            });
          } catch (error) {
            if (!(error instanceof LedgerError) || error.problem !== 'insufficient') throw error;
            expect(await state(db)).toBe(before);
          }
        }
        const negative = (await db.$sql.get(
          "SELECT count(*) AS n FROM balances WHERE user_id <> ? AND (available LIKE '-%' OR frozen LIKE '-%')",
          EXTERNAL_ID,
        )) as { n: number };
        expect(negative.n).toBe(0);
        for (const [currency, total] of await totalsByCurrency(db, { withoutExternal: true })) {
          expect(total.toFixed()).toBe(start.get(currency)?.toFixed());
        }
        for (const [, total] of await totalsByCurrency(db)) expect(total.toFixed()).toBe('0');
        // Each balance is the sum of its rows (summed in decimal here: money is never summed as a float).
        const sums = new Map<string, Decimal>();
        for (const l of await db.$sql.all<{ user_id: number; currency_id: number; wallet: string; bucket: string; amount: string }>(
          'SELECT user_id, currency_id, wallet, bucket, amount FROM ledger',
        )) {
          const key = `${l.user_id}/${l.currency_id}/${l.wallet}/${l.bucket}`;
          sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(l.amount));
        }
        for (const b of await db.$sql.all<{ user_id: number; currency_id: number; wallet: string; available: string; frozen: string }>(
          'SELECT user_id, currency_id, wallet, available, frozen FROM balances',
        )) {
          const key = `${b.user_id}/${b.currency_id}/${b.wallet}`;
          expect((sums.get(`${key}/available`) ?? new Decimal(0)).toFixed()).toBe(new Decimal(b.available).toFixed());
          expect((sums.get(`${key}/frozen`) ?? new Decimal(0)).toFixed()).toBe(new Decimal(b.frozen).toFixed());
        }
        await db.$store.close();
      }),
      { numRuns: 30 },
    );
  });
});
