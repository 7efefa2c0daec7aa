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
  return keptSecret(path.join(dataDir, 'admin-token'), () => randomBytes(24).toString('hex'));
}

/**
 * A secret made once and kept in `file` (mode 600). Instances starting at once on one data folder agree:
 * the file appears whole or not at all (written aside, then linked into place), and whoever comes second
 * reads the first one's.
 */
export function keptSecret(file: string, make: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(aside, `${make()}\n`, { mode: 0o600 });
  try {
    fs.linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** DATA_DIR, absolute (default ./data). */
export const dataDirFromEnv = (env: NodeJS.ProcessEnv = process.env): string => path.resolve(env.DATA_DIR || path.join(ROOT, 'data'));

/** PORT (default 8080). */
export const portFromEnv = (env: NodeJS.ProcessEnv = process.env): number => Number(env.PORT || 8080);
