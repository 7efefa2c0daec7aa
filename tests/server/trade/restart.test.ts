// A restart: open positions and pending orders are reloaded, and timed trades that came due while the
// server was down are settled at start (the scheduler catches up).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../../server/core/clock';
import { balanceOf, pocket } from '../../../server/core/ledger';
import { grantDemoFunds } from '../../../server/modules/auth/demo';
import type { LeverListReply, LeverOrder, TimedOrder } from '../../../src/contract/trade';
import { Decimal } from '../../../src/shared/lib/decimal';
import { get, post, startServer, type TestServer } from '../helpers';
import { demoLogin } from '../support';
import { USDT } from './setup';

describe('restart', () => {
  it('reloads open positions and pending orders, and settles timed trades that came due while down', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-trade-restart-'));
    try {
      const first = await startServer({ dataDir, market: { autoStart: false } });
      await first.server.use('feed').push('BTCUSDT', '60000');
      const { token, uid } = await demoLogin(first.api);
      await grantDemoFunds(first.server.db, uid);
      const call = async <T>(server: TestServer, p: string, form: Record<string, string>, method: 'GET' | 'POST' = 'POST') => {
        const { body } = method === 'GET' ? await get(server.api, p, form, token) : await post(server.api, p, form, token);
        expect(body.type, JSON.stringify(body)).toBe('ok');
        return body.message as T;
      };
      const position = await call<LeverOrder>(first, 'lever/submit', {
        symbol: 'BTCUSDT',
        side: 'buy',
        order_type: 'market',
        lots: '1',
        leverage: '10',
        target_profit_price: '60100',
      });
      const pending = await call<LeverOrder>(first, 'lever/submit', {
        symbol: 'BTCUSDT',
        side: 'sell',
        order_type: 'limit',
        price: '60200',
        lots: '1',
        leverage: '10',
      });
      const timed = await call<TimedOrder>(first, 'microtrade/submit', {
        match_id: String((await (await first.server.use('trading')).symbolByName('BTCUSDT'))?.id),
        currency_id: '1',
        type: 'up',
        seconds: '30',
        number: '10',
      });
      await first.stop();

      // The trade ends while the server is down: the test clock moves past its end before the restart.
      advanceClock(31_000);

      const second = await startServer({ dataDir, market: { autoStart: false } });
      try {
        // Caught up at start: the scheduler ran the settlement that came due while the server was down.
        expect((await second.server.scheduler.pendingOf('timed.settle', `timed:${timed.id}`))?.status).toBe('done');
        (await second.server.use('trading')).start();
        const settled = await call<TimedOrder>(second, 'microtrade/get_result', { id: String(timed.id) }, 'GET');
        expect(settled.status).not.toBe('open');
        await second.server.use('feed').push('BTCUSDT', '60250');
        const list = await call<LeverListReply>(second, 'lever/my_trade', {});
        expect(list.list.find((o) => o.id === position.id)).toMatchObject({ status: 'closed', close_reason: 'tp', close_price: '60250' });
        expect(list.list.find((o) => o.id === pending.id)).toMatchObject({ status: 'open', open_price: '60200' });
        const b = await balanceOf(second.server.db, pocket(uid, 'lever'), USDT);
        expect(b.available.plus(b.frozen).gt(new Decimal(9000))).toBe(true);
      } finally {
        await second.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
