// What the server is started with (server/config.ts reads it from the environment).

export interface ServerOptions {
  dataDir: string;
  /** postgres://… runs the server on PostgreSQL; without it, the embedded SQLite file under dataDir. */
  databaseUrl?: string;
  /** Envelope reading: B (default) or A. */
  reading: 'A' | 'B';
  /** Encode every reply body as base64 JSON. */
  base64: boolean;
  /** demo/dev enables the dev outbox, the demo login and the seeded demo account. */
  mode: 'demo' | 'production';
  adminToken: string;
  h5Demo: boolean;
  /** Where the built app is served from, if it exists. */
  distDir?: string;
  log?: boolean;
  /** Price engine settings; tests stop the clock and push prices by hand. */
  market?: MarketOptions;
  /** Chains the server accepts USDT deposits on and verifies wallet signatures against. */
  chains?: ChainConfig[];
  /** BIP-39 mnemonic of the HD key deposit addresses derive from (one address per user). */
  depositMnemonic?: string;
  /** Private key (0x…) of the hot wallet that sends approved withdrawals; none = approved ones wait. */
  hotWalletKey?: string;
  /** Private key (0x…) that owns the NFT contracts and mints withdrawn NFTs; unset = the hot wallet's key. */
  nftMinterKey?: string;
  /** Poll interval of the chain watcher in ms (default 1000); 0 = tests call the watcher themselves. */
  watchMs?: number;
  /** Domains a Sign-In with Ethereum message may name; unset, the request's Host header. */
  siweDomains?: string[];
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs); none by default: the socket's address counts. */
  trustProxy?: string[];
  /** Demo accounts one address may create per hour (default 20); each takes virtual funds. */
  demoPerHour?: number;
  /** Codes (email, SMS) one address may ask for per hour (default 10; 60 in demo mode). */
  codesPerHour?: number;
  /**
   * scrypt's cost N for new password hashes (PASSWORD_SCRYPT_N: a power of two, 2^10 to 2^20; default
   * 2^14). The test servers take 2^10, a sixteenth of the work for each of their thousands of hashes.
   */
  passwordCost?: number;
  /** A clock tests can move forward (admin `clock` call; TEST_CLOCK=1). */
  testClock?: boolean;
  /** Check every reply against its call's schema; a mismatch is a server error (tests). */
  checkReplies?: boolean;
}

export interface ChainConfig {
  chainId: number;
  name: string;
  rpcUrl: string;
  /** The USDT ERC-20 contract on that chain. */
  usdt: string;
  /** Explorer base URL, '' when none. */
  explorer: string;
  /** Confirmations before a deposit is credited (SPEC: 5). */
  confirmations: number;
  /** The platform's ERC-721 (server/chain/KestrelNFT.sol) on that chain, which NFTs are withdrawn to; none = no withdrawals there. */
  nft?: string;
}

export interface MarketOptions {
  /** Milliseconds between ticks (default 250). */
  tickMs?: number;
  /** Start ticking on its own (default true). Tests set false and call feed.push(). */
  autoStart?: boolean;
  /** Extra synthetic crypto symbols, for the benchmarks (default 0). */
  extraSymbols?: number;
  /** Seed of the random walks (default 42). */
  seed?: number;
  /**
   * Candles of each period a new database's back-history keeps (default 500), with one-minute steps
   * far enough back for that many 15-minute candles; a chart call returns up to this many (at least
   * 2,000). The symbol-page benchmark sets 10,000.
   */
  historyCandles?: number;
  /** When a new database's back-history ends (ms; default now): tests that compare two walks fix it. */
  historyEndMs?: number;
}
