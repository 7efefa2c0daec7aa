import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    // Lead traders (accounts an admin flags, with their published profit-share rate and, for the seeded
    // ones, the strategy they trade by), follows (a follower's rule and budget for one trader), and the
    // copies: each copied contract order, the trader's order it copies, whether the follower took it
    // over, and the profit share paid on its close.
    id: 'copytrade-001-traders-follows-copies',
    sql: `
      CREATE TABLE lead_traders (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        name TEXT NOT NULL,
        share_rate TEXT NOT NULL,
        strategy TEXT,
        active INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE copy_follows (
        id INTEGER PRIMARY KEY,
        follower_id INTEGER NOT NULL REFERENCES users(id),
        trader_id INTEGER NOT NULL REFERENCES users(id),
        type INTEGER NOT NULL CHECK (type IN (1, 2)),
        number TEXT NOT NULL,
        budget TEXT NOT NULL,
        share_rate TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'cancelled')),
        created_at INTEGER NOT NULL,
        cancelled_at INTEGER
      );
      CREATE INDEX copy_follows_follower ON copy_follows(follower_id, status);
      CREATE INDEX copy_follows_trader ON copy_follows(trader_id, status);
      CREATE UNIQUE INDEX copy_follows_one_active ON copy_follows(follower_id, trader_id) WHERE status = 'active';
      CREATE TABLE copy_positions (
        order_id INTEGER PRIMARY KEY REFERENCES lever_orders(id),
        trader_order_id INTEGER NOT NULL REFERENCES lever_orders(id),
        follow_id INTEGER NOT NULL REFERENCES copy_follows(id),
        follower_id INTEGER NOT NULL,
        trader_id INTEGER NOT NULL,
        self_held INTEGER NOT NULL DEFAULT 0,
        share_paid TEXT NOT NULL DEFAULT '0',
        closed INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX copy_positions_trader_order ON copy_positions(trader_order_id);
      CREATE INDEX copy_positions_follow ON copy_positions(follow_id, closed);
      CREATE INDEX copy_positions_follower ON copy_positions(follower_id, closed);`,
  },
  {
    // Taking a copy over settles the profit share then, on the profit so far at the live price: what it
    // was and the price, kept with the copy (NULL for copies taken over before this rule, which paid none).
    id: 'copytrade-002-take-over-share',
    sql: `
      ALTER TABLE copy_positions ADD COLUMN held_profit TEXT;
      ALTER TABLE copy_positions ADD COLUMN held_price TEXT;
      ALTER TABLE copy_positions ADD COLUMN held_at INTEGER;`,
  },
];
