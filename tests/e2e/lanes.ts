// The browser tests' lanes: each Playwright worker drives a reference server of its own (its own port,
// database, dev chain and clock, so one lane's clock moves never reach another), and takes the next test
// file when it is free, so the lanes stay balanced as files are added. E2E_LANES sets how many (1 unless
// `npm test` asks for more; `--workers` overrides it). Lane i listens on E2E_PORT + i (default 8187),
// its dev chain (anvil) on E2E_CHAIN_PORT + i (default E2E_PORT + 458).
import path from 'node:path';

export const E2E_ADMIN_TOKEN = 'e2e-admin-token';

export const LANES = Math.max(1, Number(process.env.E2E_LANES || 1));

/** The lane this process drives: a worker's parallel index (0 in Playwright's main process). */
export const currentLane = (): number => Number(process.env.TEST_PARALLEL_INDEX || 0);

export function laneOf(lane: number) {
  const base = Number(process.env.E2E_PORT || 8187);
  const chainBase = Number(process.env.E2E_CHAIN_PORT || base + 458);
  return { port: base + lane, chainPort: chainBase + lane, url: `http://127.0.0.1:${base + lane}` };
}

/** The reference server's settings for a lane (its database in DATA_DIR/lane-<i>). */
export function laneServerEnv(lane: number, dataDir: string): Record<string, string> {
  const { port, chainPort } = laneOf(lane);
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, `lane-${lane}`),
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    LOG: '0',
    // Every reply the browser tests cause is checked against its call's schema; the clock can be moved.
    CHECK_REPLIES: '1',
    TEST_CLOCK: '1',
    // The browser tests try many demo accounts from one address.
    DEMO_PER_HOUR: '1000',
    // ...and ask for many codes (registrations) from it.
    CODES_PER_HOUR: '5000',
    // Passwords hashed at the lowest cost (the default's work is not what these tests are about).
    PASSWORD_SCRYPT_N: '1024',
    // Prices move once a second instead of four times: every open page redraws its tickers on each
    // move, and four lanes of that took a third of a core beside the tests (the tests wait for a move,
    // never count them).
    MARKET_TICK_MS: '1000',
    // The embedded dev chain (anvil), with no block time: the wallet tests mine blocks themselves (anvil_mine).
    DEV_CHAIN_PORT: String(chainPort),
    DEV_CHAIN_BLOCK_TIME: process.env.DEV_CHAIN_BLOCK_TIME || '0',
    // Several builds can be tested side by side: E2E_DIST_DIR picks one (npm test builds into its own).
    ...(process.env.E2E_DIST_DIR ? { DIST_DIR: path.resolve(process.env.E2E_DIST_DIR) } : {}),
  };
}
