// Chain reorganisations, the database side. Each scan keeps the hash of the block it scanned up to
// (the newest KEPT_BLOCKS per chain); a chain that no longer has the cursor's block (a reorganisation,
// or the embedded dev chain started afresh) is rewound to the newest of those it still has and scanned
// again from there. Rewinding takes back what the removed blocks held:
// - a deposit still waiting for confirmations goes back to "not seen on chain" (no log index, no block,
//   0 confirmations): found again it is completed and counted anew, never found it is never credited;
// - a deposit already credited keeps its credit (an admin decides, never the watcher) and is reported:
//   a `deposit_reorgs` row is opened, listed by `admin/deposits/reorged`, and closed when the same
//   transfer (transaction, recipient, amount) is seen on the chain again, whatever its new block and
//   log index. Either way a transfer is credited once.
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, type SQL } from 'drizzle-orm';
import type { ReorgedDeposit } from '../../../src/contract/wallet';
import type { Db } from '../../core/db';
import { chainBlocks, depositReorgs, deposits } from './schema';

/** Scanned block hashes kept per chain: how far back a rewind finds a block the chain still has. */
export const KEPT_BLOCKS = 64;

export interface Checkpoint {
  number: number;
  /** Lower-case 0x hash. */
  hash: string;
}

/** The hashes of the chain's scanned blocks at or below `upTo`, newest first. */
export async function checkpoints(db: Db, chainId: number, upTo: number): Promise<Checkpoint[]> {
  return await db
    .select({ number: chainBlocks.number, hash: chainBlocks.hash })
    .from(chainBlocks)
    .where(and(eq(chainBlocks.chain_id, chainId), lte(chainBlocks.number, upTo)))
    .orderBy(desc(chainBlocks.number))
    .all();
}

/** Saves the hash of the block a scan reached; forgets hashes above it and all but the newest KEPT_BLOCKS. */
export async function saveCheckpoint(db: Db, chainId: number, number: number, hash: string): Promise<void> {
  await db
    .delete(chainBlocks)
    .where(and(eq(chainBlocks.chain_id, chainId), gt(chainBlocks.number, number)))
    .run();
  await db
    .insert(chainBlocks)
    .values({ chain_id: chainId, number, hash })
    .onConflictDoUpdate({ target: [chainBlocks.chain_id, chainBlocks.number], set: { hash } })
    .run();
  const kept = (
    await db
      .select({ number: chainBlocks.number })
      .from(chainBlocks)
      .where(eq(chainBlocks.chain_id, chainId))
      .orderBy(desc(chainBlocks.number))
      .limit(KEPT_BLOCKS)
      .all()
  ).map((r) => r.number);
  await db
    .delete(chainBlocks)
    .where(and(eq(chainBlocks.chain_id, chainId), notInArray(chainBlocks.number, kept)))
    .run();
}

/**
 * Takes back what the blocks above `fork` held (in the caller's transaction): deposits waiting there go
 * back to not seen on chain; credited ones get an open report (one per deposit). Returns the ids of the
 * deposits reset and of the reports opened.
 */
export async function rewindDeposits(db: Db, chainId: number, fork: number, at: number): Promise<{ reset: number[]; opened: number[] }> {
  const above = and(eq(deposits.chain_id, chainId), isNotNull(deposits.block_number), gt(deposits.block_number, fork));
  const reset = (
    await db
      .update(deposits)
      .set({ log_index: null, block_number: null, confirmations: 0 })
      .where(and(above, eq(deposits.status, 'pending')))
      .returning({ id: deposits.id })
      .all()
  ).map((r) => r.id);
  const credited = await db
    .select({ id: deposits.id, block_number: deposits.block_number })
    .from(deposits)
    .leftJoin(depositReorgs, and(eq(depositReorgs.deposit_id, deposits.id), isNull(depositReorgs.restored_at)))
    .where(and(above, eq(deposits.status, 'approved'), isNull(depositReorgs.id)))
    .orderBy(deposits.id)
    .all();
  const opened: number[] = [];
  for (const d of credited)
    opened.push(
      (
        await db
          .insert(depositReorgs)
          .values({ deposit_id: d.id, chain_id: chainId, block_number: d.block_number ?? fork + 1, reorged_at: at })
          .returning({ id: depositReorgs.id })
          .get()
      ).id,
    );
  await db
    .delete(chainBlocks)
    .where(and(eq(chainBlocks.chain_id, chainId), gt(chainBlocks.number, fork)))
    .run();
  return { reset, opened };
}

/** Whether a deposit is credited but missing from the chain (an open report). */
export async function isMissing(db: Db, depositId: number): Promise<boolean> {
  return (
    (await db
      .select({ id: depositReorgs.id })
      .from(depositReorgs)
      .where(and(eq(depositReorgs.deposit_id, depositId), isNull(depositReorgs.restored_at)))
      .get()) !== undefined
  );
}

/** The oldest missing credited deposit of that transaction, recipient and amount: the transfer seen again. */
export async function missingDepositFor(db: Db, chainId: number, txHash: string, to: string, amount: string): Promise<number | undefined> {
  return (
    await db
      .select({ id: deposits.id })
      .from(deposits)
      .innerJoin(depositReorgs, and(eq(depositReorgs.deposit_id, deposits.id), isNull(depositReorgs.restored_at)))
      .where(and(eq(deposits.chain_id, chainId), eq(deposits.tx_hash, txHash), eq(deposits.to_address, to), eq(deposits.amount, amount)))
      .orderBy(deposits.id)
      .limit(1)
      .get()
  )?.id;
}

/** Closes a missing deposit's report: its transfer is on the chain again (at `place`). Returns the report's id. */
export async function restoreDeposit(
  db: Db,
  depositId: number,
  place: { log_index: number; block_number: number; confirmations: number },
  at: number,
): Promise<number | undefined> {
  await db.update(deposits).set(place).where(eq(deposits.id, depositId)).run();
  return (
    await db
      .update(depositReorgs)
      .set({ restored_at: at })
      .where(and(eq(depositReorgs.deposit_id, depositId), isNull(depositReorgs.restored_at)))
      .returning({ id: depositReorgs.id })
      .get()
  )?.id;
}

/** Reports as the admin sees them, newest first: all, some by id, or those in one state. */
export async function reorgReports(
  db: Db,
  filter: { state?: ReorgedDeposit['state']; ids?: readonly number[] } = {},
): Promise<ReorgedDeposit[]> {
  const conditions: SQL[] = [];
  if (filter.state === 'missing') conditions.push(isNull(depositReorgs.restored_at));
  if (filter.state === 'restored') conditions.push(isNotNull(depositReorgs.restored_at));
  if (filter.ids) {
    if (!filter.ids.length) return [];
    conditions.push(inArray(depositReorgs.id, [...filter.ids]));
  }
  return (
    await db
      .select({ report: depositReorgs, deposit: deposits })
      .from(depositReorgs)
      .innerJoin(deposits, eq(deposits.id, depositReorgs.deposit_id))
      .where(and(...conditions))
      .orderBy(desc(depositReorgs.id))
      .limit(500)
      .all()
  ).map(({ report, deposit }) => ({
    id: report.id,
    deposit_id: deposit.id,
    user_id: deposit.user_id,
    chain_id: report.chain_id,
    tx_hash: deposit.tx_hash,
    log_index: deposit.log_index,
    to_address: deposit.to_address,
    amount: deposit.amount,
    block_number: report.block_number,
    state: report.restored_at === null ? 'missing' : 'restored',
    credited_at: deposit.credited_at,
    reorged_at: report.reorged_at,
    restored_at: report.restored_at,
  }));
}
