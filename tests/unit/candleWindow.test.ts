// The symbol page's start-up call for its candles (src/features/market/routes.ts) asks for the same
// window as its query (src/features/market/api.ts): the first period's length is restated there to keep
// the periods' table out of the first screen, and must match it.
import { describe, expect, it } from 'vitest';
import { CANDLE_COUNT, candleWindow, FIRST_PERIOD, FIRST_PERIOD_SECONDS } from '../../src/features/market/candleWindow';
import { PERIOD_SECONDS } from '../../src/shared/config/periods';

describe('the candles a period opens with', () => {
  it('restates the first period’s length as the periods’ table has it', () => {
    expect(FIRST_PERIOD_SECONDS).toBe(PERIOD_SECONDS[FIRST_PERIOD]);
  });

  it('asks for CANDLE_COUNT candles of the period up to now', () => {
    const before = Math.floor(Date.now() / 1000);
    const window = candleWindow('BTCUSDT', '1h', PERIOD_SECONDS['1h']);
    expect(window.symbol).toBe('BTCUSDT');
    expect(window.period).toBe('1h');
    expect(window.to).toBeGreaterThanOrEqual(before);
    expect(window.to - window.from).toBe(CANDLE_COUNT * 3600);
  });
});
