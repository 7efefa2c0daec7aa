// USDT deposits, the database side: per-user deposit addresses, and recording what the chain watcher
// (watcher.ts) saw.
//
// Every user gets one deposit address, derived from the server's mnemonic at index = user id (the
// same address on every EVM chain), stored on first request. Each transfer seen on chain is recorded
// once (chain, transaction hash, log index: a unique index backs it), its confirmations are counted
// and, at the chain's threshold (5), it is credited to the user's USDT balance through the journal in
// the same transaction that marks it approved and saves the scan cursor, so a transfer is credited
// exactly once, across replays and restarts too. A chain that lost scanned blocks is rewound in that
// transaction too (reorg.ts): a credited deposit is never taken back by the watcher, only reported.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { mnemonicToAccount } from 'viem/accounts';
import type * as W from '../../../src/contract/wallet';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import { MONEY_DECIMALS } from '../../../src/shared/trade/formulas';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { EXTERNAL_ID, text, transfer } from '../../core/ledger';
import { type Notify, notifyNobody } from '../../core/notifications';
import type { ChainConfig, ServerOptions } from '../../core/options';
import { USDT_ID } from '../market/catalogue';
import { isMissing, missingDepositFor, reorgReports, restoreDeposit, rewindDeposits, saveCheckpoint } from './reorg';
import { chainCursors, type DepositRow, depositAddresses, deposits } from './schema';

export type { DepositRow };

/** One deposit by its id (another module's link to it: an NFT order paid from the wallet). */
export const findDeposit = async (db: Db, id: number): Promise<DepositRow | undefined> =>
  await db.select().from(deposits).where(eq(deposits.id, id)).get();

/**
 * Whether a transaction can still pay for something of this user's (an NFT order paid from the wallet):
 * no deposit of it yet, or only this user's own on this chain, not yet credited (the watcher may see the
 * transfer before the app names it). Its rows are locked first (PostgreSQL), so a credit meanwhile waits
 * for the caller's link, or is read here.
 */
export async function depositTxFree(db: Db, txHash: string, userId: number, chainId: number): Promise<boolean> {
  if (db.$store.engine === 'postgres') await db.$sql.run('SELECT id FROM deposits WHERE tx_hash = ? FOR UPDATE', txHash);
  const rows = await db
    .select({ user_id: deposits.user_id, chain_id: deposits.chain_id, status: deposits.status })
    .from(deposits)
    .where(eq(deposits.tx_hash, txHash))
    .all();
  return rows.every((r) => r.user_id === userId && r.chain_id === chainId && r.status === 'pending');
}

/** A USDT Transfer log to a user's deposit address, as read from the chain. */
export interface SeenTransfer {
  /** Lower case, like every address and hash stored. */
  txHash: string;
  logIndex: number;
  blockNumber: number;
  from: string;
  to: string;
  userId: number;
  /** Decimal USDT, at the token's own precision. */
  amount: string;
}

/** The reply shape of a deposit (recharge/log, charge_req, the socket `deposit` event). */
export function depositReply(row: DepositRow): W.Deposit {
  return {
    id: row.id,
    method: 'chain',
    chain_id: row.chain_id,
    tx_hash: row.tx_hash,
    log_index: row.log_index,
    currency: 'USDT',
    amount: row.amount,
    confirmations: row.confirmations,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at,
    credited_at: row.credited_at,
  };
}

/** The user's deposit address (lower case), derived and stored on first use. */
export async function depositAddressOf(db: Db, options: ServerOptions, userId: number, chainId: number): Promise<string> {
  const row = await db
    .select({ address: depositAddresses.address })
    .from(depositAddresses)
    .where(and(eq(depositAddresses.user_id, userId), eq(depositAddresses.chain_id, chainId)))
    .get();
  if (row) return row.address;
  if (!options.depositMnemonic) throw new ApiFailure('walletErrors.depositUnavailable');
  const address = mnemonicToAccount(options.depositMnemonic, { addressIndex: userId }).address.toLowerCase();
  await db.insert(depositAddresses).values({ user_id: userId, chain_id: chainId, address }).onConflictDoNothing().run();
  return address;
}

/** Deposit addresses on a chain (lower case) and whose they are. */
export async function depositOwners(db: Db, chainId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ address: depositAddresses.address, user_id: depositAddresses.user_id })
    .from(depositAddresses)
    .where(eq(depositAddresses.chain_id, chainId))
    .all();
  return new Map(rows.map((r) => [r.address, r.user_id] as const));
}

/** The last block scanned on a chain, or null before its first scan. */
export async function chainCursor(db: Db, chainId: number): Promise<number | null> {
  return (
    (await db.select({ last_block: chainCursors.last_block }).from(chainCursors).where(eq(chainCursors.chain_id, chainId)).get())
      ?.last_block ?? null
  );
}

async function depositById(db: Db, id: number): Promise<DepositRow> {
  const row = await db.select().from(deposits).where(eq(deposits.id, id)).get();
  // Rows are never deleted: one that was just written or read is there.
  if (!row) throw new Error(`deposit ${id} is missing`);
  return row;
}

/**
 * Adds a transfer seen on chain, completes the row of a hash the app reported early (or of a waiting
 * deposit whose block left the chain), or finds a credited one that had gone missing. Returns the row
 * id, or null when known.
 */
async function recordTransfer(
  db: Db,
  chain: ChainConfig,
  t: SeenTransfer,
  latest: number,
  at: number,
  restored: number[],
): Promise<number | null> {
  const confirmations = Math.max(0, latest - t.blockNumber + 1);
  const known = await db
    .select({ id: deposits.id, to_address: deposits.to_address, amount: deposits.amount })
    .from(deposits)
    .where(and(eq(deposits.chain_id, chain.chainId), eq(deposits.tx_hash, t.txHash), eq(deposits.log_index, t.logIndex)))
    .get();
  let missing: number | undefined;
  if (known) {
    if (!(await isMissing(db, known.id))) return null; // seen before (a replayed range): confirmations are updated by the caller
    // A credited deposit that had left the chain: the same transfer is back, or this log index now holds
    // another transfer of the transaction (the missing one gives it up and is matched by its content).
    if (known.to_address === t.to && known.amount === t.amount) missing = known.id;
    else await db.update(deposits).set({ log_index: null }).where(eq(deposits.id, known.id)).run();
  }
  missing ??= await missingDepositFor(db, chain.chainId, t.txHash, t.to, t.amount);
  if (missing !== undefined) {
    const report = await restoreDeposit(db, missing, { log_index: t.logIndex, block_number: t.blockNumber, confirmations }, at);
    if (report !== undefined) restored.push(report);
    return missing;
  }
  const reported = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.chain_id, chain.chainId),
        eq(deposits.tx_hash, t.txHash),
        eq(deposits.user_id, t.userId),
        isNull(deposits.log_index),
        eq(deposits.status, 'pending'),
      ),
    )
    .orderBy(deposits.id)
    .limit(1)
    .get();
  const seen = {
    log_index: t.logIndex,
    from_address: t.from,
    to_address: t.to,
    amount: t.amount,
    block_number: t.blockNumber,
    confirmations,
  };
  if (reported) {
    await db.update(deposits).set(seen).where(eq(deposits.id, reported.id)).run();
    return reported.id;
  }
  return (
    await db
      .insert(deposits)
      .values({
        ...seen,
        user_id: t.userId,
        chain_id: chain.chainId,
        tx_hash: t.txHash,
        token: chain.usdt.toLowerCase(),
        status: 'pending',
        created_at: at,
      })
      .returning({ id: deposits.id })
      .get()
  ).id;
}

/**
 * Told of each deposit the watcher credits, inside the transaction that credits it (after the journal
 * entry), with the approved row and the amount credited (8 decimals). Each listener runs in a savepoint of
 * its own: one that throws is undone (and logged) without holding the credit back.
 */
export type DepositCredited = (deposit: DepositRow, credited: string) => Promise<void>;

/** One scan of a chain, as the watcher read it. */
export interface ScanRecord {
  seen: readonly SeenTransfer[];
  /** The last block scanned (saved as the cursor) and its hash (kept to notice a reorganisation; none before block 0). */
  cursor: number;
  hash?: string | null;
  /** The chain's newest block: confirmations count up to it. */
  latest: number;
  /** Set when the chain lost scanned blocks: the newest block it still has; what the blocks above held is taken back first. */
  rewindTo?: number | null;
}

export interface ScanOutcome {
  /** Deposits that changed (told to their users). */
  changed: DepositRow[];
  /** Credited deposits this scan found missing from the chain (reported to the admin). */
  missing: W.ReorgedDeposit[];
  /** Credited deposits missing before this scan and seen on the chain again. */
  restored: W.ReorgedDeposit[];
}

/**
 * Records one scan of a chain in one transaction: the rewind, when the chain lost scanned blocks; the
 * transfers seen; the confirmations of every pending deposit seen on chain; the credit of each deposit
 * deep enough (once: only a pending row is approved, and the journal entry goes with it); the cursor and
 * its block's hash. A credited deposit is told to its user (a notification in the same transaction).
 */
export async function recordScan(
  db: Db,
  chain: ChainConfig,
  scan: ScanRecord,
  notify: Notify = notifyNobody,
  onCredited: readonly DepositCredited[] = [],
): Promise<ScanOutcome> {
  const { seen, cursor, latest } = scan;
  return await db.transaction(async () => {
    const changed = new Set<number>();
    const at = now();
    let opened: number[] = [];
    if (scan.rewindTo !== undefined && scan.rewindTo !== null) {
      const rewound = await rewindDeposits(db, chain.chainId, scan.rewindTo, at);
      for (const id of rewound.reset) changed.add(id);
      opened = rewound.opened;
    }
    const restored: number[] = [];
    for (const t of seen) {
      const id = await recordTransfer(db, chain, t, latest, at, restored);
      if (id !== null) changed.add(id);
    }
    const pending = await db
      .select({ id: deposits.id, block_number: deposits.block_number, confirmations: deposits.confirmations })
      .from(deposits)
      .where(and(eq(deposits.chain_id, chain.chainId), eq(deposits.status, 'pending'), isNotNull(deposits.block_number)))
      .all();
    for (const p of pending) {
      if (p.block_number === null) continue; // not seen on chain (the query leaves these out already)
      const confirmations = Math.max(0, latest - p.block_number + 1);
      if (confirmations !== p.confirmations) {
        await db.update(deposits).set({ confirmations }).where(eq(deposits.id, p.id)).run();
        changed.add(p.id);
      }
      if (confirmations < chain.confirmations) continue;
      const approved = await db
        .update(deposits)
        .set({ status: 'approved', credited_at: at })
        .where(and(eq(deposits.id, p.id), eq(deposits.status, 'pending')))
        .returning()
        .get();
      if (!approved) continue;
      // The ledger keeps MONEY_DECIMALS places; a token with more (18 on BNB Chain) is credited rounded down.
      const amount = dec(approved.amount).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);
      await transfer(db, EXTERNAL_ID, approved.user_id, USDT_ID, amount, 'deposit', `deposit:${approved.id}`);
      await notify(approved.user_id, 'depositCredited', { amount: text(amount), currency: 'USDT' }, `deposit:${approved.id}`);
      for (const listener of onCredited) {
        try {
          await db.transaction(() => listener(approved, text(amount)));
        } catch (error) {
          console.error(`[deposits] a listener of credited deposit ${approved.id} failed:`, error);
        }
      }
      changed.add(p.id);
    }
    await db
      .insert(chainCursors)
      .values({ chain_id: chain.chainId, last_block: cursor })
      .onConflictDoUpdate({ target: chainCursors.chain_id, set: { last_block: cursor } })
      .run();
    if (scan.hash) await saveCheckpoint(db, chain.chainId, cursor, scan.hash);
    const openedNow = new Set(opened);
    const changedRows: DepositRow[] = [];
    for (const id of changed) changedRows.push(await depositById(db, id));
    return {
      changed: changedRows,
      missing: await reorgReports(db, { ids: opened, state: 'missing' }),
      // Reports opened and closed in this same scan are a transfer that only moved to another block.
      restored: await reorgReports(db, { ids: restored.filter((id) => !openedNow.has(id)) }),
    };
  });
}

/** Records a hash the app reported (nothing is credited until the watcher sees the transfer); a hash reported before keeps its row. */
export async function reportDeposit(
  db: Db,
  options: ServerOptions,
  chain: ChainConfig,
  userId: number,
  txHash: string,
): Promise<DepositRow> {
  return await db.transaction(async () => {
    const known = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.chain_id, chain.chainId), eq(deposits.tx_hash, txHash), eq(deposits.user_id, userId)))
      .orderBy(deposits.id)
      .limit(1)
      .get();
    if (known) return known;
    const to = await depositAddressOf(db, options, userId, chain.chainId);
    return await db
      .insert(deposits)
      .values({
        user_id: userId,
        chain_id: chain.chainId,
        tx_hash: txHash,
        log_index: null,
        token: chain.usdt.toLowerCase(),
        to_address: to,
        status: 'pending',
        created_at: now(),
      })
      .returning()
      .get();
  });
}
