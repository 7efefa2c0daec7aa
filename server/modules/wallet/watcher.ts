// The chain watcher: reads the USDT contract's Transfer logs to the users' deposit addresses, from the
// last scanned block to the newest, on every configured chain, and hands each scan to recordScan
// (deposits.ts), which records, confirms and credits in one transaction with the cursor and its block's
// hash. A chain that no longer has the cursor's block as scanned (a reorganisation, a restarted dev
// chain) is rewound to the newest scanned block it still has (reorg.ts) and scanned again from there.
import type { Server } from 'socket.io';
import { formatUnits, getAddress, numberToHex, parseAbiItem } from 'viem';
import { chainReader, chainRounds } from '../../chain/rounds';
import type { Db } from '../../core/db';
import { text } from '../../core/ledger';
import { type Notify, notifyNobody } from '../../core/notifications';
import type { ChainConfig, ServerOptions } from '../../core/options';
import { userRoom } from '../../core/realtime';
import {
  chainCursor,
  type DepositCredited,
  depositOwners,
  depositReply,
  recordScan,
  type ScanOutcome,
  type SeenTransfer,
} from './deposits';
import { checkpoints } from './reorg';

/** Blocks looked back on the very first scan of a chain. */
const FIRST_SCAN_WINDOW = 1000;
/** Blocks per eth_getLogs request (public RPCs limit the range). */
const LOGS_BLOCK_RANGE = 2000;
/** Blocks handled per scan at most; the next scan continues from there. */
const MAX_BLOCKS_PER_SCAN = 20_000;
/** Recipient addresses per eth_getLogs request. */
const ADDRESSES_PER_QUERY = 200;

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

export function createDepositWatcher(db: Db, options: ServerOptions, io: Server | null, notify: Notify = notifyNobody) {
  const chains = options.chains ?? [];
  const watchMs = options.watchMs ?? 1000;
  const { clientOf, decimalsOf } = chainReader(2);
  /** Other modules' listeners of credited deposits (onDepositCredited). */
  const creditListeners: DepositCredited[] = [];

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

  /** A block's hash (lower case), or null when the chain has no such block. */
  async function hashAt(chain: ChainConfig, number: number): Promise<string | null> {
    const block = await clientOf(chain).request({ method: 'eth_getBlockByNumber', params: [numberToHex(number), false] });
    return block?.hash ? block.hash.toLowerCase() : null;
  }

  /**
   * The block the scan continues after, with its hash as scanned (null when not known): the cursor
   * while the chain still has the cursor's block as scanned; else (rewound) the newest scanned block it
   * still has, or, when it has none of them, the first-scan window below the oldest one.
   */
  async function baseOf(
    chain: ChainConfig,
    saved: number,
    latest: number,
  ): Promise<{ number: number; hash: string | null; rewound: boolean }> {
    const known = await checkpoints(db, chain.chainId, saved);
    // A cursor saved before hashes were kept is trusted while the chain reaches it.
    if (known[0]?.number !== saved && saved <= latest) return { number: saved, hash: null, rewound: false };
    for (const block of known) {
      if (block.number > latest) continue;
      if ((await hashAt(chain, block.number)) === block.hash) return { ...block, rewound: block.number !== saved };
    }
    const oldest = known.at(-1)?.number ?? saved + 1;
    return { number: Math.max(-1, Math.min(oldest - 1, latest) - FIRST_SCAN_WINDOW), hash: null, rewound: true };
  }

  function report(chain: ChainConfig, saved: number | null, rewoundTo: number | null, outcome: ScanOutcome): void {
    if (options.log === false) return;
    const at = `[deposits] chain ${chain.chainId}`;
    if (rewoundTo !== null)
      console.warn(`${at}: the chain no longer has block ${saved} as scanned; scanning again from block ${rewoundTo + 1}`);
    for (const r of outcome.missing)
      console.warn(
        `${at}: credited deposit ${r.deposit_id} (${r.amount} USDT to user ${r.user_id}, tx ${r.tx_hash}) left the chain with block ${r.block_number}; balance unchanged, see \`npm run admin -- reorged\``,
      );
    for (const r of outcome.restored) console.warn(`${at}: missing deposit ${r.deposit_id} (tx ${r.tx_hash}) is on the chain again`);
  }

  async function scanChain(chain: ChainConfig): Promise<void> {
    const latest = Number(await clientOf(chain).getBlockNumber());
    // Addresses are read after the block number: a transfer to an address created later lands in a later block.
    const owners = await depositOwners(db, chain.chainId);
    const saved = await chainCursor(db, chain.chainId);
    const base =
      saved !== null && saved >= 0
        ? await baseOf(chain, saved, latest)
        : { number: saved ?? Math.max(-1, latest - FIRST_SCAN_WINDOW), hash: null, rewound: false };
    const from = base.number + 1;
    const to = Math.min(latest, from + MAX_BLOCKS_PER_SCAN - 1);
    const cursor = Math.max(to, from - 1);
    // The cursor block's hash before and after the logs are read, and the block scanned from still the
    // one scanned before: a chain that changed meanwhile is read again next round, never half old, half new.
    const hash = cursor === base.number && base.hash ? base.hash : cursor >= 0 ? await hashAt(chain, cursor) : null;
    if (cursor >= 0 && !hash) throw new Error(`block ${cursor} is not on the chain yet`);
    const seen = await transfersIn(chain, from, to, owners);
    if (from <= to) {
      const [again, baseNow] = await Promise.all([hashAt(chain, cursor), base.hash ? hashAt(chain, base.number) : null]);
      if (again !== hash || baseNow !== base.hash) throw new Error('the chain changed during the scan; scanning again');
    }
    const rewoundTo = base.rewound ? base.number : null;
    const outcome = await recordScan(db, chain, { seen, cursor, hash, latest, rewindTo: rewoundTo }, notify, creditListeners);
    for (const row of outcome.changed) io?.to(userRoom(row.user_id)).emit('deposit', depositReply(row));
    report(chain, saved, rewoundTo, outcome);
  }

  const rounds = chainRounds({ label: 'deposits', chains, everyMs: watchMs, log: options.log !== false, round: scanChain });

  return {
    start: rounds.start,
    stop: rounds.stop,
    /** Scans every chain once; a scan already under way is joined rather than doubled. */
    scan: rounds.run,
    /**
     * Registers `fn`, called for every deposit credited from then on, inside the crediting transaction
     * (a savepoint of its own: see DepositCredited). Register while the modules register (before start).
     */
    onDepositCredited(fn: DepositCredited): void {
      creditListeners.push(fn);
    },
  };
}
export type DepositWatcher = ReturnType<typeof createDepositWatcher>;
