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
];
