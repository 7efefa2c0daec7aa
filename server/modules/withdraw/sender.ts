// The hot wallet: sends approved withdrawals as ERC-20 transfers and follows them to their confirmations.
//
// Sending once, across crashes: a withdrawal's transaction is signed with an explicit nonce and stored
// (raw_tx, tx_hash) before it is broadcast. After a restart the stored transaction is broadcast again,
// never a new one, and one signed transaction can be mined only once. A transaction whose nonce another
// transaction took (dropped) or that reverted gives the frozen amount back; one with enough
// confirmations completes: the frozen amount leaves through the journal (fee to the fee account).
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import { encodeFunctionData, getAddress, type Hex, keccak256, parseAbi, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { broadcastRaw, chainReader, chainRounds, gasPriceOf, receiptOrNull, signWithGas } from '../../chain/rounds';
import type { Db } from '../../core/db';
import type { ChainConfig } from '../../core/options';
import { withdrawals } from './schema';
import type { Withdrawals } from './requests';

const erc20 = parseAbi(['function transfer(address to, uint256 value) returns (bool)']);
/** Gas for one ERC-20 transfer, fixed (an estimate would refuse what must be recorded as reverted). */
const TRANSFER_GAS = 100_000n;

export interface SenderDeps {
  db: Db;
  chains: readonly ChainConfig[];
  /** The hot wallet's private key; without one, approved withdrawals wait. */
  hotWalletKey?: string;
  requests: Withdrawals;
  /** Poll interval in ms; 0 = tests call tick() themselves. */
  watchMs: number;
  log: boolean;
}

export function createSender({ db, chains, hotWalletKey, requests, watchMs, log }: SenderDeps) {
  const account = hotWalletKey ? privateKeyToAccount(hotWalletKey as Hex) : null;
  const { clientOf, decimalsOf } = chainReader(1);
  const rowsOf = (chain: ChainConfig, status: 'approved' | 'sent') =>
    db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.chain_id, chain.chainId), eq(withdrawals.status, status)))
      .orderBy(withdrawals.id)
      .all();

  /** Signs each approved, unsigned withdrawal and records the transaction (nothing is broadcast here). */
  async function signApproved(chain: ChainConfig): Promise<void> {
    if (!account) return;
    const unsigned = rowsOf(chain, 'approved').filter((r) => !r.raw_tx);
    if (!unsigned.length) return;
    const client = clientOf(chain);
    const from = account.address.toLowerCase();
    const d = await decimalsOf(chain);
    const gas = await gasPriceOf(client);
    for (const row of unsigned) {
      const pending = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
      const recorded = db
        .select({ n: max(withdrawals.nonce) })
        .from(withdrawals)
        .where(and(eq(withdrawals.chain_id, chain.chainId), eq(withdrawals.from_address, from)))
        .get()?.n;
      const nonce = Math.max(pending, recorded === null || recorded === undefined ? 0 : recorded + 1);
      const data = encodeFunctionData({
        abi: erc20,
        functionName: 'transfer',
        args: [getAddress(row.address), parseUnits(row.receive, d)],
      });
      const common = { chainId: chain.chainId, to: getAddress(chain.usdt), data, nonce, gas: TRANSFER_GAS };
      const raw = await signWithGas(account, gas, common);
      db.update(withdrawals)
        .set({ from_address: from, token: chain.usdt.toLowerCase(), nonce, raw_tx: raw, tx_hash: keccak256(raw) })
        .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'approved'), isNull(withdrawals.raw_tx)))
        .run();
    }
  }

  const broadcast = (chain: ChainConfig, raw: string) => broadcastRaw(clientOf(chain), raw);

  /** Broadcasts each signed, approved withdrawal (again, after a restart) and marks it sent. */
  async function sendSigned(chain: ChainConfig): Promise<void> {
    for (const row of rowsOf(chain, 'approved')) {
      if (!row.raw_tx) continue;
      await broadcast(chain, row.raw_tx);
      requests.markSent(row.id);
    }
  }

  const receiptOf = (chain: ChainConfig, hash: string) => receiptOrNull(clientOf(chain), hash);

  /** Follows each sent withdrawal: confirmations, then completed; reverted or dropped gives the money back. */
  async function follow(chain: ChainConfig): Promise<void> {
    const sent = rowsOf(chain, 'sent');
    if (!sent.length) return;
    const client = clientOf(chain);
    const latest = Number(await client.getBlockNumber());
    for (const row of sent) {
      if (!row.tx_hash || !row.raw_tx || row.nonce === null || !row.from_address) continue;
      let receipt = await receiptOf(chain, row.tx_hash);
      if (!receipt) {
        const mined = await client.getTransactionCount({ address: getAddress(row.from_address), blockTag: 'latest' });
        // Its nonce was used: mined after all (look again), or taken by another transaction (dropped).
        if (mined > row.nonce) receipt = await receiptOf(chain, row.tx_hash);
        if (!receipt && mined > row.nonce) {
          db.transaction(() => requests.giveBack(row.id, 'failed', 'dropped', ['sent']));
          continue;
        }
        if (!receipt) {
          await broadcast(chain, row.raw_tx).catch(() => undefined); // still waiting: the same transaction again
          continue;
        }
      }
      if (receipt.status === 'reverted') {
        db.transaction(() => requests.giveBack(row.id, 'failed', 'reverted', ['sent']));
        continue;
      }
      const block = Number(receipt.blockNumber);
      // The height was read before the receipt: a block mined in between is there too (the receipt is in it).
      const confirmations = Math.max(latest, block) - block + 1;
      if (confirmations >= chain.confirmations) requests.complete(row.id, confirmations, block);
      else if (confirmations !== row.confirmations || row.block_number !== block)
        db.update(withdrawals)
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
    address: account?.address.toLowerCase() ?? null,
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
