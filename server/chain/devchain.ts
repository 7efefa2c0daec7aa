// The embedded dev chain: anvil (from the @foundry-rs/anvil npm package) with a test USDT token and
// the platform's NFT contract deployed and the first test accounts funded. Nothing is downloaded: the
// binary ships in the package and the contracts were compiled with the solc npm package
// (server/chain/compile.mjs).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Address, createPublicClient, createWalletClient, defineChain, type Hex, http, parseUnits } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const artifactOf = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(here, `${name}.json`), 'utf8')) as { abi: unknown[]; bytecode: Hex };
const artifact = artifactOf('TestUSDT');
const nftArtifact = artifactOf('KestrelNFT');

export const DEV_CHAIN_ID = 31337;
/** anvil's well-known test mnemonic: its accounts are public test keys, never for real funds. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const USDT_DECIMALS = 6;

export interface DevAccount {
  address: Address;
  privateKey: Hex;
}

export interface DevChain {
  rpcUrl: string;
  chainId: number;
  usdt: Address;
  /** The platform's ERC-721 (KestrelNFT), owned by accounts[0] until handed to the minter (handNftTo). */
  nft: Address;
  /** accounts[0] deployed the contracts; accounts 1–9 hold 10,000 test USDT each. */
  accounts: DevAccount[];
  stop(): Promise<void>;
}

export const devChain = (rpcUrl: string) =>
  defineChain({
    id: DEV_CHAIN_ID,
    name: 'Kestrel dev chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });

export function devAccounts(count = 10): DevAccount[] {
  return Array.from({ length: count }, (_, i) => {
    const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: i });
    const key = account.getHdKey().privateKey;
    if (!key) throw new Error('no private key');
    return { address: account.address, privateKey: `0x${Buffer.from(key).toString('hex')}` as Hex };
  });
}

async function waitForRpc(rpcUrl: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 20_000) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`);
    const ok = await fetch(rpcUrl, {
      method: 'POST',
      signal: AbortSignal.timeout(1000),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('anvil did not start within 20 s');
}

export interface DevChainOptions {
  /** 0: a port free now (tried again on another if taken meanwhile: tests). */
  port?: number;
  /** Seconds between blocks; 0 mines a block per transaction only (tests mine with anvil_mine). */
  blockTime?: number;
  host?: string;
}

/** A port nothing listens on now (the system's pick). */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts anvil, deploys the test USDT and the NFT contract, and funds accounts 1–9 with 10,000 USDT each.
 * With port 0, on a free port; anvil leaves at once when another process took it meanwhile: then another.
 */
export async function startDevChain(options: DevChainOptions = {}): Promise<DevChain> {
  if (options.port !== 0) return await startOn(options);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOn({ ...options, port: await freePort(options.host ?? '127.0.0.1') });
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.startsWith('anvil exited')) throw error;
    }
  }
}

async function startOn({ port = 8545, blockTime = 1, host = '127.0.0.1' }: DevChainOptions): Promise<DevChain> {
  const args = ['--port', String(port), '--host', host, '--chain-id', String(DEV_CHAIN_ID), '--mnemonic', DEV_MNEMONIC, '--silent'];
  if (blockTime > 0) args.push('--block-time', String(blockTime));
  const child = spawn(path.join(root, 'node_modules', '.bin', 'anvil'), args, { stdio: 'ignore' });
  const rpcUrl = `http://${host}:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForRpc(rpcUrl, child);
    const chain = devChain(rpcUrl);
    const accounts = devAccounts();
    const publicClient = createPublicClient({ chain, transport: http(rpcUrl) });
    const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 });
    const wallet = createWalletClient({ chain, account: deployer, transport: http(rpcUrl) });
    const deployHash = await wallet.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: [parseUnits('1000000000', USDT_DECIMALS)],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash: deployHash, pollingInterval: 100 });
    const usdt = receipt.contractAddress;
    if (!usdt) throw new Error('USDT deployment failed');
    const nftHash = await wallet.deployContract({ abi: nftArtifact.abi, bytecode: nftArtifact.bytecode, args: [] });
    const nft = (await publicClient.waitForTransactionReceipt({ hash: nftHash, pollingInterval: 100 })).contractAddress;
    if (!nft) throw new Error('NFT contract deployment failed');
    for (const account of accounts.slice(1)) {
      const hash = await wallet.writeContract({
        address: usdt,
        abi: artifact.abi,
        functionName: 'transfer',
        args: [account.address, parseUnits('10000', USDT_DECIMALS)],
      });
      await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    }
    return { rpcUrl, chainId: DEV_CHAIN_ID, usdt, nft, accounts, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Gives an address test ETH (for gas) and test USDT from the deployer (the hot wallet, at start). */
export async function fundOnDevChain(chain: DevChain, to: Address, usdt: string, ethWei = 10n ** 20n): Promise<void> {
  const viemChain = devChain(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  await publicClient.request({ method: 'anvil_setBalance' as never, params: [to, `0x${ethWei.toString(16)}`] as never });
  const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 });
  const wallet = createWalletClient({ chain: viemChain, account: deployer, transport: http(chain.rpcUrl) });
  const hash = await wallet.writeContract({
    address: chain.usdt,
    abi: artifact.abi,
    functionName: 'transfer',
    args: [to, parseUnits(usdt, USDT_DECIMALS)],
  });
  // A chain without block time mines the transaction at once; with one, the receipt comes with the next block.
  await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 });
}

/** Makes `owner` the NFT contract's owner (the server's minter key), with test ETH for its gas; no-op when it already is. */
export async function handNftTo(chain: DevChain, owner: Address, ethWei = 10n ** 20n): Promise<void> {
  const viemChain = devChain(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const current = (await publicClient.readContract({ address: chain.nft, abi: nftArtifact.abi, functionName: 'owner' })) as Address;
  if (current.toLowerCase() === owner.toLowerCase()) return;
  const balance = await publicClient.getBalance({ address: owner });
  if (balance < ethWei)
    await publicClient.request({ method: 'anvil_setBalance' as never, params: [owner, `0x${ethWei.toString(16)}`] as never });
  const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 });
  const wallet = createWalletClient({ chain: viemChain, account: deployer, transport: http(chain.rpcUrl) });
  const hash = await wallet.writeContract({ address: chain.nft, abi: nftArtifact.abi, functionName: 'transferOwnership', args: [owner] });
  await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 });
}

export const usdtAbi = artifact.abi;
export const nftAbi = nftArtifact.abi;
