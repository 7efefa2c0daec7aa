// Withdrawing an owned artwork to the owner's bound wallet as an ERC-721 token (withdrawNFT).
//
// Recorded first: the request writes an nft_mints row (status recorded) in the transaction that locks
// the item (no longer tradable). The minter then signs the mint with an explicit nonce and stores the
// signed transaction and its hash before broadcasting it (status sent once it is out), follows its
// receipt to the chain's confirmations (minted: the item keeps its token id), or to a revert (failed,
// with the reason: the item is unlocked and the owner may try again). After a restart a recorded or
// sent row is resumed: before anything is signed again, ownerOf(tokenId) is read, and a token that
// exists marks the row minted; a stored transaction is broadcast again, never a new one. The contract
// refuses a second mint of one id anyway, so a restart never mints twice.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { NftOwned } from '../../../src/contract/nft';
import { createNftClient, nftContractOf } from '../../chain/nft';
import { chainSigner, type SignedTx } from '../../chain/nonces';
import { chainRounds } from '../../chain/rounds';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/errors';
import type { Migration } from '../../core/migrate';
import type { ChainConfig, ServerOptions } from '../../core/options';
import type { UserRow } from '../../core/schema';
import { isBoundWallet } from '../wallet/bound';
import { fail, notFound } from './params';
import { type ItemRow, type MintRow, nftItems, nftMints } from './schema';
import type { Views } from './views';

export const mintMigrations: Migration[] = [
  {
    // One row per withdrawal to a chain: recorded (the item locked), sent (the signed transaction, its
    // nonce and hash stored before it is broadcast), minted (confirmed) or failed (reverted or dropped:
    // the reason, the item unlocked). At most one recorded/sent row per item; the token id is the item id.
    id: 'nft-mint-001-mints',
    sql: `
      CREATE TABLE nft_mints (
        id INTEGER PRIMARY KEY,
        item_id INTEGER NOT NULL REFERENCES nft_items(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        token_id TEXT NOT NULL,
        to_address TEXT NOT NULL,
        chain_id INTEGER NOT NULL,
        contract TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('recorded', 'sent', 'minted', 'failed')),
        from_address TEXT,
        nonce INTEGER,
        raw_tx TEXT,
        tx_hash TEXT,
        block_number INTEGER,
        confirmations INTEGER NOT NULL DEFAULT 0,
        reason TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX nft_mints_active ON nft_mints(item_id) WHERE status IN ('recorded', 'sent');
      CREATE INDEX nft_mints_item ON nft_mints(item_id, id);
      CREATE INDEX nft_mints_status ON nft_mints(status, chain_id);
    `,
  },
  {
    // One nonce owner per signing key (server/chain/nonces.ts): the mints already signed are recorded there.
    id: 'nft-mint-002-chain-txs',
    sql: `
      INSERT OR IGNORE INTO chain_txs (chain_id, signer, nonce, purpose, tx_hash, created_at)
        SELECT chain_id, from_address, nonce, 'nft-mint:' || id, tx_hash, updated_at
        FROM nft_mints WHERE tx_hash IS NOT NULL AND nonce IS NOT NULL AND from_address IS NOT NULL ORDER BY id;`,
  },
];

const ACTIVE = ['recorded', 'sent'] as const;
const refuse = (key: string, field = 'id') => new ApiFailure(`nftChainErrors.${key}`, {}, { field });

export interface MintDeps {
  db: Db;
  options: ServerOptions;
  views: Views;
}

export function createMints({ db, options, views }: MintDeps) {
  const minterKey = options.nftMinterKey ?? options.hotWalletKey;
  const chains = (options.chains ?? []).filter((c) => c.nft);
  const client = createNftClient(minterKey);
  const signer = minterKey ? chainSigner(db, minterKey) : null;

  const latestOf = async (itemId: number) =>
    (await db.select().from(nftMints).where(eq(nftMints.item_id, itemId)).orderBy(nftMints.id).all()).at(-1);

  /** withdrawNFT: checks, then records the mint and locks the item in one transaction. */
  async function withdraw(user: UserRow, id: number, address: string): Promise<NftOwned> {
    const row = await db.transaction(async () => {
      const item = await db.select().from(nftItems).where(eq(nftItems.id, id)).get();
      if (!item) throw notFound('item', 'id');
      if (item.owner_id !== user.id) throw fail('notOwner', 'id');
      const last = await latestOf(item.id);
      if (last?.status === 'minted' || item.token_id) throw refuse('withdrawn');
      if (last && (ACTIVE as readonly string[]).includes(last.status)) throw refuse('pending');
      if (item.locked === 1) throw fail('locked', 'id');
      if (item.listed === 1) throw refuse('listed');
      // Held for a buyer's order (state.ts): not the owner's to withdraw until it is paid or released.
      if (item.reserved_order !== null) throw fail('held', 'id');
      const chain = chains[0];
      if (!chain || !minterKey) throw refuse('noChain');
      const to = address.toLowerCase();
      if (!(await isBoundWallet(db, user.id, to))) throw refuse('notBound', 'address');
      const at = now();
      const locked = await db
        .update(nftItems)
        .set({ locked: 1 })
        .where(
          and(
            eq(nftItems.id, item.id),
            eq(nftItems.locked, 0),
            eq(nftItems.owner_id, user.id),
            eq(nftItems.listed, 0),
            isNull(nftItems.reserved_order),
          ),
        )
        .run();
      if (locked.changes !== 1) throw fail('locked', 'id');
      await db
        .insert(nftMints)
        .values({
          item_id: item.id,
          user_id: user.id,
          token_id: String(item.id),
          to_address: to,
          chain_id: chain.chainId,
          contract: nftContractOf(chain).toLowerCase(),
          status: 'recorded',
          created_at: at,
          updated_at: at,
        })
        .run();
      return (await db.select().from(nftItems).where(eq(nftItems.id, item.id)).get()) as ItemRow;
    });
    return await views.ownedView(row);
  }

  // ---------- the minter: sign, send, follow ----------

  const rowsOf = async (chain: ChainConfig, status: MintRow['status']) =>
    await db
      .select()
      .from(nftMints)
      .where(and(eq(nftMints.chain_id, chain.chainId), eq(nftMints.status, status)))
      .orderBy(nftMints.id)
      .all();

  const set = async (id: number, from: readonly MintRow['status'][], values: Partial<MintRow>) =>
    (
      await db
        .update(nftMints)
        .set({ ...values, updated_at: now() })
        .where(and(eq(nftMints.id, id), inArray(nftMints.status, [...from])))
        .run()
    ).changes === 1;

  /** Minted: the row, and the item's token id (it stays locked: it lives on the chain now). */
  async function markMinted(row: MintRow, values: Partial<MintRow> = {}): Promise<void> {
    await db.transaction(async () => {
      if (await set(row.id, ACTIVE, { ...values, status: 'minted', reason: null }))
        await db.update(nftItems).set({ token_id: row.token_id, locked: 1 }).where(eq(nftItems.id, row.item_id)).run();
    });
  }

  /** Failed: the reason, and the item unlocked (tradable again; the owner may withdraw again). */
  async function markFailed(row: MintRow, reason: string): Promise<void> {
    await db.transaction(async () => {
      if (await set(row.id, ACTIVE, { status: 'failed', reason }))
        await db
          .update(nftItems)
          .set({ locked: 0 })
          .where(and(eq(nftItems.id, row.item_id), eq(nftItems.locked, 1)))
          .run();
    });
  }

  /** The token exists already (minted by a transaction of ours before a restart): minted, nothing sent. */
  async function alreadyMinted(chain: ChainConfig, row: MintRow): Promise<boolean> {
    const owner = await client.ownerOf(chain, row.token_id);
    if (owner === null) return false;
    if (owner === row.to_address) await markMinted(row);
    else await markFailed(row, `token ${row.token_id} is owned by ${owner}`);
    return true;
  }

  /**
   * Signs a recorded row's mint and stores it (nothing is broadcast): the row as stored. The nonce is
   * the key's one signer's (server/chain/nonces.ts), shared with the hot wallet's withdrawals when both
   * use the same key; it is stored with the row in one transaction, only while the row waits for it.
   */
  async function signRow(chain: ChainConfig, row: MintRow): Promise<MintRow | null> {
    if (!signer) return null;
    const stored = (tx: SignedTx) => ({ raw_tx: tx.raw, tx_hash: tx.hash, nonce: tx.nonce, from_address: tx.from });
    const call = client.mintCall(chain, row.token_id, row.to_address);
    const tx = await signer.sign(chain, `nft-mint:${row.id}`, call, async (t) => await set(row.id, ['recorded'], stored(t)));
    return tx ? { ...row, ...stored(tx) } : null;
  }

  /** Each recorded row: ownerOf first; then a signed transaction stored, then broadcast, then sent. */
  async function sendRecorded(chain: ChainConfig): Promise<void> {
    for (const recorded of await rowsOf(chain, 'recorded')) {
      let row: MintRow | null = recorded;
      if (!row.raw_tx) {
        if (await alreadyMinted(chain, row)) continue;
        row = await signRow(chain, row);
        if (!row) continue;
      }
      await client.broadcast(chain, row.raw_tx as string);
      await set(row.id, ['recorded'], { status: 'sent' });
    }
  }

  /** Each sent row: its receipt → confirmations → minted; reverted or dropped → ownerOf decides. */
  async function follow(chain: ChainConfig): Promise<void> {
    for (const row of await rowsOf(chain, 'sent')) {
      if (!row.tx_hash || !row.raw_tx || row.nonce === null) continue;
      const receipt = await client.receipt(chain, row.tx_hash);
      if (receipt.status === 'pending') {
        // Its nonce was used by another transaction (dropped), or it is still waiting: send it again.
        if ((await client.minedNonce(chain)) > row.nonce && (await client.receipt(chain, row.tx_hash)).status === 'pending') {
          if (!(await alreadyMinted(chain, row))) await markFailed(row, 'dropped');
        } else await client.broadcast(chain, row.raw_tx).catch(() => undefined);
        continue;
      }
      if (receipt.status === 'reverted') {
        if (!(await alreadyMinted(chain, row))) await markFailed(row, 'reverted');
        continue;
      }
      if (receipt.confirmations >= chain.confirmations)
        await markMinted(row, { confirmations: receipt.confirmations, block_number: receipt.block });
      else await set(row.id, ['sent'], { confirmations: receipt.confirmations, block_number: receipt.block });
    }
  }

  const rounds = chainRounds({
    label: 'nft mints',
    chains,
    everyMs: options.watchMs ?? 1000,
    log: options.log !== false,
    round: async (chain) => {
      if (!client.address) return;
      await sendRecorded(chain);
      await follow(chain);
    },
  });

  return {
    withdraw,
    /** One round now (tests drive it with watchMs 0); joined when one is under way. */
    tick: rounds.run,
    /** Tests: sign and store the recorded mints without sending them (a crash between record and send). */
    signOnly: async () => {
      for (const chain of chains) for (const row of await rowsOf(chain, 'recorded')) if (!row.raw_tx) await signRow(chain, row);
    },
    poke: () => {
      if (rounds.live()) void rounds.run();
    },
    start: rounds.start,
    stop: rounds.stop,
    client,
  };
}
export type Mints = ReturnType<typeof createMints>;
