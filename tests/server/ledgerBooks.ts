// The books after the ledger property test's random steps: money conserved per currency, every journal
// entry balanced, every account's rows explaining its buckets, the fee account equal to the fees
// recorded, frozen USDT equal to what live orders and withdrawals hold, every transfer with its record.
import { expect } from 'vitest';
import type { Db } from '../../server/core/db';
import { EXTERNAL_ID, FEES_ID, totalsByCurrency } from '../../server/core/ledger';
import { Decimal, dec } from '../../src/shared/lib/decimal';

const sum = (list: string | null) => (list ? list.split(' ') : []).reduce((acc, x) => acc.plus(x), new Decimal(0));

export const negatives = (db: Db) =>
  (
    db.$client
      .prepare("SELECT count(*) AS n FROM balances WHERE user_id <> ? AND (available LIKE '-%' OR frozen LIKE '-%')")
      .get(EXTERNAL_ID) as { n: number }
  ).n;

export function checkBooks(db: Db, start: Map<number, Decimal>): void {
  // Conservation: every account, house and fee account included, plus what left for the chain (the
  // amount received of each completed withdrawal, now outside, in the external account).
  const end = totalsByCurrency(db, { withoutExternal: true });
  const left = db.$client
    .prepare("SELECT currency_id, group_concat(receive, ' ') AS s FROM withdrawals WHERE status = 'completed' GROUP BY currency_id")
    .all() as Array<{
    currency_id: number;
    s: string;
  }>;
  for (const l of left) end.set(l.currency_id, (end.get(l.currency_id) ?? new Decimal(0)).plus(sum(l.s)));
  expect([...end.keys()].sort()).toEqual([...start.keys()].sort());
  for (const [currency, total] of start) expect(end.get(currency)?.toFixed(), `currency ${currency}`).toBe(total.toFixed());
  // With the external account (the other side of the house's seed), every currency sums to zero.
  for (const [currency, total] of totalsByCurrency(db)) expect(total.toFixed(), `all accounts, currency ${currency}`).toBe('0');

  // Every journal entry is balanced: its legs sum to zero per currency.
  const entries = db.$client
    .prepare("SELECT entry_id, currency_id, group_concat(amount, ' ') AS amounts FROM ledger GROUP BY entry_id, currency_id")
    .all() as Array<{ entry_id: number | null; currency_id: number; amounts: string }>;
  expect(entries.length).toBeGreaterThan(0);
  for (const e of entries) {
    expect(e.entry_id, 'every row belongs to an entry').not.toBeNull();
    expect(sum(e.amounts).toFixed(), `entry ${e.entry_id}, currency ${e.currency_id}`).toBe('0');
  }

  // The ledger explains every balance: available = sum(available rows), frozen = sum(frozen rows).
  const ledger = db.$client
    .prepare(
      `SELECT b.user_id, b.currency_id, b.wallet, b.available, b.frozen,
              (SELECT group_concat(amount, ' ') FROM ledger l
                 WHERE l.user_id = b.user_id AND l.currency_id = b.currency_id AND l.wallet = b.wallet AND bucket = 'available') AS amounts,
              (SELECT group_concat(amount, ' ') FROM ledger l
                 WHERE l.user_id = b.user_id AND l.currency_id = b.currency_id AND l.wallet = b.wallet AND bucket = 'frozen') AS frozen_moves
       FROM balances b`,
    )
    .all() as Array<{
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

  // Fees collected: the fee account holds exactly the fees of opened contract orders and filled spot orders.
  const leverFees = db.$client.prepare("SELECT group_concat(fee, ' ') AS s FROM lever_orders WHERE status IN ('open', 'closed')").get() as {
    s: string | null;
  };
  const coinFees = db.$client.prepare("SELECT group_concat(fee, ' ') AS s FROM coin_orders WHERE status = 'filled'").get() as {
    s: string | null;
  };
  const feeAccount = db.$client.prepare('SELECT available FROM balances WHERE user_id = ? AND currency_id = 1').get(FEES_ID) as
    | { available: string }
    | undefined;
  const convertFees = db.$client.prepare("SELECT group_concat(fee, ' ') AS s FROM fund_conversions WHERE from_currency_id = 1").get() as {
    s: string | null;
  };
  const withdrawFees = db.$client.prepare("SELECT group_concat(fee, ' ') AS s FROM withdrawals WHERE status = 'completed'").get() as {
    s: string | null;
  };
  expect(dec(feeAccount?.available ?? 0).toFixed()).toBe(
    sum(leverFees.s).plus(sum(coinFees.s)).plus(sum(convertFees.s)).plus(sum(withdrawFees.s)).toFixed(),
  );

  // Frozen USDT per account = in the contract account, margins of open positions + margin and fee of
  // pending orders; in the spot account, what pending spot orders hold; in the funding account, the
  // withdrawals not yet ended; nothing anywhere else.
  const frozen = db.$client
    .prepare(
      `SELECT b.user_id, b.wallet, b.frozen,
              (SELECT group_concat(CASE WHEN status = 'open' THEN margin ELSE margin || ' ' || fee END, ' ') FROM lever_orders o
                 WHERE o.user_id = b.user_id AND status IN ('open', 'pending')) AS lever,
              (SELECT group_concat(frozen_amount, ' ') FROM coin_orders c WHERE c.user_id = b.user_id AND status = 'pending' AND frozen_currency_id = 1) AS coin,
              (SELECT group_concat(amount, ' ') FROM withdrawals w WHERE w.user_id = b.user_id AND status IN ('pending', 'approved', 'sent')) AS out
       FROM balances b WHERE b.currency_id = 1`,
    )
    .all() as Array<{ user_id: number; wallet: string; frozen: string; lever: string | null; coin: string | null; out: string | null }>;
  for (const row of frozen) {
    const held =
      row.wallet === 'lever'
        ? sum(row.lever)
        : row.wallet === 'change'
          ? sum(row.coin)
          : row.wallet === 'legal'
            ? sum(row.out)
            : new Decimal(0);
    expect(held.toFixed(), `frozen USDT of ${row.user_id}/${row.wallet}`).toBe(dec(row.frozen).toFixed());
  }
  // Every transfer between accounts is one balanced entry with its record.
  const unrecorded = db.$client
    .prepare(
      "SELECT count(*) AS n FROM journal j WHERE kind = 'transfer' AND NOT EXISTS (SELECT 1 FROM fund_transfers t WHERE t.entry_id = j.id)",
    )
    .get() as { n: number };
  expect(unrecorded.n).toBe(0);
}
