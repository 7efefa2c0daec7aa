import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers';
import { type LyingRpc, lyingRpc } from './lyingRpc';
import { admin, balance, mine, onChain, PAY, records, type Rig, startRig, stopRig, withdrawer } from './chain';
import { adminCli } from '../support';

let rig: Rig;
let node: LyingRpc;
beforeAll(async () => {
  rig = await startRig(async (chain) => {
    node = await lyingRpc(chain.rpcUrl);
    return { rpcUrl: node.url };
  });
});
afterAll(async () => {
  await stopRig(rig);
  await node?.close();
});

const sender = () => rig.t.server.use('withdrawals');
const stuckList = async () => (await admin(rig.t, 'GET', 'admin/withdrawals', { stuck: '1' })).message as Array<Record<string, unknown>>;

describe('a node that answers null receipts while the transfer is mined', () => {
  it('keeps the withdrawal sent and frozen, tells the operator after the set time, and completes once: paid once', async () => {
    const me = await withdrawer(rig.t);
    const asked = await post(
      rig.t.api,
      'wallet/out',
      { currency_id: '1', chain_id: String(rig.chain.chainId), address: me.address, number: '30', pay_password: PAY },
      me.token,
    );
    const id = (asked.body.message as { id: number }).id;
    await admin(rig.t, 'POST', 'admin/withdraw/approve', { id: String(id) });
    expect((await admin(rig.t, 'POST', 'admin/setting', { key: 'withdraw_stuck_min', value: '30' })).type).toBe('ok');

    node.hideReceipts();
    await sender().tick(); // signed, broadcast, mined at once by anvil; the node says it has no receipt
    await mine(rig.chain, 6);
    await sender().tick();
    await sender().tick();
    expect(node.lies()).toBeGreaterThan(0);
    expect(await onChain(rig.chain, me.address)).toBe('29.7'); // on chain, the transfer is there
    const [row] = await records(rig.t, me.token);
    expect(row).toMatchObject({ status: 'sent', reason: null });
    expect(await balance(rig.t, me.token)).toEqual({ available: '970', frozen: '30' });

    // Not stuck yet; after the operator's 30 minutes it is listed, with why.
    expect(await stuckList()).toEqual([]);
    await admin(rig.t, 'POST', 'admin/clock', { advance_ms: String(31 * 60_000) });
    await sender().tick();
    expect(await stuckList()).toEqual([
      expect.objectContaining({ id, user_id: me.uid, status: 'sent', stuck: true, chain_note: expect.stringContaining('nonce is used') }),
    ]);
    const env = { ...process.env, KESTREL_URL: rig.t.url, ADMIN_TOKEN: 'test-admin-token', DATA_DIR: rig.t.dataDir };
    const cli = await adminCli(env)('withdrawals-stuck');
    expect(JSON.parse(cli.stdout)).toEqual([expect.objectContaining({ id, stuck: true })]);
    expect(await balance(rig.t, me.token)).toEqual({ available: '970', frozen: '30' });

    // The node catches up: completed, the money leaves once, nothing more is sent.
    node.tellTruth();
    await sender().tick();
    const [done] = await records(rig.t, me.token);
    expect(done).toMatchObject({ status: 'completed' });
    expect(await balance(rig.t, me.token)).toEqual({ available: '970', frozen: '0' });
    expect(await stuckList()).toEqual([]);
    await mine(rig.chain, 3);
    await sender().tick();
    expect(await onChain(rig.chain, me.address)).toBe('29.7');
  });
});
