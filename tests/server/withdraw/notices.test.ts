// Each step of a withdrawal is told to its user, in the step's transaction: approved, sent, completed;
// or rejected (with the reason) or failed on chain. A refused decision tells nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers';
import { admin, mine, type Rig, startRig, stopRig, withdrawer, PAY } from './chain';

let rig: Rig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => stopRig(rig));

const out = async (token: string, address: string, number: string) => {
  const { body } = await post(
    rig.t.api,
    'wallet/out',
    { currency_id: '1', chain_id: String(rig.chain.chainId), address, number, pay_password: PAY },
    token,
  );
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return String((body.message as { id: number }).id);
};
const sender = () => rig.t.server.use('withdrawals');
const told = async (uid: number) =>
  (
    (await rig.t.server.db.$sql.all('SELECT kind, vars, ref FROM notifications WHERE user_id = ? ORDER BY id', uid)) as Array<{
      kind: string;
      vars: string;
      ref: string;
    }>
  ).map((n) => ({ ...n, vars: JSON.parse(n.vars) as Record<string, string> }));

describe('withdrawal notifications', () => {
  it('approved, sent, completed: each once, with the amount and what arrives', async () => {
    const me = await withdrawer(rig.t);
    const id = await out(me.token, me.address, '25');
    expect(await told(me.uid)).toEqual([]);
    await admin(rig.t, 'POST', 'admin/withdraw/approve', { id });
    expect((await admin(rig.t, 'POST', 'admin/withdraw/approve', { id })).type).toBe('error');
    await sender().tick();
    await sender().tick();
    await mine(rig.chain, 4);
    await sender().tick();
    await sender().tick();
    const vars = { amount: '25', receive: '24.75', currency: 'USDT' };
    expect(await told(me.uid)).toEqual([
      { kind: 'withdrawApproved', vars, ref: `withdraw:${id}` },
      { kind: 'withdrawSent', vars, ref: `withdraw:${id}` },
      { kind: 'withdrawCompleted', vars, ref: `withdraw:${id}` },
    ]);
  });

  it('rejected with its reason; a later approval is refused and tells nothing', async () => {
    const me = await withdrawer(rig.t);
    const id = await out(me.token, me.address, '40');
    await admin(rig.t, 'POST', 'admin/withdraw/reject', { id, reason: 'Address failed screening' });
    expect((await admin(rig.t, 'POST', 'admin/withdraw/approve', { id })).type).toBe('error');
    expect((await admin(rig.t, 'POST', 'admin/withdraw/reject', { id, reason: 'again' })).type).toBe('error');
    expect(await told(me.uid)).toEqual([
      {
        kind: 'withdrawRejected',
        vars: { amount: '40', receive: '39.6', currency: 'USDT', reason: 'Address failed screening' },
        ref: `withdraw:${id}`,
      },
    ]);
  });

  it('failed on chain (reverted): told after it was sent', async () => {
    const me = await withdrawer(rig.t, '3000', 2);
    const id = await out(me.token, me.address, '2000'); // more than the hot wallet holds
    await admin(rig.t, 'POST', 'admin/withdraw/approve', { id });
    await sender().tick();
    await sender().tick();
    expect((await told(me.uid)).map((n) => n.kind)).toEqual(['withdrawApproved', 'withdrawSent', 'withdrawFailed']);
  });
});
