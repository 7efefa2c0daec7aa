// What the auditor of the books checks of the proof of reserves: the newest published snapshot against
// the journal at its position (its sums, and each real user's leaf), and its root against its stored
// leaves. Leaves are every real account that existed when it was taken, zero balances included.
import { desc, eq } from 'drizzle-orm';
import { bytesOfHex, hexOf, textOfUnits, unitsOf } from '../../../src/shared/reserves/amounts';
import { buildLevels, leafLevel, rootOf, saltMaker, sumsOfBytes } from '../../../src/shared/reserves/tree';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { REAL_USER_SQL } from './liabilities';
import { reservesSnapshots, type SnapshotRow } from './schema';
import { leavesOf } from './store';
import { currenciesOf, sumsOf } from './views';

/** Per real user and currency id: the sum of their ledger rows up to the position (units of 1e-8). */
async function journalAt(db: Db, position: number): Promise<Map<number, Map<number, bigint>>> {
  const rows = (await db.$sql.all(
    `SELECT l.user_id, l.currency_id, l.amount FROM ledger l JOIN users u ON u.id = l.user_id WHERE l.entry_id <= ? AND ${REAL_USER_SQL}`,
    position,
  )) as Array<{ user_id: number; currency_id: number; amount: string }>;
  const held = new Map<number, Map<number, bigint>>();
  for (const r of rows) {
    const mine = held.get(r.user_id) ?? new Map<number, bigint>();
    const units = unitsOf(r.amount);
    if (units === null) throw new Error(`a ledger row of user ${r.user_id} holds ${r.amount}, not an amount of at most 8 places`);
    mine.set(r.currency_id, (mine.get(r.currency_id) ?? 0n) + units);
    held.set(r.user_id, mine);
  }
  return held;
}

export function reservesAudit(db: Db): ModuleAudit {
  const latest = async (): Promise<SnapshotRow | undefined> =>
    await db
      .select()
      .from(reservesSnapshots)
      .where(eq(reservesSnapshots.status, 'published'))
      .orderBy(desc(reservesSnapshots.id))
      .limit(1)
      .get();

  return {
    checks: {
      "the newest snapshot's sums equal the journal's totals of real users at its position": async () => {
        const row = await latest();
        if (!row || row.position === null) return [];
        const totals = new Map<number, bigint>();
        for (const mine of (await journalAt(db, row.position)).values())
          for (const [c, x] of mine) totals.set(c, (totals.get(c) ?? 0n) + x);
        const currencies = currenciesOf(row);
        const sums = sumsOf(row);
        const broken = currencies
          .map((c, i) => ({ c, sum: sums[i], journal: textOfUnits(totals.get(c.id) ?? 0n) }))
          .filter((x) => x.sum !== x.journal)
          .map((x) => `snapshot ${row.id}: ${x.c.code} sums to ${x.sum}, the journal to ${x.journal} at position ${row.position}`);
        for (const [c, x] of totals) {
          if (x !== 0n && !currencies.some((k) => k.id === c))
            broken.push(`snapshot ${row.id}: currency ${c} (${textOfUnits(x)}) is missing`);
        }
        return broken;
      },
      'the newest snapshot has one leaf per real account, with its balances at its position': async () => {
        const row = await latest();
        if (!row || row.position === null || row.tree_kept !== 1) return [];
        const journal = await journalAt(db, row.position);
        const currencies = currenciesOf(row);
        const leaves = await leavesOf(db, row.id);
        const broken: string[] = [];
        if (leaves.length !== row.leaf_count)
          broken.push(`snapshot ${row.id}: ${leaves.length} leaves stored, ${row.leaf_count} published`);
        const seen = new Set<number>();
        const real = new Set(
          (
            (await db.$sql.all(`SELECT u.id FROM users u WHERE ${REAL_USER_SQL} AND u.created_at < ?`, row.created_at)) as Array<{
              id: number;
            }>
          ).map((u) => u.id),
        );
        const isReal = async (id: number) => await db.$sql.get(`SELECT 1 FROM users u WHERE u.id = ? AND ${REAL_USER_SQL}`, id);
        for (const leaf of leaves) {
          if (seen.has(leaf.user_id)) broken.push(`snapshot ${row.id}: user ${leaf.user_id} has two leaves`);
          seen.add(leaf.user_id);
          if (!(await isReal(leaf.user_id)))
            broken.push(`snapshot ${row.id}: leaf ${leaf.position} is of user ${leaf.user_id}, not a real account`);
          const balances = sumsOfBytes(leaf.sums, currencies.length);
          currencies.forEach((c, i) => {
            const due = journal.get(leaf.user_id)?.get(c.id) ?? 0n;
            if (balances[i] !== due)
              broken.push(
                `snapshot ${row.id}: user ${leaf.user_id}'s leaf holds ${textOfUnits(balances[i])} ${c.code}, the journal ${textOfUnits(due)}`,
              );
          });
        }
        for (const userId of new Set([...journal.keys(), ...real]))
          if (!seen.has(userId)) broken.push(`snapshot ${row.id}: user ${userId} has no leaf`);
        return broken;
      },
      "the newest snapshot's root recomputes from its stored leaves": async () => {
        const row = await latest();
        if (row?.tree_kept !== 1) return [];
        const width = currenciesOf(row).length;
        const secret = bytesOfHex(row.secret);
        if (!secret) return [`snapshot ${row.id}: its secret is not hex`];
        const salt = saltMaker(secret);
        const leaves = await leavesOf(db, row.id);
        if (leaves.some((l, i) => l.position !== i)) return [`snapshot ${row.id}: its leaves are not numbered 0 to ${leaves.length - 1}`];
        const levels = buildLevels(
          leafLevel(
            leaves.map((l) => ({ userId: l.user_id, salt: salt(l.user_id), balances: sumsOfBytes(l.sums, width) })),
            width,
          ),
          width,
        );
        const root = rootOf(levels, width);
        const sums = root.sums.map(textOfUnits);
        if (hexOf(root.hash) === row.root && JSON.stringify(sums) === row.sums) return [];
        return [
          `snapshot ${row.id}: its leaves give root ${hexOf(root.hash)} with sums ${sums.join(', ')}, published ${row.root} with ${sumsOf(row).join(', ')}`,
        ];
      },
    },
  };
}
