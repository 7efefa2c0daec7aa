// One key, one owner of its nonces: without NFT_MINTER_KEY the NFT minter signs with the hot wallet's
// key. A withdrawal and a mint signed in the same round (each recorded, then both broadcast) get two
// nonces from the key's one signer, and both are mined: the address is paid and the token is minted.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handNftTo } from '../../../server/chain/devchain';
import { createNftClient } from '../../../server/chain/nft';
import { wallets } from '../../../server/modules/wallet/schema';
import { post } from '../helpers';
import { nftKit } from '../nftSupport';
import { admin, balance, chainConfig, client, mine, onChain, PAY, records, type Rig, startRig, stopRig, withdrawer } from './chain';

let rig: Rig;
const k = nftKit(() => rig.t);
const hotKey = generatePrivateKey();
beforeAll(async () => {
  // The hot wallet's key owns the NFT contract too: it is the minter (no NFT_MINTER_KEY).
  rig = await startRig(async (chain) => {
    await handNftTo(chain, privateKeyToAccount(hotKey).address);
    return { hotKey, options: { chains: [{ ...chainConfig({ chain, hotKey, dataDir: '' }), nft: chain.nft }] } };
  });
});
afterAll(() => stopRig(rig));

describe('a withdrawal and an NFT mint with the same key', () => {
  it('signed in one round get two nonces of the one signer, and both are mined', async () => {
    const hot = privateKeyToAccount(rig.hotKey).address;
    const me = await withdrawer(rig.t);
    const asked = await post(
      rig.t.api,
      'wallet/out',
      { currency_id: '1', chain_id: String(rig.chain.chainId), address: me.address, number: '40', pay_password: PAY },
      me.token,
    );
    await admin(rig.t, 'POST', 'admin/withdraw/approve', { id: String((asked.body.message as { id: number }).id) });

    const owner = await k.user('100', 'shared');
    const piece = await k.item({ mode: 'fixed', price: '10' });
    await k.ok('bind_box/buyNFT', { id: String(piece.id), price: '10' }, owner.token);
    const to = rig.chain.accounts[6].address.toLowerCase();
    await rig.t.server.db.insert(wallets).values({ user_id: owner.uid, address: to, created_at: 0 }).run();
    await k.ok('bind_box/withdrawNFT', { id: String(piece.id), address: to }, owner.token);

    const withdrawals = rig.t.server.use('withdrawals');
    const mints = rig.t.server.use('nftMints');
    const before = await client(rig.chain).getTransactionCount({ address: hot });
    // One round: both sign (each reads the same pending count), then both send.
    await Promise.all([withdrawals.signOnly(), mints.signOnly()]);
    const nonces = (await rig.t.server.db.$sql.all(
      'SELECT nonce, purpose FROM chain_txs WHERE signer = ? ORDER BY nonce',
      hot.toLowerCase(),
    )) as Array<{ nonce: number; purpose: string }>;
    expect(nonces.map((n) => n.nonce)).toEqual([before, before + 1]);
    await Promise.all([withdrawals.tick(), mints.tick()]);
    await mine(rig.chain, 5);
    await Promise.all([withdrawals.tick(), mints.tick()]);

    expect(await client(rig.chain).getTransactionCount({ address: hot })).toBe(before + 2);
    expect(await onChain(rig.chain, me.address)).toBe('39.6');
    expect((await records(rig.t, me.token))[0]).toMatchObject({ status: 'completed' });
    expect(await balance(rig.t, me.token)).toEqual({ available: '960', frozen: '0' });
    const mint = (await rig.t.server.db.$sql.get('SELECT status FROM nft_mints WHERE item_id = ?', piece.id)) as { status: string };
    expect(mint.status).toBe('minted');
    expect(await createNftClient().ownerOf({ ...chainConfig(rig), nft: rig.chain.nft }, piece.id)).toBe(to);
  });
});
