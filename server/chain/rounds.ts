// What the chain watcher (deposits) and the hot wallet (withdrawals) share: one viem client per chain
// with the USDT token's decimals read once, and rounds over every chain at an interval, a round under
// way joined rather than doubled, each chain's failure logged once per new message and tried again.
import {
  createPublicClient,
  getAddress,
  type Hex,
  http,
  type LocalAccount,
  parseAbi,
  type PublicClient,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { ChainConfig } from '../core/options';

const erc20 = parseAbi(['function decimals() view returns (uint8)']);

export function chainReader(retryCount: number) {
  const clients = new Map<number, ReturnType<typeof createPublicClient>>();
  const decimals = new Map<number, number>();
  const clientOf = (chain: ChainConfig) => {
    let client = clients.get(chain.chainId);
    if (!client) {
      // No block-number cache: every round must see the newest block.
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 15_000, retryCount }), cacheTime: 0 });
      clients.set(chain.chainId, client);
    }
    return client;
  };
  /** The token's decimals, read from the contract once per chain (never assumed). */
  async function decimalsOf(chain: ChainConfig): Promise<number> {
    const known = decimals.get(chain.chainId);
    if (known !== undefined) return known;
    const d = Number(await clientOf(chain).readContract({ address: getAddress(chain.usdt), abi: erc20, functionName: 'decimals' }));
    decimals.set(chain.chainId, d);
    return d;
  }
  return { clientOf, decimalsOf };
}

/** Errors of a re-broadcast that mean the node has (or had) this very transaction. */
const ALREADY_SENT = /already known|already imported|known transaction|nonce too low|nonce has already been used/i;

/** Broadcasts a signed transaction; one the node already has (or had) counts as sent. */
export async function broadcastRaw(client: Pick<PublicClient, 'sendRawTransaction'>, raw: string): Promise<void> {
  try {
    await client.sendRawTransaction({ serializedTransaction: raw as Hex });
  } catch (error) {
    const message = error instanceof Error ? `${error.message} ${(error as { details?: string }).details ?? ''}` : String(error);
    if (!ALREADY_SENT.test(message)) throw error;
  }
}

/** What a chain asks for gas now: EIP-1559 fees, or a legacy gas price on a chain without them. */
export type GasPrice = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint };

export async function gasPriceOf(client: Pick<PublicClient, 'estimateFeesPerGas' | 'getGasPrice'>): Promise<GasPrice> {
  try {
    return await client.estimateFeesPerGas();
  } catch {
    return { gasPrice: await client.getGasPrice() }; // a chain without EIP-1559
  }
}

/** Signs a call with twice the going fee (so it is mined even if fees rise); nothing is sent. */
export function signWithGas(
  account: LocalAccount,
  gas: GasPrice,
  tx: { chainId: number; to: `0x${string}`; data: Hex; nonce: number; gas: bigint },
): Promise<Hex> {
  return 'gasPrice' in gas
    ? account.signTransaction({ ...tx, type: 'legacy', gasPrice: gas.gasPrice * 2n })
    : account.signTransaction({
        ...tx,
        type: 'eip1559',
        maxFeePerGas: gas.maxFeePerGas * 2n,
        maxPriorityFeePerGas: gas.maxPriorityFeePerGas,
      });
}

/** A transaction's receipt, or null while it is not mined. */
export async function receiptOrNull(client: Pick<PublicClient, 'getTransactionReceipt'>, hash: string) {
  try {
    return await client.getTransactionReceipt({ hash: hash as Hex });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  }
}

export interface RoundsOptions {
  /** Shown in the log: `[label] chain N: message`. */
  label: string;
  chains: readonly ChainConfig[];
  /** Interval in ms; 0 = tests call run() themselves. */
  everyMs: number;
  log: boolean;
  round: (chain: ChainConfig) => Promise<void>;
}

export function chainRounds({ label, chains, everyMs, log, round }: RoundsOptions) {
  const lastError = new Map<number, string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  async function all(): Promise<void> {
    for (const chain of chains) {
      try {
        await round(chain);
        lastError.delete(chain.chainId);
      } catch (error) {
        // Unreachable or refused: try again next round; log each new kind of failure once.
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        if (log && lastError.get(chain.chainId) !== message) console.warn(`[${label}] chain ${chain.chainId}: ${message}`);
        lastError.set(chain.chainId, message);
      }
    }
  }

  /** One round over every chain; a round under way is joined, never doubled. */
  function run(): Promise<void> {
    if (!running) running = all().finally(() => (running = null));
    return running;
  }

  function schedule(): void {
    if (stopped || everyMs <= 0) return;
    timer = setTimeout(() => {
      timer = null;
      void run().finally(schedule);
    }, everyMs);
  }

  return {
    run,
    /** Whether the rounds run on their own (started, with an interval). */
    live: () => !stopped && everyMs > 0,
    start: () => {
      if (!chains.length || !stopped) return;
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
