// A small in-memory PriceFeed for engine-level tests: prices only move when a test pushes them.
import type { Db } from '../../server/core/db';
import { testDatabase } from './engine';
import { seedHouse } from '../../server/core/ledger';
import type { PriceFeed, TickListener } from '../../server/modules/market/feed';
import { Decimal } from '../../src/shared/lib/decimal';

export interface FakeFeed extends PriceFeed {
  /** Opens or closes a symbol's market. */
  setOpen(symbol: string, open: boolean): void;
}

export function createFakeFeed(initial: Record<string, string> = {}): FakeFeed {
  const series = new Map<string, Array<{ ts: number; price: Decimal }>>();
  const closed = new Set<string>();
  const listeners = new Set<TickListener>();

  const apply = (symbol: string, price: string, ts: number) => {
    const list = series.get(symbol) ?? [];
    series.set(symbol, list);
    list.push({ ts, price: new Decimal(price) });
    list.sort((a, b) => a.ts - b.ts);
  };
  for (const [symbol, price] of Object.entries(initial)) apply(symbol, price, 0);

  return {
    price: (symbol) => series.get(symbol)?.at(-1)?.price ?? null,
    priceAt: async (symbol, ts) => {
      let found: Decimal | null = null;
      for (const point of series.get(symbol) ?? []) if (point.ts <= ts) found = point.price;
      return found;
    },
    isOpen: (symbol) => series.has(symbol) && !closed.has(symbol),
    onTicks: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push: async (symbol, price, ts = Date.now()) => {
      apply(symbol, price, ts);
      for (const listener of listeners) await listener([{ symbol, price, ts }]);
    },
    setOpen: (symbol, open) => {
      if (open) closed.delete(symbol);
      else closed.add(symbol);
    },
    start: () => undefined,
    stop: async () => undefined,
  };
}

/** Test catalogue: USDT (1), BTC (2), ETH (3); BTCUSDT and ETHUSDT trade spot, EURUSD does not. */
export const TEST_SYMBOLS = {
  BTCUSDT: {
    id: 1,
    lot_size: '0.01',
    min_lots: '0.01',
    max_lots: '100',
    lot_decimals: 2,
    leverages: '[5,10,20,50,100]',
    fee_rate: '0.0005',
    currency_id: 2,
    legal_id: 1,
  },
  ETHUSDT: {
    id: 2,
    lot_size: '0.1',
    min_lots: '0.1',
    max_lots: '500',
    lot_decimals: 1,
    leverages: '[5,10,20,50]',
    fee_rate: '0.0005',
    currency_id: 3,
    legal_id: 1,
  },
  EURUSD: {
    id: 3,
    lot_size: '1000',
    min_lots: '0.01',
    max_lots: '50',
    lot_decimals: 2,
    leverages: '[10,50,100,200]',
    fee_rate: '0.0002',
    currency_id: null,
    legal_id: null,
  },
} as const;

/** Inserts the test catalogue (a database that has it already keeps it). */
export async function seedTestCatalogue(db: Db): Promise<void> {
  for (const [id, code, name] of [
    [1, 'USDT', 'Tether'],
    [2, 'BTC', 'Bitcoin'],
    [3, 'ETH', 'Ether'],
  ] as const)
    await db.$sql.run('INSERT INTO currencies (id, code, name, decimals) VALUES (?, ?, ?, 8) ON CONFLICT DO NOTHING', id, code, name);
  for (const [name, s] of Object.entries(TEST_SYMBOLS)) {
    await db.$sql.run(
      `INSERT INTO symbols (id, symbol, name, category, decimals, lot_size, min_lots, max_lots, lot_decimals, leverages, fee_rate,
         hours, initial_price, volatility, currency_id, legal_id)
       VALUES (?, ?, ?, 2, 2, ?, ?, ?, ?, ?, ?, 'always', '100', '0.001', ?, ?) ON CONFLICT DO NOTHING`,
      s.id,
      name,
      name,
      s.lot_size,
      s.min_lots,
      s.max_lots,
      s.lot_decimals,
      s.leverages,
      s.fee_rate,
      s.currency_id,
      s.legal_id,
    );
  }
}

/** An in-memory database with the schema, the test catalogue and the house's and the demo pool's seeds. */
export async function memoryDb(): Promise<Db> {
  const db = await testDatabase();
  await seedTestCatalogue(db);
  await seedHouse(db);
  return db;
}

let nextUser = 200000;
/** Inserts a user (demo accounts get the demo grant from the engine or grantDemoFunds). */
export async function addUser(db: Db, accountType: 'real' | 'demo' = 'demo'): Promise<number> {
  nextUser += 1;
  await db.$sql.run(
    'INSERT INTO users (id, nickname, account_type, invite_code, created_at) VALUES (?, ?, ?, ?, ?)',
    nextUser,
    `T${nextUser}`,
    accountType,
    `T${nextUser}`,
    Math.floor(Date.now() / 1000),
  );
  return nextUser;
}
