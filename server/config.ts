// Server settings from the environment, with the defaults the README lists.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerOptions } from './http';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/** The admin token: ADMIN_TOKEN, else one generated once and kept in DATA_DIR/admin-token. */
export function adminTokenFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN;
  const file = path.join(dataDir, 'admin-token');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString('hex');
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions & { port: number; host: string } {
  const dataDir = path.resolve(env.DATA_DIR || path.join(ROOT, 'data'));
  const mode = env.KESTREL_MODE === 'production' ? 'production' : 'demo';
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    reading: env.API_READING === 'A' ? 'A' : 'B',
    base64: flag(env.API_BASE64, false),
    mode,
    h5Demo: flag(env.H5_DEMO, mode === 'demo'),
    adminToken: adminTokenFor(dataDir, env),
    distDir: path.resolve(env.DIST_DIR || path.join(ROOT, 'dist')),
    log: flag(env.LOG, true),
    market: {
      tickMs: env.MARKET_TICK_MS ? Number(env.MARKET_TICK_MS) : undefined,
      extraSymbols: env.MARKET_EXTRA_SYMBOLS ? Number(env.MARKET_EXTRA_SYMBOLS) : undefined,
      seed: env.MARKET_SEED ? Number(env.MARKET_SEED) : undefined,
    },
  };
}
