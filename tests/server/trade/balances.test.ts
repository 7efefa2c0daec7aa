// Balances of demo and real accounts (wallet/detail, one account), and the session every trading call needs.
import { describe, expect, it } from 'vitest';
import { grantDemoFunds } from '../../../server/modules/auth/demo';
import type { WalletBalance as Balance } from '../../../src/contract/fund';
import { post } from '../helpers';
import { freshEmail, registerEmail } from '../support';
import { db, ok, server, trader, USDT, usdt, setupTradeServer } from './setup';

setupTradeServer();

describe('balances', () => {
  it('a demo account holds its grant in each account, USDT first; an account with nothing still lists USDT at zero', async () => {
    const who = await trader();
    const spot = await ok<Balance[]>('wallet/detail', { type: 'change' }, who);
    expect(spot[0]).toEqual({ currency_id: USDT, code: 'USDT', available: '10000', frozen: '0', value_usdt: '10000' });
    expect(spot.map((b) => [b.code, b.available])).toEqual([
      ['USDT', '10000'],
      ['BTC', '0.5'],
      ['ETH', '5'],
    ]);
    for (const type of ['legal', 'lever', 'micro']) {
      expect((await ok<Balance[]>('wallet/detail', { type }, who)).map((b) => [b.code, b.available])).toEqual([['USDT', '10000']]);
    }
    // The grant is given once.
    expect(await grantDemoFunds(db(), who.uid)).toBe(false);

    const real = await registerEmail(server().api, freshEmail('trade'));
    expect(await ok<Balance[]>('wallet/detail', { type: 'lever' }, { token: real.token, uid: real.uid })).toEqual([
      { currency_id: USDT, code: 'USDT', available: '0', frozen: '0', value_usdt: '0' },
    ]);
  });

  it('the seeded demo account has funds from the first start', async () => {
    const demo = (await db().$sql.get("SELECT id FROM users WHERE email = 'demo@kestrel.test'")) as { id: number };
    expect((await usdt(demo.id, 'legal')).available.plus((await usdt(demo.id, 'legal')).frozen).gt(0)).toBe(true);
  });
});

describe('refusals: an envelope with a field, nothing changed', () => {
  it('every trading call needs a session', async () => {
    for (const p of ['wallet/list', 'wallet/detail', 'lever/submit', 'lever/close', 'option/submit', 'microtrade/submit', 'coin/trade']) {
      const { body } = await post(server().api, p, {});
      expect(body.type).toBe(999);
    }
  });
});
