import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    // The marketplace: artists (each with a user account that receives first-sale proceeds and royalties),
    // items (an artwork, or a blind-box series when mode = 'blind'), bids and margins of auctions, orders
    // (a purchase, a won auction, a box), boxes bought, favourites. Times unix seconds, amounts decimal TEXT.
    // `listing` counts an item's listings (first sale 1, each resale +1): bids, margins and the auction's
    // end job belong to one listing. `owner_id` NULL: the artist still holds it. `locked` = withdrawn to a
    // chain (then `token_id`): no longer tradable in the app.
    id: 'nft-001-market',
    sql: `
      CREATE TABLE nft_artists (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
        name TEXT NOT NULL,
        avatar_url TEXT NOT NULL,
        bio TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE TABLE nft_items (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        media_type TEXT NOT NULL CHECK (media_type IN ('image', 'video')),
        media_url TEXT NOT NULL,
        poster_url TEXT,
        artist_id INTEGER NOT NULL REFERENCES nft_artists(id),
        mode TEXT NOT NULL CHECK (mode IN ('fixed', 'auction', 'blind')),
        price TEXT NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        owner_id INTEGER REFERENCES users(id),
        listed INTEGER NOT NULL DEFAULT 1,
        resale INTEGER NOT NULL DEFAULT 0,
        listing INTEGER NOT NULL DEFAULT 1,
        min_raise TEXT,
        margin TEXT,
        pay_hours INTEGER NOT NULL DEFAULT 24,
        supply INTEGER,
        sold INTEGER NOT NULL DEFAULT 0,
        seed TEXT,
        commitment TEXT,
        prizes TEXT,
        locked INTEGER NOT NULL DEFAULT 0,
        token_id TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX nft_items_owner ON nft_items(owner_id);
      CREATE INDEX nft_items_artist ON nft_items(artist_id);
      CREATE TABLE nft_bids (
        id INTEGER PRIMARY KEY,
        item_id INTEGER NOT NULL REFERENCES nft_items(id),
        listing INTEGER NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id),
        price TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX nft_bids_item ON nft_bids(item_id, listing, id);
      CREATE INDEX nft_bids_user ON nft_bids(user_id, item_id);
      CREATE TABLE nft_margins (
        id INTEGER PRIMARY KEY,
        item_id INTEGER NOT NULL REFERENCES nft_items(id),
        listing INTEGER NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id),
        amount TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('frozen', 'returned', 'forfeited')),
        created_at INTEGER NOT NULL,
        UNIQUE (item_id, listing, user_id)
      );
      CREATE TABLE nft_orders (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        item_id INTEGER NOT NULL REFERENCES nft_items(id),
        listing INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('buy', 'auction', 'box')),
        seller_id INTEGER NOT NULL REFERENCES users(id),
        resale INTEGER NOT NULL,
        amount TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'expired', 'forfeited')),
        deadline INTEGER,
        pay_type TEXT CHECK (pay_type IN ('balance', 'wallet')),
        chain_id INTEGER,
        tx_hash TEXT UNIQUE,
        deposit_id INTEGER,
        paid_amount TEXT,
        fee TEXT,
        royalty TEXT,
        box_id INTEGER,
        message TEXT,
        message_vars TEXT,
        read INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL,
        paid_at INTEGER
      );
      CREATE INDEX nft_orders_user ON nft_orders(user_id, id);
      CREATE INDEX nft_orders_item ON nft_orders(item_id, status);
      CREATE INDEX nft_orders_deposit ON nft_orders(deposit_id);
      CREATE TABLE nft_boxes (
        id INTEGER PRIMARY KEY,
        series_id INTEGER NOT NULL REFERENCES nft_items(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        number INTEGER NOT NULL,
        code TEXT NOT NULL UNIQUE,
        price TEXT NOT NULL,
        item_id INTEGER REFERENCES nft_items(id),
        prize_index INTEGER,
        draw_hmac TEXT,
        created_at INTEGER NOT NULL,
        opened_at INTEGER,
        UNIQUE (series_id, number)
      );
      CREATE INDEX nft_boxes_user ON nft_boxes(user_id, id);
      CREATE TABLE nft_favourites (
        user_id INTEGER NOT NULL REFERENCES users(id),
        item_id INTEGER NOT NULL REFERENCES nft_items(id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, item_id)
      );
      CREATE INDEX nft_favourites_item ON nft_favourites(item_id);`,
  },
  {
    // One state per artwork (state.ts): the order an item is held for. An item held by an order waiting
    // for payment of its current listing (a wallet purchase, an auction's winner) becomes reserved for
    // it and leaves the market; a listing's end no longer lets it be listed or sold again meanwhile.
    id: 'nft-002-reservations',
    sql: `
      ALTER TABLE nft_items ADD COLUMN reserved_order INTEGER REFERENCES nft_orders(id);
      UPDATE nft_items SET reserved_order = (
        SELECT max(o.id) FROM nft_orders o
        WHERE o.item_id = nft_items.id AND o.listing = nft_items.listing AND o.kind IN ('buy', 'auction') AND o.status = 'awaiting_payment'
      ) WHERE mode != 'blind' AND locked = 0;
      UPDATE nft_items SET listed = 0 WHERE reserved_order IS NOT NULL;`,
  },
];
