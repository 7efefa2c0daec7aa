// The auditor's checks of withdrawals and sale-coin orders find the damage they promise to find: on
// sound books (every state reached through the modules' own functions) each holds; damaged behind the
// journal's back in one way, the one check that names it is broken, with an example.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditDatabase } from '../../../server/app';
import type { Db } from '../../../server/core/db';
import { EXTERNAL_ID, freeze, post as postEntry, transfer, unfreeze } from '../../../server/core/ledger';
import { users } from '../../../server/core/schema';
import { type UserRow, userById } from '../../../server/core/users';
import { createSaleOrders } from '../../../server/modules/salecoin/orders';
import { createDecisions } from '../../../server/modules/withdraw/decisions';
import { createOutflowLimit } from '../../../server/modules/withdraw/limits';
import { createWithdrawals } from '../../../server/modules/withdraw/requests';
import { dec } from '../../../src/shared/lib/decimal';
import { addUser, memoryDb } from '../fakeFeed';

const USDT = 1;
const CHAIN = 31337;
const SIGNER = `0x${'a'.repeat(40)}`;
const card = { bank_name: 'Banco do Brasil', real_name: 'Ana Souza', card_last4: '0123' };

/** Sound books: withdrawals pending, approved, sent, completed, rejected, failed; sale orders pending, paid, rejected. */
async function books() {
  const db = await memoryDb();
  const uid = await addUser(db, 'real');
  await db.update(users).set({ kyc_level: 2, kyc_status: 2 }).where(eq(users.id, uid)).run();
  await db.transaction(async () => await transfer(db, EXTERNAL_ID, uid, USDT, '1000', 'deposit', 'test'));
  const user = (await userById(db, uid)) as UserRow;
  const limit = createOutflowLimit(db, () => dec(64000));
  const chains = [
    { chainId: CHAIN, name: 'dev', rpcUrl: 'http://127.0.0.1:1', usdt: `0x${'1'.repeat(40)}`, explorer: '', confirmations: 5 },
  ];
  const w = createWithdrawals({ db, chains, payPassword: { verify: async () => undefined }, limit });
  const decisions = createDecisions(db, w, () => undefined);
  const entry = { address: `0x${'2'.repeat(40)}`, name: 'Cold' };
  const ids: number[] = [];
  for (let n = 0; n < 6; n++) ids.push((await w.place(user, CHAIN, entry, dec(10))).id);
  const [, approved, sent, completed, rejected, failed] = ids;
  for (const id of [approved, sent, completed, failed]) await decisions.approve(id);
  await decisions.reject(rejected, 'Sanctioned address');
  // The sender's part: signed through the nonce owner, then broadcast.
  for (const [n, id] of [sent, completed, failed].entries()) {
    const hash = `0x${String(id).padStart(64, '0')}`;
    await db.$sql.run(
      'UPDATE withdrawals SET from_address = ?, nonce = ?, raw_tx = ?, tx_hash = ? WHERE id = ?',
      SIGNER,
      n,
      '0x01',
      hash,
      id,
    );
    await db.$sql.run(
      'INSERT INTO chain_txs (chain_id, signer, nonce, purpose, tx_hash, created_at) VALUES (?, ?, ?, ?, ?, 0)',
      CHAIN,
      SIGNER,
      n,
      `withdraw:${id}`,
      hash,
    );
    await w.markSent(id);
  }
  await w.complete(completed, 5, 10);
  await db.transaction(async () => await w.giveBack(failed, 'failed', 'reverted', ['sent']));

  const sales = createSaleOrders(db, limit);
  const saleIds: number[] = [];
  for (let n = 0; n < 3; n++) saleIds.push((await sales.place(user, '20', card)).id);
  const [salePending, salePaid, saleRejected] = saleIds;
  await sales.decide(salePaid, true, null);
  await sales.decide(saleRejected, false, 'Card closed');
  return { db, uid, w: { pending: ids[0], approved, sent, completed, rejected, failed }, s: { salePending, salePaid, saleRejected } };
}

const brokenChecks = async (db: Db) =>
  (await auditDatabase(db)).results.filter((r) => !r.held).map((r) => ({ name: r.name, example: r.examples[0] ?? '' }));
const run = async (db: Db, sql: string, ...args: unknown[]) => await db.$sql.run(sql, ...args);

const ONE_OUTCOME = 'withdraw: each withdrawal has one freeze and one outcome: the debit or the give-back, never both';
const ONE_TX = 'withdraw: each withdrawal has at most one transaction, and no two share a nonce of one signer on one chain';
const TIMES = 'withdraw: every withdrawal has the time of its state, an ended one its reason';
const SALE_OUTCOME = 'salecoin: each sale order has one freeze and one outcome: the debit or the give-back, never both';
const SALE_TIMES = 'salecoin: every sale order has its time, a rejected one its reason';

describe("the auditor's checks of withdrawals and sale coin", () => {
  it('hold on sound books, every state reached', async () => {
    const { db } = await books();
    const report = await auditDatabase(db);
    expect(report.results.filter((r) => !r.held)).toEqual([]);
    const names = report.results.map((r) => r.name);
    for (const name of [ONE_OUTCOME, ONE_TX, TIMES, SALE_OUTCOME, SALE_TIMES]) expect(names).toContain(name);
  });

  it('find a completed withdrawal also given back (paid twice), and a live one already debited', async () => {
    const { db, uid, w } = await books();
    // The double payment of issue 29: completed on chain, and its money unfrozen too.
    await db.transaction(async () => {
      await freeze(db, uid, USDT, '10', 'test:refill');
      await unfreeze(db, uid, USDT, '10', `withdraw:${w.completed}`);
    });
    expect(await brokenChecks(db)).toEqual([
      { name: ONE_OUTCOME, example: `withdraw:${w.completed} (debit): 1 freeze, 1 withdraw, 1 unfreeze` },
    ]);
    const other = await books();
    await run(other.db, "UPDATE withdrawals SET status = 'sent' WHERE id = ?", other.w.completed);
    expect((await brokenChecks(other.db)).map((b) => b.name)).toContain(ONE_OUTCOME);
  });

  it('find a withdrawal frozen twice, and an entry that names no withdrawal', async () => {
    const { db, uid, w } = await books();
    await db.transaction(async () => await freeze(db, uid, USDT, '1', `withdraw:${w.pending}`));
    expect((await brokenChecks(db)).map((b) => b.name)).toContain(ONE_OUTCOME);
    const other = await books();
    await other.db.transaction(
      async () =>
        await postEntry(other.db, {
          kind: 'withdraw',
          ref: 'withdraw:999999',
          legs: [
            { account: other.uid, currency: USDT, amount: '-1' },
            { account: EXTERNAL_ID, currency: USDT, amount: '1' },
          ],
        }),
    );
    expect(await brokenChecks(other.db)).toEqual([{ name: ONE_OUTCOME, example: 'withdraw entry withdraw:999999 names no withdraw' }]);
  });

  it('find two transactions of one withdrawal, and two withdrawals on one nonce', async () => {
    const { db, w } = await books();
    await run(
      db,
      "INSERT INTO chain_txs (chain_id, signer, nonce, purpose, tx_hash, created_at) VALUES (?, ?, 7, ?, '0xbeef', 0)",
      CHAIN,
      SIGNER,
      `withdraw:${w.sent}`,
    );
    expect(await brokenChecks(db)).toEqual([{ name: ONE_TX, example: `withdraw:${w.sent} has 2 transactions` }]);
    const other = await books();
    await run(other.db, 'UPDATE withdrawals SET nonce = 0 WHERE id = ?', other.w.completed);
    expect(await brokenChecks(other.db)).toEqual([
      { name: ONE_TX, example: `withdrawals ${other.w.sent}, ${other.w.completed} share chain ${CHAIN}, signer ${SIGNER}, nonce 0` },
    ]);
  });

  it('find a live withdrawal without the time of its state, and an ended one without its reason', async () => {
    const { db, w } = await books();
    await run(db, 'UPDATE withdrawals SET sent_at = NULL WHERE id = ?', w.sent);
    expect(await brokenChecks(db)).toEqual([{ name: TIMES, example: `withdraw:${w.sent} is sent without sent_at` }]);
    const other = await books();
    await run(other.db, 'UPDATE withdrawals SET reason = NULL WHERE id = ?', other.w.rejected);
    await run(other.db, 'UPDATE withdrawals SET decided_at = NULL WHERE id = ?', other.w.approved);
    expect(await brokenChecks(other.db)).toEqual([{ name: TIMES, example: `withdraw:${other.w.approved} is approved without decided_at` }]);
    expect((await auditDatabase(other.db)).results.find((r) => r.name === TIMES)?.examples).toContain(
      `withdraw:${other.w.rejected} is rejected without reason`,
    );
  });

  it('find a paid sale order also given back, and a rejected one without its reason or time', async () => {
    const { db, uid, s } = await books();
    await db.transaction(async () => {
      await freeze(db, uid, USDT, '20', 'test:refill');
      await unfreeze(db, uid, USDT, '20', `sale:${s.salePaid}`);
    });
    expect(await brokenChecks(db)).toEqual([{ name: SALE_OUTCOME, example: `sale:${s.salePaid} (debit): 1 freeze, 1 sale, 1 unfreeze` }]);
    const other = await books();
    await run(other.db, 'UPDATE sale_orders SET reason = NULL, decided_at = NULL WHERE id = ?', other.s.saleRejected);
    expect(await brokenChecks(other.db)).toEqual([
      { name: SALE_TIMES, example: `sale:${other.s.saleRejected} is rejected without decided_at, reason` },
    ]);
  });
});
