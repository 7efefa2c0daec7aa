// Withdrawing an owned NFT to a bound wallet on a real local chain (anvil, no block time: the test
// mines): recorded and locked first, minted by the platform's contract to the address after the chain's
// confirmations, once across a restart between record and send; refusals change nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevChain, handNftTo, startDevChain } from '../../server/chain/devchain';
import { createNftClient } from '../../server/chain/nft';
import { translate } from '../../server/core/i18n';
import type { ChainConfig } from '../../server/core/options';
import { nftMints } from '../../server/modules/nft/schema';
import { nftItems } from '../../server/modules/nft/schema';
import { wallets } from '../../server/modules/wallet/schema';
import type { NftOwned } from '../../src/contract/nft';
import { mine as mineBlocks } from './chainSupport';
import { startServer, type TestServer } from './helpers';
import { nftKit } from './nftSupport';

let chain: DevChain;
let config: ChainConfig;
let t: TestServer;
const minterKey = generatePrivateKey();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-nftmint-'));
const k = nftKit(() => t);

const start = () => startServer({ dataDir, chains: [config], nftMinterKey: minterKey, watchMs: 0, market: { autoStart: false } });

beforeAll(async () => {
  chain = await startDevChain({ port: 0, blockTime: 0 });
  await handNftTo(chain, privateKeyToAccount(minterKey).address);
  config = {
    chainId: chain.chainId,
    name: 'Kestrel dev chain',
    rpcUrl: chain.rpcUrl,
    usdt: chain.usdt,
    explorer: 'https://explorer.test',
    confirmations: 5,
    nft: chain.nft,
  };
  t = await start();
});
afterAll(async () => {
  await t?.stop();
  await chain?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mine = (blocks: number) => mineBlocks(chain, blocks);
const reader = createNftClient();
const mints = () => t.server.use('nftMints');
const bind = async (uid: number, address: string) =>
  await t.server.db.insert(wallets).values({ user_id: uid, address: address.toLowerCase(), created_at: 0 }).run();

/** A user who bought a fixed-price artwork from the balance and bound a wallet (anvil account n). */
async function owner(n: number) {
  const me = await k.user('500', 'minter');
  const piece = await k.item({ mode: 'fixed', price: '10' });
  await k.ok('bind_box/buyNFT', { id: String(piece.id), price: '10' }, me.token);
  const address = chain.accounts[n].address.toLowerCase();
  await bind(me.uid, address);
  return { ...me, item: piece.id, address };
}
const myNft = async (token: string, id: number) =>
  (await k.ok<{ list: NftOwned[] }>('bind_box/getMyNFTs', { page: '1', limit: '100' }, token, 'GET')).list.find((i) => i.id === id);
const itemRow = async (id: number) => await t.server.db.select().from(nftItems).where(eq(nftItems.id, id)).get();
const mintRows = async (id: number) => await t.server.db.select().from(nftMints).where(eq(nftMints.item_id, id)).all();

async function refused(form: Record<string, string>, token: string, key: string, field = 'id') {
  const body = await k.call('bind_box/withdrawNFT', form, token);
  expect(body, JSON.stringify(body)).toMatchObject({ type: 'error', message: translate('en', key), field });
}

describe('withdrawing an NFT to the chain', () => {
  it('records and locks, sends, and after 5 confirmations ownerOf is the address; the reply shows it all', async () => {
    const me = await owner(3);
    const reply = await k.ok<NftOwned>('bind_box/withdrawNFT', { id: String(me.item), address: me.address }, me.token);
    expect(reply.mint).toMatchObject({ status: 'recorded', to: me.address, chain_id: chain.chainId, tx_hash: null, explorer_url: null });
    expect(reply.mint?.contract).toBe(chain.nft.toLowerCase());
    expect((await itemRow(me.item))?.locked).toBe(1);
    // Locked: no longer tradable.
    const resell = await k.call('bind_box/resellNFT', { id: String(me.item), mode: 'fixed', price: '20' }, me.token);
    expect(resell.type).toBe('error');

    await mints().tick(); // signed, stored, broadcast: mined at once (1 confirmation)
    let mine1 = await myNft(me.token, me.item);
    expect(mine1?.mint?.status).toBe('sent');
    expect(mine1?.mint?.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await reader.ownerOf(config, me.item)).toBe(me.address);
    await mine(3);
    await mints().tick();
    expect((await myNft(me.token, me.item))?.mint?.status).toBe('sent');
    await mine(1);
    await mints().tick();
    mine1 = await myNft(me.token, me.item);
    expect(mine1?.mint).toMatchObject({
      status: 'minted',
      explorer_url: `https://explorer.test/token/${chain.nft.toLowerCase()}?a=${me.item}`,
    });
    expect(mine1?.token_id).toBe(String(me.item));
    expect(await mintRows(me.item)).toHaveLength(1);

    // Already withdrawn: refused, nothing new recorded.
    await refused({ id: String(me.item), address: me.address }, me.token, 'nftChainErrors.withdrawn');
    expect(await mintRows(me.item)).toHaveLength(1);
  });

  it('a restart between record and send mints once: the stored transaction is sent again, never a new one', async () => {
    const me = await owner(4);
    await k.ok<NftOwned>('bind_box/withdrawNFT', { id: String(me.item), address: me.address }, me.token);
    await mints().signOnly(); // the crash: signed and stored, never broadcast
    const [signed] = await mintRows(me.item);
    expect(signed.status).toBe('recorded');
    expect(signed.tx_hash).toMatch(/^0x/);
    await t.stop();
    t = await start();
    await mints().tick();
    await mints().tick();
    const [row] = await mintRows(me.item);
    expect(row.tx_hash).toBe(signed.tx_hash);
    expect(row.status).toBe('sent');
    await mine(5);
    await mints().tick();
    expect(await mintRows(me.item)).toMatchObject([{ status: 'minted', tx_hash: signed.tx_hash }]);
    expect(await reader.ownerOf(config, me.item)).toBe(me.address);
  });

  it('a restart after the mint was mined but before it was marked: ownerOf says minted, nothing is sent again', async () => {
    const me = await owner(5);
    await k.ok<NftOwned>('bind_box/withdrawNFT', { id: String(me.item), address: me.address }, me.token);
    // The token appears on chain by a mint the server did not record as sent (as if it crashed right after).
    const early = await createNftClient(minterKey).mint(config, me.item, me.address);
    await expect.poll(async () => (await reader.receipt(config, early)).status).toBe('success');
    const nonceBefore = await createNftClient(minterKey).minedNonce(config);
    await t.stop();
    t = await start();
    await mints().tick();
    expect(await mintRows(me.item)).toMatchObject([{ status: 'minted', tx_hash: null }]);
    expect(await createNftClient(minterKey).minedNonce(config)).toBe(nonceBefore);
    expect((await itemRow(me.item))?.token_id).toBe(String(me.item));
  });

  it('refusals change nothing: not the owner, listed, not a bound address, pending, unknown item', async () => {
    const me = await owner(6);
    const other = await k.user('0', 'other');
    const before = await k.snapshot([me.uid, other.uid]);
    await refused({ id: String(me.item), address: me.address }, other.token, 'nftErrors.notOwner');
    await refused({ id: String(me.item), address: chain.accounts[7].address }, me.token, 'nftChainErrors.notBound', 'address');
    // Another user's bound wallet is not mine either.
    await bind(other.uid, chain.accounts[8].address);
    await refused({ id: String(me.item), address: chain.accounts[8].address }, me.token, 'nftChainErrors.notBound', 'address');
    await k.ok('bind_box/resellNFT', { id: String(me.item), mode: 'fixed', price: '20' }, me.token);
    await refused({ id: String(me.item), address: me.address }, me.token, 'nftChainErrors.listed');
    await k.ok('bind_box/cancelResell', { id: String(me.item) }, me.token);
    await refused({ id: '999999', address: me.address }, me.token, 'nftErrors.item');
    expect(await mintRows(me.item)).toHaveLength(0);
    expect((await itemRow(me.item))?.locked).toBe(0);

    await k.ok<NftOwned>('bind_box/withdrawNFT', { id: String(me.item), address: me.address }, me.token);
    await refused({ id: String(me.item), address: me.address }, me.token, 'nftChainErrors.pending');
    expect(await mintRows(me.item)).toHaveLength(1);
    expect(await k.snapshot([me.uid, other.uid])).toBe(before);
    await mints().tick();
    await mine(5);
    await mints().tick();
    expect(await reader.ownerOf(config, me.item)).toBe(me.address);
  });

  it('a reverted mint fails with its reason and unlocks the item; the owner may withdraw again', async () => {
    const me = await owner(9);
    // The token id is taken on chain by someone else's mint (another owner of the contract's history).
    const row = await k.ok<NftOwned>('bind_box/withdrawNFT', { id: String(me.item), address: me.address }, me.token);
    expect(row.mint?.status).toBe('recorded');
    const taken = await createNftClient(minterKey).mint(config, me.item, chain.accounts[2].address);
    await expect.poll(async () => (await reader.receipt(config, taken)).status).toBe('success');
    await mints().tick();
    expect(await mintRows(me.item)).toMatchObject([{ status: 'failed' }]);
    expect((await myNft(me.token, me.item))?.mint?.reason).toMatch(/owned by/);
    expect((await itemRow(me.item))?.locked).toBe(0);
  });
});
