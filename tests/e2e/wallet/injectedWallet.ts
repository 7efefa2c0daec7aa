// A test EIP-1193 wallet for the browser tests. The page gets a provider object (announced through
// EIP-6963 as "Kestrel Test Wallet", and optionally as window.ethereum) whose every request crosses to
// Node through page.exposeBinding; Node signs with viem and sends to the local anvil node, and
// forwards every other call to its JSON-RPC. The wallet state (accounts, chain, connection) lives in
// Node, so it survives reloads like a real wallet extension does.
import type { Page } from '@playwright/test';
import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

export const WALLET_NAME = 'Kestrel Test Wallet';
export const WALLET_RDNS = 'dev.kestrel.testwallet';
const BINDING = '__kestrelWallet';
const EMIT = '__kestrelWalletEmit';

export interface WalletOptions {
  /** The anvil node's JSON-RPC URL. */
  rpcUrl: string;
  privateKeys: Hex[];
  /** The chain the wallet reports (it still sends to rpcUrl); pass another id to test a wrong network. */
  chainId: number;
  /** Also set window.ethereum (as a wallet's in-app browser does). Default true. */
  windowEthereum?: boolean;
  /** Already connected to the site (eth_accounts answers before any eth_requestAccounts). Default false. */
  connected?: boolean;
}

export interface WalletCall {
  method: string;
  params: unknown;
}

interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

type Reply = { ok: true; result: unknown } | { ok: false; error: RpcError };

class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const USER_REJECTED = 4001;
/** The methods that ask the user to connect: rejecting one rejects the others. */
const CONNECT_METHODS = ['eth_requestAccounts', 'wallet_requestPermissions'];

/** The Node side of one page's wallet. */
export class TestWallet {
  readonly accounts: PrivateKeyAccount[];
  /** Every request the page made, in order (for assertions). */
  readonly calls: WalletCall[] = [];
  private index = 0;
  private chainId: number;
  private connected: boolean;
  private readonly rejections: string[] = [];
  private rpcId = 0;

  constructor(
    readonly page: Page,
    readonly options: WalletOptions,
  ) {
    if (options.privateKeys.length === 0) throw new Error('the test wallet needs at least one key');
    this.accounts = options.privateKeys.map((key) => privateKeyToAccount(key));
    this.chainId = options.chainId;
    this.connected = options.connected ?? false;
  }

  get address(): Address {
    return this.accounts[this.index].address;
  }

  get currentChainId(): number {
    return this.chainId;
  }

  /** Makes account `index` the wallet's current one and tells the page ('accountsChanged'). */
  async switchAccount(index: number): Promise<void> {
    if (!this.accounts[index]) throw new Error(`the test wallet has no account ${index}`);
    this.index = index;
    if (this.connected) await this.emit('accountsChanged', [this.address]);
  }

  /** The next call of `method` fails with EIP-1193 code 4001 (the user rejected the request). */
  rejectNext(method: string): void {
    this.rejections.push(method);
  }

  /** The user disconnects the site in the wallet: 'accountsChanged' with no account. */
  async disconnect(): Promise<void> {
    this.connected = false;
    await this.emit('accountsChanged', []);
  }

  /** The user switches the wallet's network (any id; the wallet still sends to rpcUrl). */
  async switchChain(chainId: number): Promise<void> {
    this.chainId = chainId;
    await this.emit('chainChanged', numberToHex(chainId));
  }

  /** Emits a provider event in the page. */
  async emit(event: string, data: unknown): Promise<void> {
    await this.page.evaluate(
      ([name, event, data]) => {
        const emit = (window as unknown as Record<string, ((e: string, d: unknown) => void) | undefined>)[name];
        emit?.(event, data);
      },
      [EMIT, event, data] as const,
    );
  }

  async handle(method: string, params: unknown): Promise<Reply> {
    this.calls.push({ method, params });
    try {
      return { ok: true, result: await this.answer(method, params) };
    } catch (error) {
      if (error instanceof WalletError) return { ok: false, error: { code: error.code, message: error.message, data: error.data } };
      return { ok: false, error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
    }
  }

  private takeRejection(method: string): boolean {
    const at = this.rejections.findIndex((m) => m === method || (CONNECT_METHODS.includes(m) && CONNECT_METHODS.includes(method)));
    if (at < 0) return false;
    this.rejections.splice(at, 1);
    return true;
  }

  private requireConnected(from?: unknown): PrivateKeyAccount {
    if (!this.connected) throw new WalletError(4100, 'The requested account has not been authorized by the user.');
    const account = this.accounts[this.index];
    if (typeof from === 'string' && from.toLowerCase() !== account.address.toLowerCase()) {
      throw new WalletError(4100, `The wallet's current account is ${account.address}, not ${from}.`);
    }
    return account;
  }

  private permissions() {
    return [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [this.address] }] }];
  }

  private async answer(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    if (this.takeRejection(method)) throw new WalletError(USER_REJECTED, 'User rejected the request.');
    switch (method) {
      case 'eth_requestAccounts':
        this.connected = true;
        return [this.address];
      case 'eth_accounts':
        return this.connected ? [this.address] : [];
      case 'eth_coinbase':
        return this.connected ? this.address : null;
      case 'wallet_requestPermissions':
        this.connected = true;
        return this.permissions();
      case 'wallet_getPermissions':
        return this.connected ? this.permissions() : [];
      case 'wallet_revokePermissions':
        this.connected = false;
        return null;
      case 'eth_chainId':
        return numberToHex(this.chainId);
      case 'net_version':
        return String(this.chainId);
      case 'wallet_switchEthereumChain': {
        const wanted = Number((list[0] as { chainId?: string } | undefined)?.chainId);
        if (wanted !== this.options.chainId && wanted !== (await this.nodeChainId())) {
          throw new WalletError(4902, `Unrecognized chain ID ${numberToHex(wanted)}.`);
        }
        if (wanted !== this.chainId) {
          this.chainId = wanted;
          await this.emit('chainChanged', numberToHex(wanted));
        }
        return null;
      }
      case 'wallet_addEthereumChain':
        return null;
      case 'personal_sign': {
        const [data, from] = list as [string, string];
        const account = this.requireConnected(from);
        return account.signMessage({ message: isHex(data) ? { raw: data } : data });
      }
      case 'eth_signTypedData_v4': {
        const [from, json] = list as [string, string | object];
        const account = this.requireConnected(from);
        const typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition;
        return account.signTypedData(typed);
      }
      case 'eth_sendTransaction':
        return this.sendTransaction(list[0] as TransactionRequest);
      default:
        return this.forward(method, list);
    }
  }

  private async nodeChainId(): Promise<number> {
    return Number(await this.forward('eth_chainId', []));
  }

  private async sendTransaction(tx: TransactionRequest): Promise<Hex> {
    const account = this.requireConnected(tx.from);
    const id = await this.nodeChainId();
    if (this.chainId !== id) throw new WalletError(-32603, `The wallet is on chain ${this.chainId}, the node on ${id}.`);
    const chain = defineChain({
      id,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [this.options.rpcUrl] } },
    });
    const client = createWalletClient({ account, chain, transport: http(this.options.rpcUrl) });
    const big = (value?: Hex) => (value ? hexToBigInt(value) : undefined);
    return client.sendTransaction({
      to: tx.to ?? undefined,
      data: tx.data ?? tx.input,
      value: big(tx.value),
      gas: big(tx.gas),
      nonce: tx.nonce ? Number(tx.nonce) : undefined,
    });
  }

  private async forward(method: string, params: unknown[]): Promise<unknown> {
    this.rpcId += 1;
    const reply = await fetch(this.options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: this.rpcId, method, params }),
    });
    const body = (await reply.json()) as { result?: unknown; error?: RpcError };
    if (body.error) throw new WalletError(body.error.code, body.error.message, body.error.data);
    return body.result;
  }
}

interface TransactionRequest {
  from?: string;
  to?: Address | null;
  data?: Hex;
  input?: Hex;
  value?: Hex;
  gas?: Hex;
  nonce?: Hex;
}

const wallets = new WeakMap<Page, TestWallet>();

function walletOf(page: Page): TestWallet {
  const wallet = wallets.get(page);
  if (!wallet) throw new Error('installWallet(page, …) first');
  return wallet;
}

const ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#28ba98"/><path d="M9 23l7-14 7 14z" fill="#fff"/></svg>',
).toString('base64')}`;

/**
 * Runs in the page before the app: the EIP-1193 provider and its EIP-6963 announcement. Plain
 * JavaScript in a string, so no transpiler helper (esbuild's __name, …) can leak into the page.
 */
const PROVIDER_SCRIPT = `(setup) => {
  const listeners = new Map();
  const provider = {
    isMetaMask: false,
    isKestrelTestWallet: true,
    async request(args) {
      if (!args || typeof args.method !== 'string') throw Object.assign(new Error('Invalid request'), { code: -32600 });
      const reply = await window[setup.binding]({ method: args.method, params: args.params ?? [] });
      if (reply.ok) return reply.result;
      throw Object.assign(new Error(reply.error.message), { code: reply.error.code, data: reply.error.data });
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
      return provider;
    },
    once(event, listener) {
      const wrapped = (data) => {
        provider.removeListener(event, wrapped);
        listener(data);
      };
      return provider.on(event, wrapped);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    off(event, listener) {
      return provider.removeListener(event, listener);
    },
    removeAllListeners(event) {
      if (event) listeners.delete(event);
      else listeners.clear();
      return provider;
    },
  };
  Object.defineProperty(window, setup.emitName, {
    value: (event, data) => {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(data);
        } catch (error) {
          console.error(error);
        }
      }
    },
  });
  if (setup.windowEthereum) window.ethereum = provider;
  const detail = Object.freeze({ info: Object.freeze(setup.info), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}`;

/** Installs the test wallet in the page (call before page.goto). */
export async function installWallet(page: Page, options: WalletOptions): Promise<TestWallet> {
  const wallet = new TestWallet(page, options);
  wallets.set(page, wallet);
  await page.exposeBinding(BINDING, (_source, request: { method: string; params: unknown }) =>
    wallet.handle(request.method, request.params),
  );
  const setup = {
    binding: BINDING,
    emitName: EMIT,
    info: { uuid: crypto.randomUUID(), name: WALLET_NAME, icon: ICON, rdns: WALLET_RDNS },
    windowEthereum: options.windowEthereum ?? true,
  };
  await page.addInitScript({ content: `(${PROVIDER_SCRIPT})(${JSON.stringify(setup)});` });
  return wallet;
}

/** Changes the page's wallet account and emits 'accountsChanged'. */
export function switchAccount(page: Page, index: number): Promise<void> {
  return walletOf(page).switchAccount(index);
}

/** The next call of `method` by the page's wallet fails with code 4001 (user rejected). */
export function rejectNext(page: Page, method: string): void {
  walletOf(page).rejectNext(method);
}

/** Mines `n` blocks on the anvil node. */
export async function mine(rpcUrl: string, n = 1): Promise<void> {
  const reply = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: [numberToHex(n)] }),
  });
  const body = (await reply.json()) as { error?: RpcError };
  if (body.error) throw new Error(`anvil_mine: ${body.error.message}`);
}
