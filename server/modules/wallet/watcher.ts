// The chain watcher: reads the USDT contract's Transfer logs to the users' deposit addresses, from the
// last scanned block to the newest, on every configured chain, and hands each scan to recordScan
// (deposits.ts), which records, confirms and credits in one transaction with the cursor.
import type { Server } from 'socket.io';
import { formatUnits, getAddress, parseAbiItem } from 'viem';
import { chainReader, chainRounds } from '../../chain/rounds';
import type { Db } from '../../core/db';
import { text } from '../../core/ledger';
import type { ChainConfig, ServerOptions } from '../../core/options';
import { userRoom } from '../../core/realtime';
import { chainCursor, depositOwners, depositReply, recordScan, type SeenTransfer } from './deposits';

/** Blocks looked back on the very first scan of a chain. */
const FIRST_SCAN_WINDOW = 1000;
/** Blocks per eth_getLogs request (public RPCs limit the range). */
const LOGS_BLOCK_RANGE = 2000;
/** Blocks handled per scan at most; the next scan continues from there. */
const MAX_BLOCKS_PER_SCAN = 20_000;
/** Recipient addresses per eth_getLogs request. */
const ADDRESSES_PER_QUERY = 200;

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

export function createDepositWatcher(db: Db, options: ServerOptions, io: Server | null) {
  const chains = options.chains ?? [];
  const watchMs = options.watchMs ?? 1000;
  const { clientOf, decimalsOf } = chainReader(2);

  /** Reads the Transfer logs to known deposit addresses in [from, to]. */
  async function transfersIn(chain: ChainConfig, from: number, to: number, owners: Map<string, number>): Promise<SeenTransfer[]> {
    if (!owners.size || from > to) return [];
    const client = clientOf(chain);
    const decimals = await decimalsOf(chain);
    const recipients = [...owners.keys()].map((a) => getAddress(a));
    const seen: SeenTransfer[] = [];
    for (let start = from; start <= to; start += LOGS_BLOCK_RANGE) {
      const end = Math.min(start + LOGS_BLOCK_RANGE - 1, to);
      for (let i = 0; i < recipients.length; i += ADDRESSES_PER_QUERY) {
        const logs = await client.getLogs({
          address: getAddress(chain.usdt),
          event: transferEvent,
          args: { to: recipients.slice(i, i + ADDRESSES_PER_QUERY) },
          fromBlock: BigInt(start),
          toBlock: BigInt(end),
          strict: true,
        });
        for (const log of logs) {
          const recipient = log.args.to.toLowerCase();
          const userId = owners.get(recipient);
          // The node filters by recipient; check again, and skip logs still pending (no hash or index).
          if (userId === undefined || log.transactionHash === null || log.logIndex === null || log.blockNumber === null) continue;
          seen.push({
            txHash: log.transactionHash.toLowerCase(),
            logIndex: log.logIndex,
            blockNumber: Number(log.blockNumber),
            from: log.args.from.toLowerCase(),
            to: recipient,
            userId,
            amount: text(formatUnits(log.args.value, decimals)),
          });
        }
      }
    }
    return seen;
  }

  async function scanChain(chain: ChainConfig): Promise<void> {
    const latest = Number(await clientOf(chain).getBlockNumber());
    // Addresses are read after the block number: a transfer to an address created later lands in a later block.
    const owners = depositOwners(db, chain.chainId);
    const cursor = chainCursor(db, chain.chainId);
    const from = (cursor ?? Math.max(-1, latest - FIRST_SCAN_WINDOW)) + 1;
    const to = Math.min(latest, from + MAX_BLOCKS_PER_SCAN - 1);
    const seen = await transfersIn(chain, from, to, owners);
    const changed = recordScan(db, chain, seen, Math.max(to, from - 1), latest);
    for (const row of changed) io?.to(userRoom(row.user_id)).emit('deposit', depositReply(row));
  }

  const rounds = chainRounds({ label: 'deposits', chains, everyMs: watchMs, log: options.log !== false, round: scanChain });

  return {
    start: rounds.start,
    stop: rounds.stop,
    /** Scans every chain once; a scan already under way is joined rather than doubled. */
    scan: rounds.run,
  };
}
export type DepositWatcher = ReturnType<typeof createDepositWatcher>;
