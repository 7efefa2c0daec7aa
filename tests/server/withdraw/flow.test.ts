// Withdrawals on a real local chain: frozen at request; approved → the hot wallet sends the ERC-20
// transfer → 5 confirmations → completed (the destination gets amount − fee, the fee account the fee);
// rejected or reverted → the money is back; dropped only on proof (its nonce used by another transaction
// of ours confirmed 5 deep), never because a nonce moved on. A crash between "approved" and "sent" sends once.
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, balance, client, mine, onChain, records, restart, type Rig, sendUsdt, startRig, stopRig, withdrawer, PAY } from './chain';
import { post } from '../helpers';
import { balanceOf, FEES_ID } from '../../../server/core/ledger';

let rig: Rig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => stopRig(rig));

const out = (token: string, address: string, number: string, pay_password = PAY) =>
  post(rig.t.api, 'wallet/out', { currency_id: '1', chain_id: String(rig.chain.chainId), address, number, pay_password }, token);
const sender = () => rig.t.server.use('withdrawals');
const feesUsdt = async () => (await balanceOf(rig.t.server.db, FEES_ID, 1)).available;

describe('a withdrawal on chain', () => {
  it('is frozen at request, sent when approved, completed after 5 confirmations, exactly', async () => {
    const me = await withdrawer(rig.t);
    const fees = await feesUsdt();
    const asked = await out(me.token, me.address, '25');
    expect(asked.body, JSON.stringify(asked.body)).toMatchObject({ type: 'ok' });
    expect(asked.body.message).toMatchObject({ status: 'pending', amount: '25', fee: '0.25', receive: '24.75', name: 'Cold wallet' });
    expect(await balance(rig.t, me.token)).toEqual({ available: '975', frozen: '25' });
    const id = String((asked.body.message as { id: number }).id);

    expect((await admin(rig.t, 'POST', 'admin/withdraw/approve', { id })).message).toMatchObject({ status: 'approved' });
    await sender().tick(); // signed, broadcast and (anvil mines at once) in its block: 1 of 5
    // Under load the receipt may not be there yet in that same round: the next round sees it.
    await vi.waitFor(async () => {
      const [sent] = await records(rig.t, me.token);
      if (sent.confirmations === 0) await sender().tick();
      expect(sent.confirmations).toBe(1);
    });
    let [row] = await records(rig.t, me.token);
    expect(row).toMatchObject({ status: 'sent', confirmations: 1, required_confirmations: 5 });
    expect(row.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await onChain(rig.chain, me.address)).toBe('24.75');
    await mine(rig.chain, 2);
    await sender().tick();
    [row] = await records(rig.t, me.token);
    expect(row).toMatchObject({ status: 'sent', confirmations: 3 });
    await mine(rig.chain, 2);
    await sender().tick();
    [row] = await records(rig.t, me.token);
    expect(row).toMatchObject({ status: 'completed', confirmations: 5 });
    expect(row.completed_at).toEqual(expect.any(Number));
    expect(await balance(rig.t, me.token)).toEqual({ available: '975', frozen: '0' });
    expect((await feesUsdt()).minus(fees).toFixed()).toBe('0.25');
    // Nothing more happens to a completed one.
    await mine(rig.chain, 3);
    await sender().tick();
    expect(await onChain(rig.chain, me.address)).toBe('24.75');
  });

  it('a rejected withdrawal returns the money with the reason; it cannot be approved after', async () => {
    const me = await withdrawer(rig.t);
    const asked = await out(me.token, me.address, '40');
    const id = String((asked.body.message as { id: number }).id);
    const rejected = await admin(rig.t, 'POST', 'admin/withdraw/reject', { id, reason: 'Address belongs to a sanctioned service' });
    expect(rejected.message).toMatchObject({ status: 'rejected', reason: 'Address belongs to a sanctioned service' });
    expect(await balance(rig.t, me.token)).toEqual({ available: '1000', frozen: '0' });
    expect((await admin(rig.t, 'POST', 'admin/withdraw/approve', { id })).type).toBe('error');
    expect((await admin(rig.t, 'POST', 'admin/withdraw/reject', { id, reason: 'again' })).type).toBe('error');
    await sender().tick();
    expect(await onChain(rig.chain, me.address)).toBe('0');
    expect(await balance(rig.t, me.token)).toEqual({ available: '1000', frozen: '0' });
  });

  it('a crash between "approved" and "sent" sends once, whether or not the broadcast got out', async () => {
    const hot = privateKeyToAccount(rig.hotKey).address;
    for (const broadcastBeforeCrash of [false, true]) {
      const me = await withdrawer(rig.t);
      const asked = await out(me.token, me.address, '10');
      const id = String((asked.body.message as { id: number }).id);
      await admin(rig.t, 'POST', 'admin/withdraw/approve', { id });
      const nonceBefore = await client(rig.chain).getTransactionCount({ address: hot });
      await sender().signOnly(); // recorded, not yet broadcast: the server stops here
      const raw = (await rig.t.server.db.$sql.get('SELECT raw_tx FROM withdrawals WHERE id = ?', Number(id))) as { raw_tx: string };
      expect(raw.raw_tx).toMatch(/^0x/);
      if (broadcastBeforeCrash) await client(rig.chain).sendRawTransaction({ serializedTransaction: raw.raw_tx as `0x${string}` });
      await rig.t.stop();
      rig.t = await restart(rig);
      await sender().tick();
      await sender().tick();
      await mine(rig.chain, 5);
      await sender().tick();
      await sender().tick();
      const [row] = await records(rig.t, me.token);
      expect(row, `broadcast before crash: ${broadcastBeforeCrash}`).toMatchObject({ status: 'completed' });
      expect(await onChain(rig.chain, me.address)).toBe('9.9');
      expect(await client(rig.chain).getTransactionCount({ address: hot })).toBe(nonceBefore + 1);
      expect(await balance(rig.t, me.token)).toEqual({ available: '990', frozen: '0' });
    }
  });

  it('a reverted transfer (more than the hot wallet holds) returns the money', async () => {
    // Reverted: the hot wallet holds under 1,000 USDT by now.
    const a = await withdrawer(rig.t, '3000', 2);
    const big = await out(a.token, a.address, '2000');
    expect(big.body, JSON.stringify(big.body)).toMatchObject({ type: 'ok' });
    await admin(rig.t, 'POST', 'admin/withdraw/approve', { id: String((big.body.message as { id: number }).id) });
    // A round that meets a slow chain (a busy machine) tries again at the next one: a few rounds at most.
    let row: Record<string, unknown> | undefined;
    for (let round = 0; round < 6 && row?.status !== 'failed'; round += 1) {
      await sender().tick();
      [row] = await records(rig.t, a.token);
    }
    expect(row).toMatchObject({ status: 'failed', reason: 'reverted' });
    expect(await balance(rig.t, a.token)).toEqual({ available: '3000', frozen: '0' });
    expect(await onChain(rig.chain, a.address)).toBe('0');
  });

  it('its nonce taken by a transaction that is not ours: stays sent, never given back without proof', async () => {
    const hot = privateKeyToAccount(rig.hotKey).address;
    const b = await withdrawer(rig.t);
    const small = await out(b.token, b.address, '20');
    const id = (small.body.message as { id: number }).id;
    await admin(rig.t, 'POST', 'admin/withdraw/approve', { id: String(id) });
    await sender().signOnly();
    const { nonce } = (await rig.t.server.db.$sql.get('SELECT nonce FROM withdrawals WHERE id = ?', id)) as { nonce: number };
    // Someone with the key (outside the server) takes the nonce first: nothing of ours proves the drop.
    await sendUsdt(rig.chain, rig.hotKey, hot, 1n, nonce);
    for (let i = 0; i < 3; i += 1) {
      await sender().tick();
      await mine(rig.chain, 3);
    }
    const [row] = await records(rig.t, b.token);
    expect(row).toMatchObject({ status: 'sent', reason: null });
    expect(await balance(rig.t, b.token)).toEqual({ available: '980', frozen: '20' });
    const [listed] = (await admin(rig.t, 'GET', 'admin/withdrawals', { status: 'sent' })).message as Array<Record<string, unknown>>;
    expect(listed).toMatchObject({ id, stuck: false, nonce, chain_note: expect.stringContaining('not ours') });
  });

  it('its nonce taken by another transaction of ours confirmed 5 deep: dropped, the money back', async () => {
    const hot = privateKeyToAccount(rig.hotKey).address;
    const c = await withdrawer(rig.t);
    const asked = await out(c.token, c.address, '20');
    const id = (asked.body.message as { id: number }).id;
    await admin(rig.t, 'POST', 'admin/withdraw/approve', { id: String(id) });
    await sender().signOnly();
    const { nonce } = (await rig.t.server.db.$sql.get('SELECT nonce FROM withdrawals WHERE id = ?', id)) as { nonce: number };
    // Another transaction of ours with the same nonce (as the old code signed a mint and a withdrawal
    // with one nonce: the migration records both) is mined first.
    const other = await sendUsdt(rig.chain, rig.hotKey, hot, 1n, nonce);
    await rig.t.server.db.$sql.run(
      "INSERT INTO chain_txs (chain_id, signer, nonce, purpose, tx_hash, created_at) VALUES (?, ?, ?, 'nft-mint:legacy', ?, 0)",
      rig.chain.chainId,
      hot.toLowerCase(),
      nonce,
      other,
    );
    await sender().tick();
    await sender().tick();
    // One confirmation deep is no proof yet.
    let [row] = await records(rig.t, c.token);
    expect(row).toMatchObject({ status: 'sent' });
    expect(await balance(rig.t, c.token)).toEqual({ available: '980', frozen: '20' });
    await mine(rig.chain, 4);
    await sender().tick();
    [row] = await records(rig.t, c.token);
    expect(row).toMatchObject({ status: 'failed', reason: 'dropped' });
    expect(await balance(rig.t, c.token)).toEqual({ available: '1000', frozen: '0' });
    expect(await onChain(rig.chain, c.address)).toBe('0');
  });
});
