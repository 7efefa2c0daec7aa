// One signer per key owns its nonces, whoever asks: the hot wallet's withdrawals and the NFT minter's
// mints (the same key when NFT_MINTER_KEY is unset) take their nonces from one table, `chain_txs`, one
// row per transaction a key of ours signed (the chain, the signer, the nonce, what it is for, its hash).
//
// Taking a nonce: the chain's pending count is read, then (in one transaction, so no other asker comes
// in between) the lowest reservation no one is signing with is reused, or the next nonce is reserved:
// the larger of the pending count and one past the highest nonce recorded. The transaction is signed,
// and its hash is written to the reservation in the same database transaction as the caller's own
// record of it (a conditional update), so a crash leaves either both or neither. A reservation that was
// never signed (a crash while signing) is reused by the next asker, so no gap is left behind it.
//
// Proof that a transaction can never be mined: another transaction of ours with the same nonce has a
// receipt at the chain's required depth. Nothing less (a node without the receipt, a nonce used by a
// transaction we did not record) is proof: the caller keeps waiting and tells the operator.
import { and, eq, isNotNull, isNull, like, max, ne } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { type Hex, keccak256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type Db, now } from '../core/db';
import type { Migration } from '../core/migrate';
import type { ChainConfig } from '../core/options';
import { chainReader, gasPriceOf, receiptOrNull, signWithGas } from './rounds';

export const chainTxs = sqliteTable('chain_txs', {
  id: integer('id').primaryKey(),
  chain_id: integer('chain_id').notNull(),
  /** The signing key's address, lower case. */
  signer: text('signer').notNull(),
  nonce: integer('nonce').notNull(),
  /** What the transaction is for: `withdraw:12`, `nft-mint:3`. */
  purpose: text('purpose').notNull(),
  /** NULL while reserved (being signed); the signed transaction's hash after. */
  tx_hash: text('tx_hash'),
  created_at: integer('created_at').notNull(),
});
export type ChainTxRow = typeof chainTxs.$inferSelect;

/** Listed by the wallet module (both the withdraw and the NFT module come after it). */
export const nonceMigrations: Migration[] = [
  {
    id: 'chain-001-txs',
    sql: `
      CREATE TABLE chain_txs (
        id INTEGER PRIMARY KEY,
        chain_id INTEGER NOT NULL,
        signer TEXT NOT NULL,
        nonce INTEGER NOT NULL,
        purpose TEXT NOT NULL,
        tx_hash TEXT UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX chain_txs_nonce ON chain_txs(chain_id, signer, nonce);
      CREATE INDEX chain_txs_purpose ON chain_txs(purpose);`,
  },
];

/** What a caller asks to be signed (the nonce, the chain id and the fees are the signer's). */
export interface TxCall {
  to: `0x${string}`;
  data: Hex;
  gas: bigint;
}

export interface SignedTx {
  raw: Hex;
  hash: Hex;
  nonce: number;
  /** The signer's address, lower case. */
  from: string;
}

/** The transactions recorded for a purpose (signed ones), oldest first: the auditor reads them. */
export async function txsOf(db: Db, purposePrefix: string): Promise<ChainTxRow[]> {
  return await db
    .select()
    .from(chainTxs)
    .where(and(isNotNull(chainTxs.tx_hash), like(chainTxs.purpose, `${purposePrefix}%`)))
    .orderBy(chainTxs.id)
    .all();
}

const owners = new WeakMap<Db, Map<string, ChainSigner>>();

/** The one signer of a key on a database: withdrawals and mints with the same key get the same one. */
export function chainSigner(db: Db, privateKey: string): ChainSigner {
  let byKey = owners.get(db);
  if (!byKey) {
    byKey = new Map();
    owners.set(db, byKey);
  }
  const address = privateKeyToAccount(privateKey as Hex).address.toLowerCase();
  let signer = byKey.get(address);
  if (!signer) {
    signer = createSigner(db, privateKey);
    byKey.set(address, signer);
  }
  return signer;
}

function createSigner(db: Db, privateKey: string) {
  const account = privateKeyToAccount(privateKey as Hex);
  const from = account.address.toLowerCase();
  const { clientOf } = chainReader(1);
  /** Reservations this process is signing with now (ids): never handed to another asker meanwhile. */
  const signing = new Set<number>();
  const mine = (chainId: number) => and(eq(chainTxs.chain_id, chainId), eq(chainTxs.signer, from));

  /** Reservations of this signer, one after another (on an engine with many connections, two at once would read the same free nonce). */
  let lane: Promise<unknown> = Promise.resolve();

  /**
   * Reserves a nonce (in one transaction, one reservation of this process at a time: no other asker comes
   * in between); the reservation's id and nonce, already among those this process is signing with before
   * the transaction commits (so no other asker of this process takes it between the commit and the signing).
   */
  async function reserve(chainId: number, pending: number, purpose: string): Promise<{ id: number; nonce: number }> {
    let taken: number | null = null;
    const hold = (id: number) => {
      taken = id;
      signing.add(id);
    };
    const turn = lane.then(() => reserveIn(chainId, pending, purpose, hold));
    lane = turn.catch(() => undefined);
    try {
      return await turn;
    } catch (error) {
      if (taken !== null) signing.delete(taken);
      throw error;
    }
  }

  async function reserveIn(
    chainId: number,
    pending: number,
    purpose: string,
    hold: (id: number) => void,
  ): Promise<{ id: number; nonce: number }> {
    return await db.transaction(async () => {
      const free = (
        await db
          .select()
          .from(chainTxs)
          .where(and(mine(chainId), isNull(chainTxs.tx_hash)))
          .orderBy(chainTxs.nonce)
          .all()
      ).filter((r) => !signing.has(r.id));
      for (const r of free) {
        // A nonce below the pending count was used by a transaction we never recorded: not ours to reuse.
        if (r.nonce < pending) {
          await db.delete(chainTxs).where(eq(chainTxs.id, r.id)).run();
          continue;
        }
        await db.update(chainTxs).set({ purpose, created_at: now() }).where(eq(chainTxs.id, r.id)).run();
        hold(r.id);
        return { id: r.id, nonce: r.nonce };
      }
      const top = (
        await db
          .select({ n: max(chainTxs.nonce) })
          .from(chainTxs)
          .where(mine(chainId))
          .get()
      )?.n;
      const nonce = Math.max(pending, top === null || top === undefined ? 0 : top + 1);
      const row = await db
        .insert(chainTxs)
        .values({ chain_id: chainId, signer: from, nonce, purpose, created_at: now() })
        .returning({ id: chainTxs.id })
        .get();
      hold(row.id);
      return { id: row.id, nonce };
    });
  }

  /**
   * Signs `call` for `purpose` with the next nonce of this key on the chain and records it: `record`
   * (the caller's conditional update, run in the same database transaction) says whether the caller
   * took it. Nothing is broadcast. Null when the caller did not take it (its row changed meanwhile):
   * the nonce stays reserved for the next asker.
   */
  async function sign(
    chain: ChainConfig,
    purpose: string,
    call: TxCall,
    record: (tx: SignedTx) => Promise<boolean>,
  ): Promise<SignedTx | null> {
    const client = clientOf(chain);
    const gas = await gasPriceOf(client);
    const pending = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
    const reserved = await reserve(chain.chainId, pending, purpose);
    try {
      const raw = await signWithGas(account, gas, { chainId: chain.chainId, ...call, nonce: reserved.nonce });
      const tx: SignedTx = { raw, hash: keccak256(raw), nonce: reserved.nonce, from };
      const taken = await db.transaction(async () => {
        if (!(await record(tx))) return false;
        await db.update(chainTxs).set({ tx_hash: tx.hash, purpose }).where(eq(chainTxs.id, reserved.id)).run();
        return true;
      });
      return taken ? tx : null;
    } finally {
      signing.delete(reserved.id);
    }
  }

  /**
   * Whether the chain proves our transaction `hash` (nonce `nonce`) can never be mined: another
   * transaction of ours with that nonce has a receipt (success or reverted: either used the nonce) at
   * least the chain's required confirmations deep.
   */
  async function provenReplaced(chain: ChainConfig, nonce: number, hash: string): Promise<boolean> {
    const others = await db
      .select()
      .from(chainTxs)
      .where(and(mine(chain.chainId), eq(chainTxs.nonce, nonce), ne(chainTxs.tx_hash, hash)))
      .all();
    if (!others.length) return false;
    const client = clientOf(chain);
    const latest = Number(await client.getBlockNumber());
    for (const other of others) {
      if (!other.tx_hash) continue;
      const receipt = await receiptOrNull(client, other.tx_hash);
      if (!receipt) continue;
      const block = Number(receipt.blockNumber);
      if (Math.max(latest, block) - block + 1 >= chain.confirmations) return true;
    }
    return false;
  }

  return { address: from, sign, provenReplaced };
}
export type ChainSigner = ReturnType<typeof createSigner>;
