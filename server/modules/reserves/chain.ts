// The reserves side of a snapshot, per configured chain: the platform's addresses (the hot wallet and
// every user deposit address the wallet module has handed out), each with an EIP-191 signature proving
// the platform controls it, naming the snapshot and its root, and its test-USDT balance read on chain
// at the snapshot's block (recorded when the snapshot started). Anyone can re-read each balance
// (balanceOf at that block) and check each signature. Deposits are not swept: each address holds its own.
import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import { createPublicClient, formatUnits, getAddress, type Hex, http, parseAbi } from 'viem';
import { HDKey, hdKeyToAccount, privateKeyToAccount } from 'viem/accounts';
import { Decimal } from '../../../src/shared/lib/decimal';
import type { Db } from '../../core/db';
import type { ChainConfig, ServerOptions } from '../../core/options';
import { depositOwners } from '../wallet/deposits';

const erc20 = parseAbi(['function decimals() view returns (uint8)', 'function balanceOf(address) view returns (uint256)']);
/** Balances asked for at once (one batched HTTP request). */
const READS_AT_ONCE = 100;
/** Signatures made before the thread lets waiting requests through (each takes a millisecond or two). */
const SIGNATURES_PER_SLICE = 2;

export interface ChainStart {
  chain: ChainConfig;
  block: bigint | null;
  error: string | null;
}

export interface ChainReserve {
  chain_id: number;
  name: string;
  usdt: string;
  explorer: string;
  block_number: number | null;
  status: 'read' | 'unreadable';
  total: string | null;
  error: string | null;
}

export interface SignedAddress {
  chain_id: number;
  address: string;
  role: 'hot' | 'deposit';
  message: string;
  signature: string;
  balance: string | null;
}

const clientOf = (chain: ChainConfig) =>
  createPublicClient({
    transport: http(chain.rpcUrl, { batch: { batchSize: READS_AT_ONCE }, timeout: 15_000, retryCount: 1 }),
    cacheTime: 0,
  });

const messageOf = (snapshotId: number, root: string, chainId: number, address: string) =>
  `Kestrel proof of reserves\nSnapshot: ${snapshotId}\nLiabilities root: ${root}\nChain: ${chainId}\nAddress: ${address}`;

const yieldThread = () => new Promise<void>((resolve) => setImmediate(resolve));
const why = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error)).slice(0, 300);

/** Each chain's newest block, read when the snapshot starts (a chain that does not answer is marked so). */
export async function chainBlocks(options: ServerOptions): Promise<ChainStart[]> {
  return Promise.all(
    (options.chains ?? []).map(async (chain) => {
      try {
        return { chain, block: await clientOf(chain).getBlockNumber(), error: null };
      } catch (error) {
        return { chain, block: null, error: why(error) };
      }
    }),
  );
}

/**
 * The deposit mnemonic's master key (BIP-39 seed: PBKDF2-HMAC-SHA512, 2048 rounds), derived once per
 * snapshot, off the server's thread (Node's thread pool), and only when there are deposit addresses.
 */
async function masterKey(mnemonic: string): Promise<HDKey> {
  const seed = await promisify(pbkdf2)(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
  return HDKey.fromMasterSeed(new Uint8Array(seed));
}

/** The platform's addresses on one chain, each with the account that signs for it. */
async function addressesOn(db: Db, options: ServerOptions, chain: ChainConfig, master: HDKey | null) {
  const list: Array<{ address: string; role: 'hot' | 'deposit'; sign: (message: string) => Promise<Hex> }> = [];
  if (options.hotWalletKey) {
    const hot = privateKeyToAccount(options.hotWalletKey as Hex);
    list.push({ address: hot.address.toLowerCase(), role: 'hot', sign: (message) => hot.signMessage({ message }) });
  }
  const taken = new Set(list.map((a) => a.address));
  for (const [address, userId] of await depositOwners(db, chain.chainId)) {
    if (!master || taken.has(address)) continue;
    list.push({
      address,
      role: 'deposit',
      sign: (message) => {
        const account = hdKeyToAccount(master, { addressIndex: userId });
        // The wallet module derived this address from the same mnemonic: a mismatch is never signed over.
        if (account.address.toLowerCase() !== address) throw new Error(`deposit address ${address} is not the mnemonic's index ${userId}`);
        return account.signMessage({ message });
      },
    });
  }
  return list;
}

/** Signs and reads every address of every chain; a chain that cannot be read is reported, not fatal. */
export async function readReserves(
  db: Db,
  options: ServerOptions,
  snapshot: { id: number; root: string },
  starts: ChainStart[],
  stopped: () => boolean,
): Promise<{ chains: ChainReserve[]; addresses: SignedAddress[] }> {
  let hasDeposits = false;
  for (const { chain } of starts) {
    if ((await depositOwners(db, chain.chainId)).size > 0) {
      hasDeposits = true;
      break;
    }
  }
  const master = options.depositMnemonic && hasDeposits ? await masterKey(options.depositMnemonic) : null;
  const chains: ChainReserve[] = [];
  const addresses: SignedAddress[] = [];
  for (const { chain, block, error } of starts) {
    const row: ChainReserve = {
      chain_id: chain.chainId,
      name: chain.name,
      usdt: chain.usdt.toLowerCase(),
      explorer: chain.explorer,
      block_number: block === null ? null : Number(block),
      status: 'unreadable',
      total: null,
      error,
    };
    chains.push(row);
    const mine: SignedAddress[] = [];
    let signed = 0;
    for (const a of await addressesOn(db, options, chain, master)) {
      if (stopped()) throw new Error('the server stopped');
      const message = messageOf(snapshot.id, snapshot.root, chain.chainId, a.address);
      mine.push({ chain_id: chain.chainId, address: a.address, role: a.role, message, signature: await a.sign(message), balance: null });
      if (++signed % SIGNATURES_PER_SLICE === 0) await yieldThread();
    }
    addresses.push(...mine);
    if (block === null) continue;
    try {
      const client = clientOf(chain);
      const token = getAddress(chain.usdt);
      const decimals = Number(await client.readContract({ address: token, abi: erc20, functionName: 'decimals', blockNumber: block }));
      let total = new Decimal(0);
      for (let i = 0; i < mine.length; i += READS_AT_ONCE) {
        const part = mine.slice(i, i + READS_AT_ONCE);
        const raw = await Promise.all(
          part.map((a) =>
            client.readContract({
              address: token,
              abi: erc20,
              functionName: 'balanceOf',
              args: [getAddress(a.address)],
              blockNumber: block,
            }),
          ),
        );
        part.forEach((a, k) => {
          a.balance = formatUnits(raw[k], decimals);
          total = total.plus(a.balance);
        });
      }
      Object.assign(row, { status: 'read', total: total.toFixed(), error: null });
    } catch (e) {
      for (const a of mine) a.balance = null;
      row.error = why(e);
    }
  }
  return { chains, addresses };
}
