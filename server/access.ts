// Where a server keeps its data and listens, and its admin token: all the admin command line needs to
// reach a running server (server/admin.ts), apart from the rest of the settings (server/config.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

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

/** DATA_DIR, absolute (default ./data). */
export const dataDirFromEnv = (env: NodeJS.ProcessEnv = process.env): string => path.resolve(env.DATA_DIR || path.join(ROOT, 'data'));

/** PORT (default 8080). */
export const portFromEnv = (env: NodeJS.ProcessEnv = process.env): number => Number(env.PORT || 8080);
