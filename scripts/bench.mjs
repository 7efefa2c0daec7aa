#!/usr/bin/env node
// npm run bench: every benchmark of the project, one `name: value` line per figure.
//   quotation_p99_ms   the server's quotation-list p99 latency at 500 requests/s on loopback
//   settle_10k_ms, settle_api_p99_ms   10,000 term orders' income coming due at once, and the API's p99 meanwhile
//   orders_per_s, orders_p99_ms   contract orders placed and filled through the API by 50 users at once
//   (the server's figures once per database engine, suffixed _sqlite and _postgres: bench/engines.mjs)
//   reserves_snapshot_ms, reserves_api_p99_ms, reserves_proof_bytes, reserves_proof_siblings   a proof-of-reserves
//                                                     snapshot of 100,000 users × 3 currencies, the API's p99 meanwhile, one proof's size
//   market_list_fps, longest_task_ms   the Market tab with 1,000 symbols and 50 ticker updates/s
//   symbol_chart_10k_ms (_min_ms, _max_ms), bare_chart_10k_ms, symbol_chart_ratio   the symbol page from navigation
//                                                     to its chart painted with 10,000 candles, a bare page doing only
//                                                     that, and their ratio (goal ≤ 1.5)
//   wallet_stack_js_gzip_kb, wallet_stack_in_app_js_gzip_kb, wallet_js_after_click_gzip_kb, connect_to_wallet_list_ms
//                                                     the wallet stack (desktop-like and in-app browsers; throttled mobile profile)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let failed = false;
for (const script of [
  'scripts/bench/server.mjs',
  'scripts/bench/settle.mjs',
  'scripts/bench/orders.mjs',
  'scripts/bench/reserves.mjs',
  'scripts/bench/browser.mjs',
  'scripts/bench/wallet.mjs',
]) {
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
