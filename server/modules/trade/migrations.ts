import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    id: 'trade-001-orders',
    legacy: 2,
    sql: `
      CREATE TABLE lever_orders (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        symbol TEXT NOT NULL,
        side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
        order_type TEXT NOT NULL CHECK (order_type IN ('market', 'limit')),
        status TEXT NOT NULL CHECK (status IN ('pending', 'open', 'closed', 'cancelled')),
        lots TEXT NOT NULL,
        leverage INTEGER NOT NULL,
        limit_price TEXT,
        open_price TEXT,
        close_price TEXT,
        margin TEXT NOT NULL,
        fee TEXT NOT NULL DEFAULT '0',
        profit TEXT NOT NULL DEFAULT '0',
        target_profit_price TEXT,
        stop_loss_price TEXT,
        close_reason TEXT,
        created_at INTEGER NOT NULL,
        opened_at INTEGER,
        closed_at INTEGER
      );
      CREATE INDEX lever_orders_user ON lever_orders(user_id, status, id);
      CREATE INDEX lever_orders_live ON lever_orders(status, symbol);
      CREATE TABLE timed_orders (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        kind TEXT NOT NULL CHECK (kind IN ('option', 'seconds')),
        symbol TEXT NOT NULL,
        direction TEXT NOT NULL CHECK (direction IN ('up', 'down')),
        seconds INTEGER NOT NULL,
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        amount TEXT NOT NULL,
        rate TEXT NOT NULL,
        open_price TEXT NOT NULL,
        close_price TEXT,
        status TEXT NOT NULL CHECK (status IN ('open', 'won', 'lost', 'draw')),
        payout TEXT NOT NULL DEFAULT '0',
        created_at INTEGER NOT NULL,
        -- milliseconds, so seconds trades settle on the tick they end on
        end_at_ms INTEGER NOT NULL,
        settled_at INTEGER
      );
      CREATE INDEX timed_orders_user ON timed_orders(user_id, kind, id);
      CREATE INDEX timed_orders_due ON timed_orders(status, end_at_ms);
      CREATE TABLE coin_orders (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        symbol TEXT NOT NULL,
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        legal_id INTEGER NOT NULL REFERENCES currencies(id),
        type TEXT NOT NULL CHECK (type IN ('buy', 'sell')),
        order_type TEXT NOT NULL CHECK (order_type IN ('market', 'limit')),
        amount TEXT NOT NULL,
        price TEXT,
        filled_price TEXT,
        total TEXT,
        fee TEXT NOT NULL DEFAULT '0',
        -- what the order holds frozen while pending: currency and amount
        frozen_currency_id INTEGER,
        frozen_amount TEXT NOT NULL DEFAULT '0',
        status TEXT NOT NULL CHECK (status IN ('pending', 'filled', 'cancelled')),
        created_at INTEGER NOT NULL,
        filled_at INTEGER
      );
      CREATE INDEX coin_orders_user ON coin_orders(user_id, status, id);
      CREATE INDEX coin_orders_live ON coin_orders(status, symbol);`,
  },
  {
    // Timed trades settle on the scheduler: the ones still open when it arrived get their job.
    id: 'trade-002-timed-settlement-jobs',
    sql: `
      INSERT OR IGNORE INTO jobs (kind, ref, due_ms, status, created_at)
        SELECT 'timed.settle', 'timed:' || id, end_at_ms, 'pending', created_at FROM timed_orders WHERE status = 'open';`,
  },
  {
    // Trial vouchers (the coupon area): which coupon an order used and what it covered.
    id: 'trade-003-vouchers',
    sql: `
      ALTER TABLE lever_orders ADD COLUMN coupon_id INTEGER;
      ALTER TABLE lever_orders ADD COLUMN coupon_fee TEXT;
      ALTER TABLE lever_orders ADD COLUMN coupon_margin TEXT;`,
  },
];
