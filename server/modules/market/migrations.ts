import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    id: 'market-001-symbols',
    legacy: 2,
    sql: `
      CREATE TABLE symbols (
        id INTEGER PRIMARY KEY,
        symbol TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        category INTEGER NOT NULL,
        decimals INTEGER NOT NULL,
        lot_size TEXT NOT NULL,
        min_lots TEXT NOT NULL,
        max_lots TEXT NOT NULL,
        lot_decimals INTEGER NOT NULL,
        leverages TEXT NOT NULL,
        fee_rate TEXT NOT NULL,
        -- 'always' (crypto), 'weekdays' (forex, futures), 'us' (US stocks and ETF exchange hours)
        hours TEXT NOT NULL,
        initial_price TEXT NOT NULL,
        -- standard deviation of one tick's relative move
        volatility TEXT NOT NULL,
        currency_id INTEGER REFERENCES currencies(id),
        legal_id INTEGER REFERENCES currencies(id),
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE candles (
        symbol TEXT NOT NULL,
        period TEXT NOT NULL,
        time INTEGER NOT NULL,
        open TEXT NOT NULL,
        high TEXT NOT NULL,
        low TEXT NOT NULL,
        close TEXT NOT NULL,
        volume TEXT NOT NULL,
        PRIMARY KEY (symbol, period, time)
      ) WITHOUT ROWID;
      CREATE TABLE favourites (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        symbol TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, symbol)
      );`,
  },
];
