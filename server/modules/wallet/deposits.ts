// USDT deposits: per-user HD deposit addresses and the chain watcher.
//
// Every user gets one deposit address, derived from the server's mnemonic at index = user id (the
// same address on every EVM chain), stored on first request. The watcher reads the USDT contract's
// Transfer logs to those addresses from the last scanned block to the newest, records each transfer
// once (chain, transaction hash, log index), counts its confirmations and, at the chain's threshold
// (5), credits it to the user's USDT balance in the same transaction that marks it approved, so a
// transfer is credited exactly once, across restarts too (the scan cursor is stored in that
// transaction as well). Reorganisations are out of scope: a credited deposit is never taken back.
import type { Server } from 'socket.io';
import { type Address, createPublicClient, formatUnits, getAddress, type Hex, http, parseAbi, parseAbiItem } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { walletCalls } from '../../../src/contract/wallet';
import type * as W from '../../../src/contract/wallet';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import { MONEY_DECIMALS } from '../../../src/shared/trade/formulas';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { EXTERNAL_ID, text, transfer } from '../../core/ledger';
import type { ModuleKit } from '../../core/module';
import type { ChainConfig, ServerOptions } from '../../core/options';
import { userRoom } from '../../core/realtime';
import type { UserRow } from '../../core/users';
import { USDT_ID } from '../market/catalogue';

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

interface DepositRow {
  id: number;
  user_id: number;
  chain_id: number;
  tx_hash: string;
  log_index: number | null;
  token: string;
  from_address: string | null;
  to_address: string;
  amount: string;
  block_number: number | null;
  confirmations: number;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  created_at: number;
  credited_at: number | null;
}

interface SeenTransfer {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  from: string;
  to: string;
  userId: number;
  amount: string;
}

/** The reply shape of a deposit (recharge/log, charge_req, the socket `deposit` event). */
export function depositReply(row: DepositRow): W.Deposit {
  return {
    id: row.id,
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
  const row = db.$client.prepare('SELECT address FROM deposit_addresses WHERE user_id = ? AND chain_id = ?').get(userId, chainId) as
    | { address: string }
    | undefined;
  if (row) return row.address;
  if (!options.depositMnemonic) throw new ApiFailure('walletErrors.depositUnavailable');
  const address = mnemonicToAccount(options.depositMnemonic, { addressIndex: userId }).address.toLowerCase();
  db.$client.prepare('INSERT OR IGNORE INTO deposit_addresses (user_id, chain_id, address) VALUES (?, ?, ?)').run(userId, chainId, address);
  return address;
}

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
          args: { to: recipients.slice(i, i + ADDRESSES_PER_QUERY) as Address[] },
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

  const rowById = (id: number) => db.$client.prepare('SELECT * FROM deposits WHERE id = ?').get(id) as DepositRow;

  /** Records what was seen, counts confirmations, credits what is deep enough; all in one transaction. Returns the changed rows. */
  function apply(chain: ChainConfig, seen: SeenTransfer[], cursor: number, latest: number): DepositRow[] {
    return db.transaction(() => {
      const changed = new Set<number>();
      const at = now();
      for (const t of seen) {
        const confirmations = Math.max(0, latest - t.blockNumber + 1);
        const known = db.$client
          .prepare('SELECT id FROM deposits WHERE chain_id = ? AND tx_hash = ? AND log_index = ?')
          .get(chain.chainId, t.txHash, t.logIndex) as { id: number } | undefined;
        if (known) continue; // seen before (a replayed range): confirmations are updated below
        // The app may have reported the hash already: complete that row rather than add one.
        const reported = db.$client
          .prepare(
            "SELECT id FROM deposits WHERE chain_id = ? AND tx_hash = ? AND user_id = ? AND log_index IS NULL AND status = 'pending' ORDER BY id LIMIT 1",
          )
          .get(chain.chainId, t.txHash, t.userId) as { id: number } | undefined;
        if (reported) {
          db.$client
            .prepare(
              'UPDATE deposits SET log_index = ?, from_address = ?, to_address = ?, amount = ?, block_number = ?, confirmations = ? WHERE id = ?',
            )
            .run(t.logIndex, t.from, t.to, t.amount, t.blockNumber, confirmations, reported.id);
          changed.add(reported.id);
        } else {
          const id = db.$client
            .prepare(
              `INSERT INTO deposits (user_id, chain_id, tx_hash, log_index, token, from_address, to_address, amount, block_number, confirmations, status, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
            )
            .run(
              t.userId,
              chain.chainId,
              t.txHash,
              t.logIndex,
              chain.usdt.toLowerCase(),
              t.from,
              t.to,
              t.amount,
              t.blockNumber,
              confirmations,
              at,
            ).lastInsertRowid;
          changed.add(Number(id));
        }
      }
      // Pending deposits seen on chain: count confirmations, credit the deep enough ones once.
      const pending = db.$client
        .prepare(
          "SELECT id, block_number, confirmations FROM deposits WHERE chain_id = ? AND status = 'pending' AND block_number IS NOT NULL",
        )
        .all(chain.chainId) as Array<{ id: number; block_number: number; confirmations: number }>;
      for (const p of pending) {
        const confirmations = Math.max(0, latest - p.block_number + 1);
        if (confirmations !== p.confirmations) {
          db.$client.prepare('UPDATE deposits SET confirmations = ? WHERE id = ?').run(confirmations, p.id);
          changed.add(p.id);
        }
        if (confirmations < chain.confirmations) continue;
        const approved = db.$client
          .prepare("UPDATE deposits SET status = 'approved', credited_at = ? WHERE id = ? AND status = 'pending'")
          .run(at, p.id);
        if (approved.changes !== 1) continue;
        const row = rowById(p.id);
        // The ledger keeps MONEY_DECIMALS places; a token with more (18 on BNB Chain) is credited rounded down.
        transfer(
          db,
          EXTERNAL_ID,
          row.user_id,
          USDT_ID,
          dec(row.amount).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN),
          'deposit',
          `deposit:${row.id}`,
        );
        changed.add(p.id);
      }
      db.$client
        .prepare(
          'INSERT INTO chain_cursors (chain_id, last_block) VALUES (?, ?) ON CONFLICT (chain_id) DO UPDATE SET last_block = excluded.last_block',
        )
        .run(chain.chainId, cursor);
      return [...changed].map(rowById);
    });
  }

  async function scanChain(chain: ChainConfig): Promise<void> {
    const latest = Number(await clientOf(chain).getBlockNumber());
    // Addresses are read after the block number: a transfer to an address created later lands in a later block.
    const owners = new Map(
      (
        db.$client.prepare('SELECT address, user_id FROM deposit_addresses WHERE chain_id = ?').all(chain.chainId) as Array<{
          address: string;
          user_id: number;
        }>
      ).map((r) => [r.address, r.user_id] as const),
    );
    const cursorRow = db.$client.prepare('SELECT last_block FROM chain_cursors WHERE chain_id = ?').get(chain.chainId) as
      | { last_block: number }
      | undefined;
    const from = (cursorRow ? cursorRow.last_block : Math.max(-1, latest - FIRST_SCAN_WINDOW)) + 1;
    const to = Math.min(latest, from + MAX_BLOCKS_PER_SCAN - 1);
    const seen = await transfersIn(chain, from, to, owners);
    const changed = apply(chain, seen, Math.max(to, from - 1), latest);
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

export function registerDepositRoutes({ route, db, options }: ModuleKit): void {
  const chains = options.chains ?? [];
  const info = (chain: ChainConfig): W.ChainInfo => ({
    chain_id: chain.chainId,
    name: chain.name,
    rpc_url: chain.rpcUrl,
    usdt: chain.usdt,
    explorer: chain.explorer,
    confirmations: chain.confirmations,
  });
  const chainOf = (chainId: number) => {
    const chain = chains.find((c) => c.chainId === chainId);
    if (!chain) throw new ApiFailure('walletErrors.unknownChain', {}, { field: 'chain_id' });
    return chain;
  };
  const depositor = (user: UserRow, field: string) => {
    if (user.account_type === 'demo') throw new ApiFailure('walletErrors.demoNoDeposit', {}, { field });
    return user;
  };

  route(walletCalls.chains, () => chains.map(info));

  route(walletCalls.inAddress, ({ chain_id }, ctx) => {
    const user = depositor(ctx.user, 'chain_id');
    const wanted = chain_id === undefined ? chains : [chainOf(chain_id)];
    return db.transaction(() =>
      wanted.map((chain) => ({
        ...info(chain),
        currency: 'USDT' as const,
        address: getAddress(depositAddressOf(db, options, user.id, chain.chainId)),
      })),
    );
  });

  route(walletCalls.chargeReq, ({ chain_id, tx_hash }, ctx) => {
    const user = depositor(ctx.user, 'tx_hash');
    const chain = chainOf(chain_id);
    const hash = tx_hash.toLowerCase() as Hex;
    const row = db.transaction(() => {
      const known = db.$client
        .prepare('SELECT * FROM deposits WHERE chain_id = ? AND tx_hash = ? AND user_id = ? ORDER BY id LIMIT 1')
        .get(chain.chainId, hash, user.id) as DepositRow | undefined;
      if (known) return known;
      // Reported only: nothing is credited until the watcher sees the transfer on the chain.
      const to = depositAddressOf(db, options, user.id, chain.chainId);
      const id = db.$client
        .prepare(
          "INSERT INTO deposits (user_id, chain_id, tx_hash, log_index, token, to_address, status, created_at) VALUES (?, ?, ?, NULL, ?, ?, 'pending', ?)",
        )
        .run(user.id, chain.chainId, hash, chain.usdt.toLowerCase(), to, now()).lastInsertRowid;
      return db.$client.prepare('SELECT * FROM deposits WHERE id = ?').get(Number(id)) as DepositRow;
    });
    return depositReply(row);
  });

  route(walletCalls.rechargeLog, ({ page, limit }, ctx) => {
    const user = ctx.user;
    const rows = db.$client
      .prepare('SELECT * FROM deposits WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
      .all(user.id, limit, (page - 1) * limit) as DepositRow[];
    const { total } = db.$client.prepare('SELECT count(*) AS total FROM deposits WHERE user_id = ?').get(user.id) as { total: number };
    return { list: rows.map(depositReply), total, page, limit };
  });
}
