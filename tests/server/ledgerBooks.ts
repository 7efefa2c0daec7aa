// The books after the ledger property test's random steps: money conserved per currency, every journal
// entry balanced, every account's rows explaining its buckets, the fee account equal to the fees
// recorded of real accounts, virtual money only between the demo pool and demo accounts, frozen USDT
// equal to what live orders and withdrawals hold, every transfer with its record.
import { expect } from 'vitest';
import { auditDatabase } from '../../server/app';
import { auditLines } from '../../server/core/audit';
import type { Db } from '../../server/core/db';
import { DEMO_POOL_ID, EXTERNAL_ID, FEES_ID, HOUSE_SEED, totalsByCurrency } from '../../server/core/ledger';
import { profitShare } from '../../src/shared/earn/copytrade';
import { Decimal, dec } from '../../src/shared/lib/decimal';

const sum = (list: string | null) => (list ? list.split(' ') : []).reduce((acc, x) => acc.plus(x), new Decimal(0));

export const negatives = async (db: Db) =>
  (
    (await db.$sql.get(
      "SELECT count(*) AS n FROM balances WHERE user_id <> ? AND (available LIKE '-%' OR frozen LIKE '-%')",
      EXTERNAL_ID,
    )) as { n: number }
  ).n;

/** Every balance row, as text: equal before and after a refused call means the refusal changed nothing. */
export const balancesSnapshot = async (db: Db) =>
  JSON.stringify(await db.$sql.all('SELECT * FROM balances ORDER BY user_id, currency_id, wallet'));

/** The auditor of the books (server/core/audit.ts) finds every invariant held. */
export async function expectAudited(db: Db): Promise<void> {
  const report = await auditDatabase(db);
  expect(report.ok, auditLines(report).join('\n')).toBe(true);
}

export async function checkBooks(db: Db, start: Map<number, Decimal>): Promise<void> {
  await expectAudited(db);
  // Conservation: every account, house and fee account included, plus what left for the chain (the
  // amount received of each completed withdrawal, now outside, in the external account).
  const end = await totalsByCurrency(db, { withoutExternal: true });
  const left = (await db.$sql.all(
    "SELECT currency_id, string_agg(receive, ' ') AS s FROM withdrawals WHERE status = 'completed' GROUP BY currency_id",
  )) as Array<{
    currency_id: number;
    s: string;
  }>;
  for (const l of left) end.set(l.currency_id, (end.get(l.currency_id) ?? new Decimal(0)).plus(sum(l.s)));
  expect([...end.keys()].sort()).toEqual([...start.keys()].sort());
  for (const [currency, total] of start) expect(end.get(currency)?.toFixed(), `currency ${currency}`).toBe(total.toFixed());
  // With the external account (the other side of the house's seed), every currency sums to zero.
  for (const [currency, total] of await totalsByCurrency(db)) expect(total.toFixed(), `all accounts, currency ${currency}`).toBe('0');

  // Every journal entry is balanced: its legs sum to zero per currency.
  const entries = (await db.$sql.all(
    "SELECT entry_id, currency_id, string_agg(amount, ' ') AS amounts FROM ledger GROUP BY entry_id, currency_id",
  )) as Array<{ entry_id: number | null; currency_id: number; amounts: string }>;
  expect(entries.length).toBeGreaterThan(0);
  for (const e of entries) {
    expect(e.entry_id, 'every row belongs to an entry').not.toBeNull();
    expect(sum(e.amounts).toFixed(), `entry ${e.entry_id}, currency ${e.currency_id}`).toBe('0');
  }

  // The ledger explains every balance: available = sum(available rows), frozen = sum(frozen rows).
  const ledger = (await db.$sql.all(`SELECT b.user_id, b.currency_id, b.wallet, b.available, b.frozen,
              (SELECT string_agg(amount, ' ') FROM ledger l
                 WHERE l.user_id = b.user_id AND l.currency_id = b.currency_id AND l.wallet = b.wallet AND bucket = 'available') AS amounts,
              (SELECT string_agg(amount, ' ') FROM ledger l
                 WHERE l.user_id = b.user_id AND l.currency_id = b.currency_id AND l.wallet = b.wallet AND bucket = 'frozen') AS frozen_moves
       FROM balances b`)) as Array<{
    user_id: number;
    currency_id: number;
    wallet: string;
    available: string;
    frozen: string;
    amounts: string | null;
    frozen_moves: string | null;
  }>;
  for (const row of ledger) {
    const who = `${row.user_id}/${row.wallet}/${row.currency_id}`;
    expect(sum(row.amounts).toFixed(), `available of ${who}`).toBe(dec(row.available).toFixed());
    expect(sum(row.frozen_moves).toFixed(), `frozen of ${who}`).toBe(dec(row.frozen).toFixed());
  }

  await checkVirtualMoney(db);

  // Fees collected: the fee account holds exactly the fees real accounts paid on opened contract orders,
  // filled spot orders, conversions and withdrawals (a demo account's fees go to the demo pool).
  const real = "user_id IN (SELECT id FROM users WHERE account_type = 'real')";
  const leverFees = (await db.$sql.get(
    `SELECT string_agg(fee, ' ') AS s FROM lever_orders WHERE status IN ('open', 'closed') AND ${real}`,
  )) as { s: string | null };
  const coinFees = (await db.$sql.get(`SELECT string_agg(fee, ' ') AS s FROM coin_orders WHERE status = 'filled' AND ${real}`)) as {
    s: string | null;
  };
  const feeAccount = (await db.$sql.get('SELECT available FROM balances WHERE user_id = ? AND currency_id = 1', FEES_ID)) as
    | { available: string }
    | undefined;
  const convertFees = (await db.$sql.get(
    `SELECT string_agg(fee, ' ') AS s FROM fund_conversions WHERE from_currency_id = 1 AND ${real}`,
  )) as { s: string | null };
  const withdrawFees = (await db.$sql.get("SELECT string_agg(fee, ' ') AS s FROM withdrawals WHERE status = 'completed'")) as {
    s: string | null;
  };
  const nftFees = (await db.$sql.get("SELECT string_agg(fee, ' ') AS s FROM nft_orders WHERE status = 'paid'")) as {
    s: string | null;
  };
  expect(dec(feeAccount?.available ?? 0).toFixed()).toBe(
    sum(leverFees.s)
      .plus(sum(coinFees.s))
      .plus(sum(convertFees.s))
      .plus(sum(withdrawFees.s))
      .plus(await copyShareRests(db))
      .plus(sum(nftFees.s))
      .toFixed(),
  );

  // Frozen USDT per account = in the contract account, margins of open positions + margin and fee of
  // pending orders; in the spot account, what pending spot orders hold; in the funding account, the
  // withdrawals not yet ended and the NFT auction margins held; nothing anywhere else.
  const frozen = (await db.$sql.all(`SELECT b.user_id, b.wallet, b.frozen,
              (SELECT string_agg(CASE WHEN status = 'open' THEN margin ELSE margin || ' ' || fee END, ' ') FROM lever_orders o
                 WHERE o.user_id = b.user_id AND status IN ('open', 'pending')) AS lever,
              (SELECT string_agg(frozen_amount, ' ') FROM coin_orders c WHERE c.user_id = b.user_id AND status = 'pending' AND frozen_currency_id = 1) AS coin,
              (SELECT string_agg(amount, ' ') FROM withdrawals w WHERE w.user_id = b.user_id AND status IN ('pending', 'approved', 'sent')) AS out,
              (SELECT string_agg(amount, ' ') FROM nft_margins m WHERE m.user_id = b.user_id AND state = 'frozen') AS nft
       FROM balances b WHERE b.currency_id = 1`)) as Array<{
    user_id: number;
    wallet: string;
    frozen: string;
    lever: string | null;
    coin: string | null;
    out: string | null;
    nft: string | null;
  }>;
  for (const row of frozen) {
    const held =
      row.wallet === 'lever'
        ? sum(row.lever)
        : row.wallet === 'change'
          ? sum(row.coin)
          : row.wallet === 'legal'
            ? sum(row.out).plus(sum(row.nft))
            : new Decimal(0);
    expect(held.toFixed(), `frozen USDT of ${row.user_id}/${row.wallet}`).toBe(dec(row.frozen).toFixed());
  }
  // Every transfer between accounts is one balanced entry with its record.
  const unrecorded = (await db.$sql.get(
    "SELECT count(*) AS n FROM journal j WHERE kind = 'transfer' AND NOT EXISTS (SELECT 1 FROM fund_transfers t WHERE t.entry_id = j.id)",
  )) as { n: number };
  expect(unrecorded.n).toBe(0);
}

/**
 * Virtual money stays virtual: no journal entry moves money between the demo side (the demo pool and
 * demo accounts) and the real side (the house, the fee account, real accounts), and per currency the
 * demo side still holds exactly the pool's seed.
 */
async function checkVirtualMoney(db: Db): Promise<void> {
  const demoSide = `(u.account_type = 'demo' OR u.id = ${DEMO_POOL_ID})`;
  const mixed =
    await db.$sql.all(`SELECT l.entry_id, string_agg(CAST(l.user_id AS TEXT), ',') AS users FROM ledger l JOIN users u ON u.id = l.user_id
       GROUP BY l.entry_id
       HAVING sum(CASE WHEN ${demoSide} THEN 1 ELSE 0 END) > 0 AND sum(CASE WHEN NOT ${demoSide} AND u.id <> ${EXTERNAL_ID} THEN 1 ELSE 0 END) > 0`);
  expect(mixed, 'entries between the demo side and the real side').toEqual([]);
  const held =
    (await db.$sql.all(`SELECT b.currency_id, string_agg(b.available || ' ' || b.frozen, ' ') AS s FROM balances b JOIN users u ON u.id = b.user_id
       WHERE ${demoSide} GROUP BY b.currency_id`)) as Array<{ currency_id: number; s: string }>;
  expect(held.length).toBeGreaterThan(0);
  for (const row of held) expect(sum(row.s).toFixed(), `demo side, currency ${row.currency_id}`).toBe(HOUSE_SEED);
}

/**
 * Copy trading: the rounding units of the profit shares real followers paid (shared profitShare: the
 * follower pays the share rounded up, the trader receives it rounded down), recomputed from every copy
 * that settled one: on close, of its realised profit; when taken over, of its profit so far then. Each
 * paid share equals the formula's.
 */
async function copyShareRests(db: Db): Promise<Decimal> {
  const rows =
    (await db.$sql.all(`SELECT o.profit, f.share_rate, c.share_paid, c.self_held, c.held_profit, u.account_type FROM copy_positions c
       JOIN lever_orders o ON o.id = c.order_id JOIN copy_follows f ON f.id = c.follow_id JOIN users u ON u.id = c.follower_id
       WHERE c.closed = 1 OR c.self_held = 1`)) as Array<{
      profit: string;
      share_rate: string;
      share_paid: string;
      self_held: number;
      held_profit: string | null;
      account_type: string;
    }>;
  let rest = new Decimal(0);
  for (const r of rows) {
    const share = profitShare(r.self_held ? (r.held_profit ?? 0) : r.profit, r.share_rate);
    expect(dec(r.share_paid).toFixed()).toBe(share.paid.toFixed());
    // A demo follower's rounding unit goes to the demo pool, not the fee account.
    if (r.account_type === 'real') rest = rest.plus(share.rest);
  }
  return rest;
}
