// Closes the user did not ask for are told to them: a take-profit or stop-loss filled and a position
// liquidated each write one notification (symbol, lots, price, profit) in the closing transaction; a
// close the user asked for tells nothing.
import { describe, expect, it } from 'vitest';
import type { LeverOrder } from '../../../src/contract/trade';
import type { NoticeList } from '../../../src/contract/notices';
import { db, market, ok, push, type Trader, trader, setupTradeServer } from './setup';

setupTradeServer();

const notes = async (who: Trader) =>
  (await db().$sql.all('SELECT kind, vars, ref FROM notifications WHERE user_id = ? ORDER BY id', who.uid)) as Array<{
    kind: string;
    vars: string;
    ref: string;
  }>;

describe('notifications of closed positions', () => {
  it('take-profit, stop-loss and liquidation each tell the user once; a manual close tells nothing', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    const tp = await ok<LeverOrder>('lever/submit', market('buy', '0.5', 10, { target_profit_price: '61000' }), who);
    const sl = await ok<LeverOrder>('lever/submit', market('sell', '0.5', 10, { stop_loss_price: '61500' }), who);
    const manual = await ok<LeverOrder>('lever/submit', market('buy', '0.5', 10), who);
    await ok('lever/close', { id: manual.id }, who);
    expect(await notes(who)).toEqual([]);

    await push('BTCUSDT', '61000'); // the long's take-profit
    await push('BTCUSDT', '61600'); // the short's stop-loss
    await push('BTCUSDT', '61600');
    expect(await notes(who)).toEqual([
      { kind: 'takeProfitFilled', vars: '{"symbol":"BTCUSDT","lots":"0.5","price":"61000","profit":"5"}', ref: `lever:${tp.id}` },
      { kind: 'stopLossFilled', vars: '{"symbol":"BTCUSDT","lots":"0.5","price":"61600","profit":"-8"}', ref: `lever:${sl.id}` },
    ]);

    await push('BTCUSDT', '60000');
    const risky = await ok<LeverOrder>('lever/submit', market('buy', '1', 100), who);
    await push('BTCUSDT', '59500');
    await push('BTCUSDT', '59000');
    expect((await notes(who)).slice(2)).toEqual([
      { kind: 'positionLiquidated', vars: '{"symbol":"BTCUSDT","lots":"1","price":"59500","profit":"-5"}', ref: `lever:${risky.id}` },
    ]);
    const list = await ok<NoticeList>('mailMessage/getList', {}, who, 'GET');
    expect(list.list.map((n) => n.text)).toEqual([
      'Your BTCUSDT position of 1 lot was liquidated at 59500. Profit/loss: -5 USDT.',
      'Stop-loss filled: your BTCUSDT position of 0.5 lots closed at 61600. Profit/loss: -8 USDT.',
      'Take-profit filled: your BTCUSDT position of 0.5 lots closed at 61000. Profit/loss: 5 USDT.',
    ]);
  });
});
