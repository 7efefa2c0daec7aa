// Append only: each entry moves the schema one version forward (PRAGMA user_version).
export const migrations: string[] = [
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT UNIQUE,
    mobile TEXT,
    area_code TEXT,
    password_hash TEXT,
    nickname TEXT NOT NULL,
    avatar TEXT NOT NULL DEFAULT '',
    account_type TEXT NOT NULL DEFAULT 'real' CHECK (account_type IN ('real', 'demo')),
    kyc_status INTEGER NOT NULL DEFAULT 0,
    invite_code TEXT NOT NULL UNIQUE,
    invited_by INTEGER REFERENCES users(id),
    created_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX users_mobile ON users(area_code, mobile) WHERE mobile IS NOT NULL;
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_user ON sessions(user_id);
  CREATE TABLE codes (
    id INTEGER PRIMARY KEY,
    target TEXT NOT NULL,
    scene TEXT NOT NULL,
    code TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    used INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX codes_target ON codes(target, scene, created_at);
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    target TEXT NOT NULL,
    code TEXT NOT NULL,
    scene TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX outbox_target ON outbox(target, id);
  CREATE TABLE bank_cards (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    real_name TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    card_number TEXT NOT NULL,
    branch TEXT NOT NULL
  );
  CREATE TABLE news (
    id INTEGER PRIMARY KEY,
    lang TEXT NOT NULL,
    title TEXT NOT NULL,
    summary TEXT NOT NULL,
    content TEXT NOT NULL,
    cover TEXT NOT NULL DEFAULT '',
    pinned INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE articles (
    slug TEXT NOT NULL,
    lang TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    PRIMARY KEY (slug, lang)
  );
  CREATE TABLE faq (
    id INTEGER PRIMARY KEY,
    lang TEXT NOT NULL,
    question TEXT NOT NULL,
    answer TEXT NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 2: markets and trading. Money, prices and quantities are decimal TEXT, computed with decimal.js.
  `
  CREATE TABLE currencies (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    decimals INTEGER NOT NULL
  );
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
  );
  CREATE TABLE balances (
    user_id INTEGER NOT NULL REFERENCES users(id),
    currency_id INTEGER NOT NULL REFERENCES currencies(id),
    available TEXT NOT NULL DEFAULT '0',
    frozen TEXT NOT NULL DEFAULT '0',
    PRIMARY KEY (user_id, currency_id)
  );
  -- Every balance movement, for the account-change record and for audits.
  CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    currency_id INTEGER NOT NULL REFERENCES currencies(id),
    amount TEXT NOT NULL,
    kind TEXT NOT NULL,
    ref TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX ledger_user ON ledger(user_id, id);
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
  CREATE INDEX coin_orders_live ON coin_orders(status, symbol);
  `,
  // 3: wallets (Sign-In with Ethereum) and USDT deposits watched on chain.
  `
  CREATE TABLE wallets (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- lower-case 0x address
    address TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX wallets_user ON wallets(user_id);
  CREATE TABLE siwe_nonces (
    nonce TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  -- One deposit address per user and chain, derived from the server's HD key at index = user id.
  CREATE TABLE deposit_addresses (
    user_id INTEGER NOT NULL REFERENCES users(id),
    chain_id INTEGER NOT NULL,
    address TEXT NOT NULL,
    PRIMARY KEY (user_id, chain_id)
  );
  CREATE UNIQUE INDEX deposit_addresses_address ON deposit_addresses(chain_id, address);
  CREATE TABLE deposits (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    chain_id INTEGER NOT NULL,
    tx_hash TEXT NOT NULL,
    -- NULL while only reported by the app (charge_req); set when the transfer is seen on chain
    log_index INTEGER,
    token TEXT NOT NULL,
    from_address TEXT,
    to_address TEXT NOT NULL,
    amount TEXT NOT NULL DEFAULT '0',
    block_number INTEGER,
    confirmations INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
    reason TEXT,
    created_at INTEGER NOT NULL,
    credited_at INTEGER
  );
  -- Credit once: a transfer is its chain, transaction and log index.
  CREATE UNIQUE INDEX deposits_transfer ON deposits(chain_id, tx_hash, log_index);
  CREATE INDEX deposits_user ON deposits(user_id, id);
  CREATE TABLE chain_cursors (
    chain_id INTEGER PRIMARY KEY,
    last_block INTEGER NOT NULL
  );
  `,
];
