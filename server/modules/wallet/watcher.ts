// The chain watcher: reads the USDT contract's Transfer logs to the users' deposit addresses, from the
// last scanned block to the newest, on every configured chain, and hands each scan to recordScan
// (deposits.ts), which records, confirms and credits in one transaction with the cursor.
import type { Server } from 'socket.io';
import { createPublicClient, formatUnits, getAddress, http, parseAbi, parseAbiItem } from 'viem';
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
const erc20Abi = parseAbi(['function decimals() view returns (uint8)']);

export function createDepositWatcher(db: Db, options: ServerOptions, io: Server | null) {
  const chains = options.chains ?? [];
  const watchMs = options.watchMs ?? 1000;
  const clients = new Map<number, ReturnType<typeof createPublicClient>>();
  const decimalsByChain = new Map<number, number>();
  const lastError = new Map<number, string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const clientOf = (chain: ChainConfig) => {
    let client = clients.get(chain.chainId);
    if (!client) {
      // No block-number cache: every scan must see the newest block.
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 15_000, retryCount: 2 }), cacheTime: 0 });
      clients.set(chain.chainId, client);
    }
    return client;
  };

  /** The token's decimals, read from the contract once per chain (never assumed). */
  async function decimalsOf(chain: ChainConfig): Promise<number> {
    const known = decimalsByChain.get(chain.chainId);
    if (known !== undefined) return known;
    const decimals = Number(
      await clientOf(chain).readContract({ address: getAddress(chain.usdt), abi: erc20Abi, functionName: 'decimals' }),
    );
    decimalsByChain.set(chain.chainId, decimals);
    return decimals;
  }

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

  async function scanAll(): Promise<void> {
    for (const chain of chains) {
      try {
        await scanChain(chain);
        lastError.delete(chain.chainId);
      } catch (error) {
        // The chain is unreachable or refused: try again next time; log each new kind of failure once.
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        if (options.log !== false && lastError.get(chain.chainId) !== message)
          console.warn(`[deposits] chain ${chain.chainId}: ${message}`);
        lastError.set(chain.chainId, message);
      }
    }
  }

  /** Scans every chain once; a scan already under way is joined rather than doubled. */
  function scan(): Promise<void> {
    if (!running) running = scanAll().finally(() => (running = null));
    return running;
  }

  function schedule(): void {
    if (stopped || watchMs <= 0) return;
    timer = setTimeout(() => {
      timer = null;
      void scan().finally(schedule);
    }, watchMs);
  }

  return {
    start: () => {
      if (!chains.length || timer) return;
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    scan,
  };
}
export type DepositWatcher = ReturnType<typeof createDepositWatcher>;
