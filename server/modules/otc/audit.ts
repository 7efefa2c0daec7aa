// What the auditor of the books checks of OTC: an open order's escrow, the seller's USDT frozen; each
// order's escrow frozen once and leaving once (released to the buyer, or returned to the seller); every
// open order with its state, due time and (in dispute) reason, and the job that ends it on time; demo
// merchants only in orders between demo accounts, and no order between a demo and a real account.
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { OTC_OPEN_STATES, type OtcState } from '../../../src/contract/otc';
import { dec } from '../../../src/shared/lib/decimal';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { jobs, ledger, users } from '../../core/schema';
import { otcMerchants, otcOrders, type OtcOrderRow } from './schema';
import { OTC_AUTO, OTC_EXPIRE } from './service';

const RETURNED: readonly OtcState[] = ['cancelled', 'expired', 'refunded'];
const isOpen = (s: OtcState) => (OTC_OPEN_STATES as readonly OtcState[]).includes(s);

/** A leg as the check compares it: `user bucket amount`. */
const leg = (user: number, bucket: 'available' | 'frozen', amount: string) => `${user} ${bucket} ${dec(amount).toFixed()}`;
const sorted = (legs: string[]) => [...legs].sort().join(', ');

/** The entries an order's escrow must have by now, by kind: each a sorted list of its legs. */
function expectedEntries(o: OtcOrderRow): Map<string, string> {
  const out = new Map<string, string>();
  const minus = `-${o.amount}`;
  out.set('freeze', sorted([leg(o.seller_id, 'available', minus), leg(o.seller_id, 'frozen', o.amount)]));
  if (o.status === 'released') out.set('otc', sorted([leg(o.seller_id, 'frozen', minus), leg(o.buyer_id, 'available', o.amount)]));
  if (RETURNED.includes(o.status))
    out.set('unfreeze', sorted([leg(o.seller_id, 'frozen', minus), leg(o.seller_id, 'available', o.amount)]));
  return out;
}

async function escrowOutcomes(db: Db): Promise<string[]> {
  const orders = await db.select().from(otcOrders).orderBy(asc(otcOrders.id)).all();
  const byId = new Map(orders.map((o) => [o.id, o]));
  // Every journal entry about an order (ref `otc:<id>`), with its legs.
  const entries = new Map<number, { ref: string; kind: string; legs: string[] }>();
  for (const r of await db
    .select({
      entry: ledger.entry_id,
      ref: ledger.ref,
      kind: ledger.kind,
      user: ledger.user_id,
      bucket: ledger.bucket,
      amount: ledger.amount,
    })
    .from(ledger)
    .where(like(ledger.ref, 'otc:%'))
    .orderBy(asc(ledger.id))
    .all()) {
    const e = entries.get(r.entry ?? 0) ?? { ref: r.ref ?? '', kind: r.kind, legs: [] };
    e.legs.push(leg(r.user, r.bucket, r.amount));
    entries.set(r.entry ?? 0, e);
  }
  const found = new Map<number, Map<string, string[]>>();
  const broken: string[] = [];
  for (const [id, e] of entries) {
    const order = Number(e.ref.slice('otc:'.length));
    if (!byId.has(order)) {
      broken.push(`entry ${id} (${e.kind}) is about order ${order}, which does not exist`);
      continue;
    }
    const kinds = found.get(order) ?? new Map<string, string[]>();
    kinds.set(e.kind, [...(kinds.get(e.kind) ?? []), sorted(e.legs)]);
    found.set(order, kinds);
  }
  for (const o of orders) {
    const want = expectedEntries(o);
    const have = found.get(o.id) ?? new Map<string, string[]>();
    for (const kind of new Set([...want.keys(), ...have.keys()])) {
      const got = have.get(kind) ?? [];
      const expected = want.get(kind);
      if (got.length !== (expected ? 1 : 0))
        broken.push(`order ${o.id} (${o.status}) has ${got.length} ${kind} entries, ${expected ? 1 : 0} expected`);
      else if (expected && got[0] !== expected)
        broken.push(`order ${o.id} (${o.status}): its ${kind} entry moves [${got[0]}], not [${expected}]`);
    }
  }
  return broken;
}

async function pendingStates(db: Db): Promise<string[]> {
  const pending = new Set(
    (
      await db
        .select({ kind: jobs.kind, ref: jobs.ref, due: jobs.due_ms })
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), inArray(jobs.kind, [OTC_EXPIRE, OTC_AUTO])))
        .all()
    ).map((j) => `${j.kind} ${j.ref} ${j.due}`),
  );
  const broken: string[] = [];
  for (const o of await db.select().from(otcOrders).orderBy(asc(otcOrders.id)).all()) {
    const name = `order ${o.id} (${o.status})`;
    const job = (kind: string, ref: string, dueSec: number) => pending.has(`${kind} ${ref} ${dueSec * 1000}`);
    if (!(o.pay_due_at > o.created_at)) broken.push(`${name} has no pay due time after its creation`);
    if (o.status === 'unpaid' && !job(OTC_EXPIRE, `otc:${o.id}`, o.pay_due_at))
      broken.push(`${name} has no pending expiry at its due time`);
    if (o.status === 'unpaid' && o.auto_at !== null && !job(OTC_AUTO, `otc:${o.id}:paid`, o.auto_at))
      broken.push(`${name} announces an automatic payment with no job for it`);
    if (o.status === 'paid' && o.auto_at !== null && !job(OTC_AUTO, `otc:${o.id}:release`, o.auto_at))
      broken.push(`${name} announces an automatic release with no job for it`);
    if ((o.status === 'paid' || o.status === 'disputed') && o.paid_at === null) broken.push(`${name} has no time it was marked paid`);
    if (o.status === 'disputed' && (!o.dispute_by || !o.dispute_reason?.trim()))
      broken.push(`${name} has no side and reason of its dispute`);
    if (!isOpen(o.status) && o.done_at === null) broken.push(`${name} has no time it ended`);
    if (o.status === 'refunded' && !o.decision_reason?.trim()) broken.push(`${name} has no reason for the admin's decision`);
  }
  return broken;
}

async function demoApart(db: Db): Promise<string[]> {
  const kind = new Map((await db.select({ id: users.id, type: users.account_type }).from(users).all()).map((u) => [u.id, u.type]));
  const merchants = new Set(
    (await db.select({ id: otcMerchants.user_id }).from(otcMerchants).orderBy(asc(otcMerchants.user_id)).all()).map((m) => m.id),
  );
  const broken = [...merchants].filter((id) => kind.get(id) !== 'demo').map((id) => `seeded merchant ${id} is not a demo account`);
  for (const o of await db.select().from(otcOrders).orderBy(asc(otcOrders.id)).all()) {
    const sides = [kind.get(o.buyer_id), kind.get(o.seller_id)];
    if (merchants.has(o.merchant_id) && sides.some((s) => s !== 'demo'))
      broken.push(`order ${o.id}: demo merchant ${o.merchant_id} trades with a real account (buyer ${o.buyer_id}, seller ${o.seller_id})`);
    else if (sides[0] !== sides[1]) broken.push(`order ${o.id} is between a ${sides[0]} buyer and a ${sides[1]} seller`);
  }
  return broken;
}

export const otcAudit = (db: Db): ModuleAudit => ({
  holds: async () =>
    (
      await db
        .select()
        .from(otcOrders)
        .where(inArray(otcOrders.status, [...OTC_OPEN_STATES]))
        .all()
    ).map((o) => ({ user_id: o.seller_id, wallet: 'legal' as const, currency_id: o.currency_id, amount: o.amount, what: `otc:${o.id}` })),
  checks: {
    'each order’s escrow is frozen once, then leaves once: released to the buyer or returned to the seller': async () =>
      await escrowOutcomes(db),
    'every open order has its state, due time and the job that ends it; a dispute its side and reason': async () => await pendingStates(db),
    'demo merchants trade only with demo accounts; no order joins a demo and a real account': async () => await demoApart(db),
  },
});
