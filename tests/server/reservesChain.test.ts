// Proof of reserves on the dev chain (anvil): the platform's addresses (the hot wallet and every deposit
// address handed out) each sign a message naming the snapshot and its root, and their test USDT is read
// at the block recorded when the snapshot started (a transfer after it changes nothing there); reserves ÷
// liabilities per currency; a chain that does not answer is reported as not read, not as zero.
import { type Address, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevChain, fundOnDevChain, startDevChain, usdtAbi } from '../../server/chain/devchain';
import { EXTERNAL_ID, transfer } from '../../server/core/ledger';
import type { PlatformAddress, SnapshotFigures } from '../../src/contract/reserves';
import { Decimal } from '../../src/shared/lib/decimal';
import { chainClient, depositAddressOn, mine, payUsdt } from './chainSupport';
import { startServer, type TestServer } from './helpers';
import { freshEmail, okCall, registerEmail } from './support';

const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
let chain: DevChain;
let t: TestServer;
const hotKey = generatePrivateKey();
const hot = privateKeyToAccount(hotKey).address.toLowerCase();

const balanceAt = async (address: string, blockNumber?: bigint) =>
  (await chainClient(chain).readContract({
    address: chain.usdt,
    abi: usdtAbi,
    functionName: 'balanceOf',
    args: [address as Address],
    blockNumber,
  })) as bigint;

beforeAll(async () => {
  chain = await startDevChain({ port: 0, blockTime: 0 });
  await fundOnDevChain(chain, hot as Address, '1000');
  t = await startServer({
    chains: [
      { chainId: chain.chainId, name: 'Kestrel dev chain', rpcUrl: chain.rpcUrl, usdt: chain.usdt, explorer: '', confirmations: 5 },
      // A chain that does not answer.
      { chainId: 999_001, name: 'Silent chain', rpcUrl: 'http://127.0.0.1:9', usdt: chain.usdt, explorer: '', confirmations: 5 },
    ],
    depositMnemonic: MNEMONIC,
    hotWalletKey: hotKey,
    watchMs: 0,
    market: { autoStart: false },
  });
});
afterAll(async () => {
  await t?.stop();
  await chain?.stop();
});

describe('reserves on chain', () => {
  it('signs with every platform address, reads its USDT at the snapshot block, and divides by the liabilities', async () => {
    const a = await registerEmail(t.api, freshEmail('reserves-chain'));
    const b = await registerEmail(t.api, freshEmail('reserves-chain'));
    const deposits = [await depositAddressOn(t, chain, a.token), await depositAddressOn(t, chain, b.token)];
    await payUsdt(chain, deposits[0], '25');
    await payUsdt(chain, deposits[1], '7.5');
    await mine(chain, 2);
    const { db } = t.server;
    await db.transaction(async () => await transfer(db, EXTERNAL_ID, a.uid, 1, '500', 'deposit', 'test'));
    const block = await chainClient(chain).getBlockNumber();

    const response = await fetch(`${t.api}/admin/reserves/snapshot`, { method: 'POST', headers: { 'x-admin-token': 'test-admin-token' } });
    const figures = ((await response.json()) as { message: SnapshotFigures }).message;
    expect(figures.status).toBe('published');
    // After the snapshot, more USDT arrives: the snapshot's figures stay those of its block.
    await payUsdt(chain, deposits[0], '100');

    const [dev, silent] = figures.chains;
    expect(dev).toMatchObject({ chain_id: chain.chainId, status: 'read', block_number: Number(block), total: '1032.5', addresses: 3 });
    expect(silent).toMatchObject({ chain_id: 999_001, status: 'unreadable', block_number: null, total: null });

    const { list } = await okCall<{ list: PlatformAddress[] }>(
      t.api,
      'reserves/addresses',
      { id: String(figures.id), limit: '50' },
      '',
      'GET',
    );
    const onDev = list.filter((x) => x.chain_id === chain.chainId);
    expect(onDev.map((x) => [x.role, x.address])).toEqual([
      ['hot', hot],
      ...deposits
        .map((d) => d.toLowerCase())
        .sort()
        .map((d) => ['deposit', d]),
    ]);
    for (const x of list) {
      expect(x.message).toBe(
        `Kestrel proof of reserves\nSnapshot: ${figures.id}\nLiabilities root: ${figures.root}\nChain: ${x.chain_id}\nAddress: ${x.address}`,
      );
      expect(await verifyMessage({ address: x.address as Address, message: x.message, signature: x.signature as `0x${string}` })).toBe(
        true,
      );
    }
    // A signature of another address does not pass for the hot wallet.
    const foreign = list.find((x) => x.address !== hot);
    expect(
      await verifyMessage({ address: hot as Address, message: foreign?.message ?? '', signature: foreign?.signature as `0x${string}` }),
    ).toBe(false);
    // Each balance is the chain's at the snapshot's block (anyone can re-read it), not today's.
    for (const x of onDev) {
      const atBlock = await balanceAt(x.address, BigInt(dev.block_number ?? 0));
      expect(new Decimal(x.balance ?? '-1').times(1e6).toFixed()).toBe(atBlock.toString());
    }
    expect(await balanceAt(deposits[0])).toBe(125_000_000n);
    expect(list.filter((x) => x.chain_id === 999_001).every((x) => x.balance === null)).toBe(true);

    const usdt = figures.reserves.find((r) => r.code === 'USDT');
    const liabilities = figures.currencies.find((c) => c.code === 'USDT')?.liabilities ?? '0';
    expect(usdt).toMatchObject({ on_chain: true, reserves: '1032.5', liabilities, unread_chains: 1 });
    expect(usdt?.ratio).toBe(new Decimal('1032.5').div(liabilities).toFixed(4, Decimal.ROUND_DOWN));
    // A currency no chain holds says so: no reserves figure, no ratio.
    for (const other of figures.reserves.filter((r) => r.code !== 'USDT'))
      expect(other).toMatchObject({ on_chain: false, reserves: null, ratio: null });
  });
});
