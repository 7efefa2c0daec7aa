import { expect, it } from 'vitest';
import { withdrawAdminCalls } from '../../src/contract/withdraw';
import { fiatAdminCalls } from '../../src/contract/wallet';
import { saleAdminCalls } from '../../src/contract/salecoin';
import { PNG } from '../fixtures';
import { post, startServer } from './helpers';
import { adminCli, freshEmail, raw, registerEmail } from './support';

it('lists and decides deposits, lists withdrawals and sales, refuses what does not exist', async () => {
  const t = await startServer({ adminToken: 'cli-token' });
  try {
    const me = await registerEmail(t.api, freshEmail('cli-money'));
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
    const shot = (
      (await raw(`${t.api}/wallet/proof/upload`, { method: 'POST', body: form, headers: { authorization: me.token } })).json as {
        message: { id: string };
      }
    ).message.id;
    const wire = async (amount: string) =>
      (
        (await post(t.api, 'wallet/Wiretransfer', { amount, screenshot: shot, tx_suffix: 'QWE123', remitter: 'Li Wei' }, me.token)).body
          .message as { id: number }
      ).id;
    const [first, second] = [await wire('120'), await wire('80')];

    const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'cli-token', DATA_DIR: t.dataDir };
    const admin = (...args: string[]) => adminCli(env)(...args);
    const json = async (...args: string[]) => JSON.parse((await admin(...args)).stdout);
    const refused = (...args: string[]) => admin(...args).catch((e: { code: number }) => e);

    const [help, pending, withdrawals, sales, noSuch, noSale] = await Promise.all([
      admin('help'),
      json('deposits', 'pending'),
      json('withdrawals'),
      json('sales', 'pending'),
      refused('approve', '999999'),
      refused('sale-paid', '999999'),
    ]);
    for (const name of [
      'withdrawals',
      'withdrawals-stuck',
      'approve',
      'reject',
      'deposits',
      'deposit-approve',
      'deposit-reject',
      'sales',
      'sale-paid',
      'sale-reject',
    ])
      expect(help.stdout).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
    // Every admin call of these areas has its command; the operator reads a proof at the list's signed URL.
    expect(Object.keys({ ...withdrawAdminCalls, ...fiatAdminCalls, ...saleAdminCalls })).toHaveLength(10);
    expect(pending).toEqual([
      expect.objectContaining({ id: second, user_id: me.uid, amount: '80', status: 'pending' }),
      expect.objectContaining({ id: first, user_id: me.uid, amount: '120', status: 'pending' }),
    ]);
    expect(withdrawals).toEqual([]);
    expect(sales).toEqual([]);
    expect(noSuch).toMatchObject({ code: 1 });
    expect(noSale).toMatchObject({ code: 1 });

    expect(await json('deposit-approve', String(first))).toMatchObject({ status: 'approved' });
    expect(await json('deposit-reject', String(second), 'No', 'payment', 'received')).toMatchObject({
      status: 'rejected',
      reason: 'No payment received',
    });
    const { body } = await post(t.api, 'wallet/detail', { type: 'legal', currency: '1' }, me.token);
    expect(body.message).toEqual([expect.objectContaining({ available: '120', frozen: '0' })]);
  } finally {
    await t.stop();
  }
}, 120_000);
