// The AI quant savings products: seeded once, listed with their published terms (reply checked
// against its schema), and an operator's change stays across a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuantProduct } from '../../src/contract/quant';
import { get, startServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t?.stop();
});

describe('quant products', () => {
  it('lists the seeded products with their terms, for anyone', async () => {
    const { status, body } = await get(t.api, 'quant/products');
    expect(status).toBe(200);
    const products = body.message as QuantProduct[];
    expect(products.map((p) => [p.name, p.daily_rate, p.days])).toEqual([
      ['AI Quant 7', '0.006', 7],
      ['AI Quant 15', '0.008', 15],
      ['AI Quant 30', '0.01', 30],
    ]);
    for (const p of products) expect(p).toMatchObject({ currency: 'USDT', kyc_level: 1, max_active: 3 });
  });

  it('seeds once: a withdrawn product stays withdrawn after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-quant-'));
    try {
      const first = await startServer({ dataDir });
      await first.server.db.$sql.run("UPDATE quant_products SET active = 0 WHERE name = 'AI Quant 7'");
      await first.stop();
      const second = await startServer({ dataDir });
      const { body } = await get(second.api, 'quant/products');
      expect((body.message as QuantProduct[]).map((p) => p.name)).toEqual(['AI Quant 15', 'AI Quant 30']);
      await second.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
