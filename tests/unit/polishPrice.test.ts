// The one price colour rule (issue "Polish and hardening"): the big price and the change pill both
// follow the day's change (vs. the day's open); the last tick shows only as a brief flash.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayTone, FLASH_MS, priceLook, tickMove } from '../../src/features/market/priceTone';
import { profitTone } from '../../src/shared/lib/format';

describe('price colour rule', () => {
  it('a price that ticks down on a day that is up stays green, with a red flash', () => {
    expect(priceLook('1.53', tickMove('100.00', '99.50'))).toEqual({ tone: 'up', flash: 'down' });
  });

  it('a price that ticks up on a day that is down stays red, with a green flash', () => {
    expect(priceLook('-0.40', tickMove('99.50', '99.51'))).toEqual({ tone: 'down', flash: 'up' });
  });

  it('no tick, no flash; a day at its open is grey', () => {
    expect(priceLook('0.00', tickMove('5', '5.000'))).toEqual({ tone: 'zero', flash: null });
    expect(priceLook('2', undefined)).toEqual({ tone: 'up', flash: null });
  });

  it('the tone is the sign of the day change and never depends on the tick', () => {
    const price = fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 100).toFixed(2));
    const change = fc.integer({ min: -5000, max: 5000 }).map((n) => (n / 100).toFixed(2));
    fc.assert(
      fc.property(change, price, price, (c, before, after) => {
        const look = priceLook(c, tickMove(before, after));
        // The pill's colour (profitTone of the change) and the big price's are the same.
        expect(look.tone).toBe(profitTone(c));
        expect(look.tone).toBe(dayTone(c));
        const b = Number(before);
        const a = Number(after);
        expect(look.flash).toBe(a > b ? 'up' : a < b ? 'down' : null);
      }),
    );
  });

  it('compares prices as decimals, not floats, and ignores what is not a price', () => {
    expect(tickMove('0.30000000000000000001', '0.3')).toBe(-1);
    expect(tickMove('1e2', '100.00')).toBeUndefined();
    expect(tickMove(undefined, '1')).toBeUndefined();
    expect(tickMove('x', '1')).toBeUndefined();
  });

  it('the flash is brief: every flash animation of the market styles lasts at most FLASH_MS (300 ms)', () => {
    expect(FLASH_MS).toBeLessThanOrEqual(300);
    const dir = path.resolve(__dirname, '../../src/features/market');
    let flashes = 0;
    for (const file of (fs.readdirSync(dir) as string[]).filter((f) => f.endsWith('.css'))) {
      const css = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const m of css.matchAll(/animation:\s*(\w*[Ff]lash\w*)\s+([\d.]+)(m?s)\b([^;]*);/g)) {
        flashes += 1;
        const ms = Number(m[2]) * (m[3] === 's' ? 1000 : 1);
        expect(ms, `${file}: ${m[1]}`).toBeLessThanOrEqual(FLASH_MS);
        // No fill mode: when it ends the price is neutral again, not left tinted.
        expect(m[4], `${file}: ${m[1]}`).not.toMatch(/forwards|both|infinite/);
      }
    }
    expect(flashes).toBeGreaterThanOrEqual(2);
  });
});
