// The reserves area's tables, column for column as migrations.ts creates them.
import { blob, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const reservesSnapshots = sqliteTable('reserves_snapshots', {
  id: integer('id').primaryKey(),
  status: text('status', { enum: ['building', 'published', 'failed'] }).notNull(),
  trigger: text('trigger', { enum: ['schedule', 'admin'] }).notNull(),
  /** Hex of the 32 bytes the salts are made from; never published. */
  secret: text('secret').notNull(),
  /** The last journal entry included (0: none yet); null while building. */
  position: integer('position'),
  root: text('root'),
  /** JSON [{ id, code }], the tree's order. */
  currencies: text('currencies').notNull().default('[]'),
  /** JSON decimal strings, one per currency. */
  sums: text('sums').notNull().default('[]'),
  leaf_count: integer('leaf_count').notNull().default(0),
  created_at: integer('created_at').notNull(),
  published_at: integer('published_at'),
  reason: text('reason'),
  tree_kept: integer('tree_kept').notNull().default(1),
});
export type SnapshotRow = typeof reservesSnapshots.$inferSelect;

export const reservesChains = sqliteTable(
  'reserves_chains',
  {
    snapshot_id: integer('snapshot_id').notNull(),
    chain_id: integer('chain_id').notNull(),
    name: text('name').notNull(),
    usdt: text('usdt').notNull(),
    explorer: text('explorer').notNull().default(''),
    block_number: integer('block_number'),
    status: text('status', { enum: ['read', 'unreadable'] }).notNull(),
    total: text('total'),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.snapshot_id, t.chain_id] })],
);
export type ChainRow = typeof reservesChains.$inferSelect;

export const reservesAddresses = sqliteTable(
  'reserves_addresses',
  {
    snapshot_id: integer('snapshot_id').notNull(),
    chain_id: integer('chain_id').notNull(),
    address: text('address').notNull(),
    role: text('role', { enum: ['hot', 'deposit'] }).notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    balance: text('balance'),
  },
  (t) => [primaryKey({ columns: [t.snapshot_id, t.chain_id, t.address] })],
);
export type AddressRow = typeof reservesAddresses.$inferSelect;

export const reservesNodes = sqliteTable(
  'reserves_nodes',
  {
    snapshot_id: integer('snapshot_id').notNull(),
    level: integer('level').notNull(),
    position: integer('position').notNull(),
    hash: blob('hash', { mode: 'buffer' }).notNull(),
    sums: blob('sums', { mode: 'buffer' }).notNull(),
    user_id: integer('user_id'),
  },
  (t) => [primaryKey({ columns: [t.snapshot_id, t.level, t.position] })],
);
