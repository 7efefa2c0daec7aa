// USDT deposits, the database side: per-user deposit addresses, and recording what the chain watcher
// (watcher.ts) saw.
//
// Every user gets one deposit address, derived from the server's mnemonic at index = user id (the
// same address on every EVM chain), stored on first request. Each transfer seen on chain is recorded
// once (chain, transaction hash, log index: a unique index backs it), its confirmations are counted
// and, at the chain's threshold (5), it is credited to the user's USDT balance through the journal in
// the same transaction that marks it approved and saves the scan cursor, so a transfer is credited
// exactly once, across replays and restarts too. Reorganisations are out of scope: a credited deposit
// is never taken back.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { mnemonicToAccount } from 'viem/accounts';
import type * as W from '../../../src/contract/wallet';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import { MONEY_DECIMALS } from '../../../src/shared/trade/formulas';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { EXTERNAL_ID, transfer } from '../../core/ledger';
import type { ChainConfig, ServerOptions } from '../../core/options';
import { USDT_ID } from '../market/catalogue';
import { chainCursors, type DepositRow, depositAddresses, deposits } from './schema';

export type { DepositRow };

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
export function depositAddressOf(db: Db, options: ServerOptions, userId: number, chainId: number): string {
  const row = db
    .select({ address: depositAddresses.address })
    .from(depositAddresses)
    .where(and(eq(depositAddresses.user_id, userId), eq(depositAddresses.chain_id, chainId)))
    .get();
  if (row) return row.address;
  if (!options.depositMnemonic) throw new ApiFailure('walletErrors.depositUnavailable');
  const address = mnemonicToAccount(options.depositMnemonic, { addressIndex: userId }).address.toLowerCase();
  db.insert(depositAddresses).values({ user_id: userId, chain_id: chainId, address }).onConflictDoNothing().run();
  return address;
}

/** Deposit addresses on a chain (lower case) and whose they are. */
export function depositOwners(db: Db, chainId: number): Map<string, number> {
  const rows = db
    .select({ address: depositAddresses.address, user_id: depositAddresses.user_id })
    .from(depositAddresses)
    .where(eq(depositAddresses.chain_id, chainId))
    .all();
  return new Map(rows.map((r) => [r.address, r.user_id] as const));
}

/** The last block scanned on a chain, or null before its first scan. */
export function chainCursor(db: Db, chainId: number): number | null {
  return (
    db.select({ last_block: chainCursors.last_block }).from(chainCursors).where(eq(chainCursors.chain_id, chainId)).get()?.last_block ??
    null
  );
}

function depositById(db: Db, id: number): DepositRow {
  const row = db.select().from(deposits).where(eq(deposits.id, id)).get();
  // Rows are never deleted: one that was just written or read is there.
  if (!row) throw new Error(`deposit ${id} is missing`);
  return row;
}

/** Adds a transfer seen on chain, or completes the row of a hash the app reported early. Returns the row id, or null when known. */
function recordTransfer(db: Db, chain: ChainConfig, t: SeenTransfer, latest: number, at: number): number | null {
  const confirmations = Math.max(0, latest - t.blockNumber + 1);
  const known = db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.chain_id, chain.chainId), eq(deposits.tx_hash, t.txHash), eq(deposits.log_index, t.logIndex)))
    .get();
  if (known) return null; // seen before (a replayed range): confirmations are updated by the caller
  const reported = db
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
    db.update(deposits).set(seen).where(eq(deposits.id, reported.id)).run();
    return reported.id;
  }
  return db
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
    .get().id;
}

/**
 * Records one scan of a chain in one transaction: the transfers seen, the confirmations of every
 * pending deposit seen on chain, the credit of each deposit deep enough (once: only a pending row is
 * approved, and the journal entry goes with it), and the cursor. Returns the rows that changed.
 */
export function recordScan(db: Db, chain: ChainConfig, seen: readonly SeenTransfer[], cursor: number, latest: number): DepositRow[] {
  return db.transaction(() => {
    const changed = new Set<number>();
    const at = now();
    for (const t of seen) {
      const id = recordTransfer(db, chain, t, latest, at);
      if (id !== null) changed.add(id);
    }
    const pending = db
      .select({ id: deposits.id, block_number: deposits.block_number, confirmations: deposits.confirmations })
      .from(deposits)
      .where(and(eq(deposits.chain_id, chain.chainId), eq(deposits.status, 'pending'), isNotNull(deposits.block_number)))
      .all();
    for (const p of pending) {
      if (p.block_number === null) continue; // not seen on chain (the query leaves these out already)
      const confirmations = Math.max(0, latest - p.block_number + 1);
      if (confirmations !== p.confirmations) {
        db.update(deposits).set({ confirmations }).where(eq(deposits.id, p.id)).run();
        changed.add(p.id);
      }
      if (confirmations < chain.confirmations) continue;
      const approved = db
        .update(deposits)
        .set({ status: 'approved', credited_at: at })
        .where(and(eq(deposits.id, p.id), eq(deposits.status, 'pending')))
        .returning()
        .get();
      if (!approved) continue;
      // The ledger keeps MONEY_DECIMALS places; a token with more (18 on BNB Chain) is credited rounded down.
      const amount = dec(approved.amount).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);
      transfer(db, EXTERNAL_ID, approved.user_id, USDT_ID, amount, 'deposit', `deposit:${approved.id}`);
      changed.add(p.id);
    }
    db.insert(chainCursors)
      .values({ chain_id: chain.chainId, last_block: cursor })
      .onConflictDoUpdate({ target: chainCursors.chain_id, set: { last_block: cursor } })
      .run();
    return [...changed].map((id) => depositById(db, id));
  });
}

/** Records a hash the app reported (nothing is credited until the watcher sees the transfer); a hash reported before keeps its row. */
export function reportDeposit(db: Db, options: ServerOptions, chain: ChainConfig, userId: number, txHash: string): DepositRow {
  return db.transaction(() => {
    const known = db
      .select()
      .from(deposits)
      .where(and(eq(deposits.chain_id, chain.chainId), eq(deposits.tx_hash, txHash), eq(deposits.user_id, userId)))
      .orderBy(deposits.id)
      .limit(1)
      .get();
    if (known) return known;
    const to = depositAddressOf(db, options, userId, chain.chainId);
    return db
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
