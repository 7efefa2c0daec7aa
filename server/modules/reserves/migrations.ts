import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    // A snapshot of liabilities (its figures once built), the chains read for its reserves and the
    // platform's addresses there (signature and USDT balance each), and its tree: level 0 holds the
    // leaves (with their user), the levels above every node a proof may need. `secret` makes the salts
    // and never leaves the server. Trees of old snapshots are dropped (tree_kept 0); figures stay.
    id: 'reserves-001-snapshots',
    sql: `
      CREATE TABLE reserves_snapshots (
        id INTEGER PRIMARY KEY,
        status TEXT NOT NULL CHECK (status IN ('building', 'published', 'failed')),
        trigger TEXT NOT NULL CHECK (trigger IN ('schedule', 'admin')),
        secret TEXT NOT NULL,
        position INTEGER,
        root TEXT,
        currencies TEXT NOT NULL DEFAULT '[]',
        sums TEXT NOT NULL DEFAULT '[]',
        leaf_count INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        published_at INTEGER,
        reason TEXT,
        tree_kept INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE reserves_chains (
        snapshot_id INTEGER NOT NULL REFERENCES reserves_snapshots(id),
        chain_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        usdt TEXT NOT NULL,
        explorer TEXT NOT NULL DEFAULT '',
        block_number INTEGER,
        status TEXT NOT NULL CHECK (status IN ('read', 'unreadable')),
        total TEXT,
        error TEXT,
        PRIMARY KEY (snapshot_id, chain_id)
      );
      CREATE TABLE reserves_addresses (
        snapshot_id INTEGER NOT NULL REFERENCES reserves_snapshots(id),
        chain_id INTEGER NOT NULL,
        address TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('hot', 'deposit')),
        message TEXT NOT NULL,
        signature TEXT NOT NULL,
        balance TEXT,
        PRIMARY KEY (snapshot_id, chain_id, address)
      );
      CREATE TABLE reserves_nodes (
        snapshot_id INTEGER NOT NULL,
        level INTEGER NOT NULL,
        position INTEGER NOT NULL,
        hash BLOB NOT NULL,
        sums BLOB NOT NULL,
        user_id INTEGER,
        PRIMARY KEY (snapshot_id, level, position)
      ) WITHOUT ROWID;
      CREATE INDEX reserves_leaf_user ON reserves_nodes(snapshot_id, user_id) WHERE user_id IS NOT NULL;`,
  },
];
