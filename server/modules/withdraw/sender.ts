// The hot wallet: sends approved withdrawals as ERC-20 transfers and follows them to their confirmations.
//
// Sending once, across crashes: a withdrawal's transaction is signed with the nonce the key's one
// signer hands out (server/chain/nonces.ts, shared with the NFT minter) and stored (raw_tx, tx_hash)
// before it is broadcast. After a restart the stored transaction is broadcast again, never a new one,
// and one signed transaction can be mined only once. One with enough confirmations completes: the
// frozen amount leaves through the journal (fee to the fee account). One that reverted gives it back.
//
// Paid once: a missing receipt is no proof that a transfer was not mined (a lagging or load-balanced
// node answers just that while it is). The money is given back only when the chain proves the transfer
// can never be mined: no receipt, and its nonce used by another transaction of ours confirmed to the
// required depth. Otherwise the withdrawal stays sent (its stored transaction sent again), with the
// hot wallet's last word on it, and after `withdraw_stuck_min` minutes it is listed for the operator.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { encodeFunctionData, getAddress, parseAbi, parseUnits } from 'viem';
import { chainSigner } from '../../chain/nonces';
import { broadcastRaw, chainReader, chainRounds, receiptOrNull } from '../../chain/rounds';
import type { Db } from '../../core/db';
import type { ChainConfig } from '../../core/options';
import { type WithdrawalRow, withdrawals } from './schema';
import type { Withdrawals } from './requests';

const erc20 = parseAbi(['function transfer(address to, uint256 value) returns (bool)']);
/** Gas for one ERC-20 transfer, fixed (an estimate would refuse what must be recorded as reverted). */
const TRANSFER_GAS = 100_000n;

export interface SenderDeps {
  db: Db;
  /** Whether a sent withdrawal has waited past the operator's time (decisions.ts). */
  isStuck: (row: WithdrawalRow) => Promise<boolean>;
  chains: readonly ChainConfig[];
  /** The hot wallet's private key; without one, approved withdrawals wait. */
  hotWalletKey?: string;
  requests: Withdrawals;
  /** Poll interval in ms; 0 = tests call tick() themselves. */
  watchMs: number;
  log: boolean;
}

/** What the operator reads of a sent withdrawal without a receipt. */
export const NOTES = {
  waiting: 'no receipt yet; its transaction is sent again',
  nonceUsed: 'no receipt, and its nonce is used by a transaction that is not ours or not yet confirmed: money not given back',
} as const;

export function createSender({ db, chains, hotWalletKey, requests, watchMs, log, isStuck }: SenderDeps) {
  const signer = hotWalletKey ? chainSigner(db, hotWalletKey) : null;
  const { clientOf, decimalsOf } = chainReader(1);
  /** Sent withdrawals already told to the log as stuck (once each). */
  const toldStuck = new Set<number>();
  const rowsOf = async (chain: ChainConfig, status: 'approved' | 'sent') =>
    await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.chain_id, chain.chainId), eq(withdrawals.status, status)))
      .orderBy(withdrawals.id)
      .all();

  /** Signs each approved, unsigned withdrawal and records the transaction (nothing is broadcast here). */
  async function signApproved(chain: ChainConfig): Promise<void> {
    if (!signer) return;
    const unsigned = (await rowsOf(chain, 'approved')).filter((r) => !r.raw_tx);
    if (!unsigned.length) return;
    const d = await decimalsOf(chain);
    for (const row of unsigned) {
      const data = encodeFunctionData({
        abi: erc20,
        functionName: 'transfer',
        args: [getAddress(row.address), parseUnits(row.receive, d)],
      });
      const call = { to: getAddress(chain.usdt), data, gas: TRANSFER_GAS };
      // Recorded in the same transaction as the signer's own record of the nonce, only while the row waits for it.
      await signer.sign(
        chain,
        `withdraw:${row.id}`,
        call,
        async (tx) =>
          (
            await db
              .update(withdrawals)
              .set({ from_address: tx.from, token: chain.usdt.toLowerCase(), nonce: tx.nonce, raw_tx: tx.raw, tx_hash: tx.hash })
              .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'approved'), isNull(withdrawals.raw_tx)))
              .run()
          ).changes === 1,
      );
    }
  }

  const broadcast = (chain: ChainConfig, raw: string) => broadcastRaw(clientOf(chain), raw);

  /** Broadcasts each signed, approved withdrawal (again, after a restart) and marks it sent. */
  async function sendSigned(chain: ChainConfig): Promise<void> {
    for (const row of await rowsOf(chain, 'approved')) {
      if (!row.raw_tx) continue;
      await broadcast(chain, row.raw_tx);
      await requests.markSent(row.id);
    }
  }

  const receiptOf = (chain: ChainConfig, hash: string) => receiptOrNull(clientOf(chain), hash);

  /** A sent withdrawal without a receipt: given back only on proof; else noted, sent again, and told once when stuck. */
  async function unconfirmed(chain: ChainConfig, row: WithdrawalRow & { tx_hash: string; raw_tx: string; nonce: number }) {
    const used = await clientOf(chain).getTransactionCount({ address: getAddress(row.from_address ?? ''), blockTag: 'latest' });
    if (used > row.nonce && signer && (await signer.provenReplaced(chain, row.nonce, row.tx_hash))) {
      // Proof: another transaction of ours holds its nonce at depth. One last look for its own receipt.
      if (!(await receiptOf(chain, row.tx_hash))) {
        await db.transaction(async () => await requests.giveBack(row.id, 'failed', 'dropped', ['sent']));
        return;
      }
    }
    const note = used > row.nonce ? NOTES.nonceUsed : NOTES.waiting;
    if (row.chain_note !== note) await requests.note(row.id, note);
    await broadcast(chain, row.raw_tx).catch(() => undefined); // still waiting: the same transaction again
    if ((await isStuck(row)) && !toldStuck.has(row.id)) {
      toldStuck.add(row.id);
      if (log) console.warn(`[withdrawals] withdrawal ${row.id} is sent but unconfirmed since ${row.sent_at}: ${note}`);
    }
  }

  /** Follows each sent withdrawal: confirmations, then completed; reverted gives the money back. */
  async function follow(chain: ChainConfig): Promise<void> {
    const sent = await rowsOf(chain, 'sent');
    if (!sent.length) return;
    const client = clientOf(chain);
    const latest = Number(await client.getBlockNumber());
    for (const row of sent) {
      const { tx_hash, raw_tx, nonce } = row;
      if (!tx_hash || !raw_tx || nonce === null || !row.from_address) continue;
      const receipt = await receiptOf(chain, tx_hash);
      if (!receipt) {
        await unconfirmed(chain, { ...row, tx_hash, raw_tx, nonce });
        continue;
      }
      if (row.chain_note) await requests.note(row.id, null);
      if (receipt.status === 'reverted') {
        await db.transaction(async () => await requests.giveBack(row.id, 'failed', 'reverted', ['sent']));
        continue;
      }
      const block = Number(receipt.blockNumber);
      // The height was read before the receipt: a block mined in between is there too (the receipt is in it).
      const confirmations = Math.max(latest, block) - block + 1;
      if (confirmations >= chain.confirmations) await requests.complete(row.id, confirmations, block);
      else if (confirmations !== row.confirmations || row.block_number !== block)
        await db
          .update(withdrawals)
          .set({ confirmations, block_number: block })
          .where(and(eq(withdrawals.id, row.id), inArray(withdrawals.status, ['sent'])))
          .run();
    }
  }

  const rounds = chainRounds({
    label: 'withdrawals',
    chains,
    everyMs: watchMs,
    log,
    // One round on a chain: sign, broadcast, follow.
    round: async (chain) => {
      await signApproved(chain);
      await sendSigned(chain);
      await follow(chain);
    },
  });

  return {
    /** The hot wallet's address (lower case), or null without a key. */
    address: signer?.address ?? null,
    tick: rounds.run,
    /** Tests: only the signing step (the state a crash between "approved" and "sent" leaves). */
    signOnly: async () => {
      for (const chain of chains) await signApproved(chain);
    },
    /** After an approval: a round now rather than at the next interval (not in tests driving tick()). */
    poke: () => {
      if (rounds.live()) void rounds.run();
    },
    start: rounds.start,
    stop: rounds.stop,
  };
}
export type Sender = ReturnType<typeof createSender>;
