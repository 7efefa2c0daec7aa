// The NFT contract client on a real local chain (anvil, no block time: the test mines): the dev chain
// deploys KestrelNFT, hands it to the minter, which mints; ownerOf reads the owner (null before);
// a second mint of one id reverts; only the owner may mint; receipts count confirmations.
import fs from 'node:fs';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DevChain, devChain, handNftTo, nftAbi, startDevChain } from '../../server/chain/devchain';
import { createNftClient, tokenExplorerUrl } from '../../server/chain/nft';
import type { ChainConfig } from '../../server/core/options';

let chain: DevChain;
let config: ChainConfig;
const minterKey = generatePrivateKey();
const minter = privateKeyToAccount(minterKey).address;

const mine = (blocks: number) =>
  createPublicClient({ chain: devChain(chain.rpcUrl), transport: http(chain.rpcUrl) }).request({
    method: 'anvil_mine' as never,
    params: [`0x${blocks.toString(16)}`] as never,
  });

beforeAll(async () => {
  chain = await startDevChain({ port: 0, blockTime: 0 });
  config = { chainId: chain.chainId, name: 'dev', rpcUrl: chain.rpcUrl, usdt: chain.usdt, explorer: '', confirmations: 5, nft: chain.nft };
});
afterAll(async () => chain?.stop());

describe('KestrelNFT on the dev chain', () => {
  it('is deployed as "Kestrel NFT" (KNFT), owned by the deployer, then by the minter', async () => {
    const client = createPublicClient({ chain: devChain(chain.rpcUrl), transport: http(chain.rpcUrl) });
    expect(await client.readContract({ address: chain.nft, abi: nftAbi, functionName: 'name' })).toBe('Kestrel NFT');
    expect(await client.readContract({ address: chain.nft, abi: nftAbi, functionName: 'symbol' })).toBe('KNFT');
    expect(await client.readContract({ address: chain.nft, abi: nftAbi, functionName: 'owner' })).toBe(chain.accounts[0].address);
    await handNftTo(chain, minter);
    expect(await client.readContract({ address: chain.nft, abi: nftAbi, functionName: 'owner' })).toBe(minter);
    await handNftTo(chain, minter); // already the owner: nothing happens
  });

  it('mints once, reads the owner, counts confirmations; a second mint of the id reverts', async () => {
    const nft = createNftClient(minterKey);
    const to = chain.accounts[3].address.toLowerCase();
    expect(await nft.ownerOf(config, 7)).toBeNull();
    const signed = await nft.signMint(config, 7, to);
    expect(await nft.receipt(config, signed.hash)).toEqual({ status: 'pending' });
    await nft.broadcast(config, signed.raw);
    await nft.broadcast(config, signed.raw); // the same transaction again counts as sent
    // Mined as it arrives (block time 0), though not always by the time the call answers on a busy machine.
    await vi.waitFor(async () => expect(await nft.receipt(config, signed.hash)).toMatchObject({ status: 'success', confirmations: 1 }), {
      timeout: 10_000,
    });
    await mine(4);
    expect(await nft.receipt(config, signed.hash)).toMatchObject({ status: 'success', confirmations: 5 });
    expect(await nft.ownerOf(config, 7)).toBe(to);
    expect(await nft.minedNonce(config)).toBe(signed.nonce + 1);

    const again = await nft.mint(config, 7, chain.accounts[4].address);
    await vi.waitFor(async () => expect(await nft.receipt(config, again)).toMatchObject({ status: 'reverted' }), { timeout: 10_000 });
    expect(await nft.ownerOf(config, 7)).toBe(to);
  });

  it('refuses a mint by anyone but the owner', async () => {
    const stranger = createNftClient(chain.accounts[5].privateKey);
    const hash = await stranger.mint(config, 8, chain.accounts[5].address);
    // Mined as it arrives, though not always by the time the call answers on a busy machine (as above).
    await vi.waitFor(async () => expect(await stranger.receipt(config, hash)).toMatchObject({ status: 'reverted' }), { timeout: 10_000 });
    expect(await stranger.ownerOf(config, 8)).toBeNull();
  });

  it('links to the explorer only when the chain has one', () => {
    expect(tokenExplorerUrl({ explorer: '' }, '0xabc', '7')).toBeNull();
    expect(tokenExplorerUrl({ explorer: 'https://etherscan.io/' }, '0xabc', '7')).toBe('https://etherscan.io/token/0xabc?a=7');
  });
});

describe('NFT contract in the chain settings', () => {
  it('reads NFT_ADDRESS and CHAINS_JSON nft, refuses a malformed one, and reads NFT_MINTER_KEY', async () => {
    const { chainsFromEnv, optionsFromEnv } = await import('../../server/config');
    const nft = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
    expect(chainsFromEnv({ CHAIN_RPC_URL: 'http://x', USDT_ADDRESS: usdt, NFT_ADDRESS: nft })[0].nft).toBe(nft);
    expect(chainsFromEnv({ CHAIN_RPC_URL: 'http://x', USDT_ADDRESS: usdt })[0].nft).toBeUndefined();
    expect(chainsFromEnv({ CHAINS_JSON: JSON.stringify([{ chainId: 5, rpcUrl: 'http://y', usdt, nft }]) })[0].nft).toBe(nft);
    expect(() => chainsFromEnv({ CHAIN_RPC_URL: 'http://x', USDT_ADDRESS: usdt, NFT_ADDRESS: '0x12' })).toThrow(/NFT contract/);
    const dataDir = `${process.env.TMPDIR ?? '/tmp'}/kestrel-nft-config-${Date.now()}`;
    expect(optionsFromEnv({ DATA_DIR: dataDir, ADMIN_TOKEN: 't', NFT_MINTER_KEY: minterKey }).nftMinterKey).toBe(minterKey);
    expect(() => optionsFromEnv({ DATA_DIR: dataDir, ADMIN_TOKEN: 't', NFT_MINTER_KEY: 'nope' })).toThrow(/NFT_MINTER_KEY/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
