// PostgreSQL (DATABASE_URL=postgres://…) through node-postgres: a pool of connections, so many
// requests and many server processes write at once. A transaction has a connection of its own until it
// ends. The queries are the ones the embedded engine runs (`?` parameters become `$1…`), each prepared
// once per connection; whole numbers of 64 bits (ids, millisecond times, counts) come back as numbers.
import pg from 'pg';
import type { Engine, Mode, Result, Session } from './engine';

// int8 (ids, counts, millisecond times): safe as numbers far beyond any of ours.
pg.types.setTypeParser(20, (value) => Number(value));

/** `?` placeholders (outside quotes) to `$1…`, and what else Drizzle's SQLite builder says otherwise; each text translated once. */
const translated = new Map<string, { text: string; name: string }>();
export function toPostgres(text: string): { text: string; name: string } {
  let found = translated.get(text);
  if (found) return found;
  let out = '';
  let n = 0;
  let quote: string | null = null;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === '?') out += `$${++n}`;
    else out += ch;
  }
  // Drizzle's SQLite builder names the conflict target's columns with their table, which PostgreSQL refuses.
  out = out.replace(/on conflict \(([^)]*)\)/g, (_, cols: string) => `on conflict (${cols.replace(/"[^"]+"\./g, '')})`);
  found = { text: out, name: `k${translated.size + 1}` };
  translated.set(text, found);
  return found;
}

type Client = pg.Pool | pg.PoolClient;

async function run(client: Client, text: string, params: unknown[], mode: Mode): Promise<Result> {
  const q = toPostgres(text);
  const arrays = mode !== 'objects' && mode !== 'object';
  // Statements without parameters (BEGIN, SAVEPOINT, DDL) are not prepared.
  const config: pg.QueryConfig & { rowMode?: 'array' } = params.length ? { name: q.name, text: q.text, values: params } : { text: q.text };
  if (arrays) config.rowMode = 'array';
  const result = await client.query(config);
  const rows = mode === 'get' || mode === 'object' ? result.rows[0] : result.rows;
  return { rows, changes: result.rowCount ?? 0 };
}

export function openPostgres(url: string, poolSize = 10): Engine & { readonly pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection that dies idle (the server restarted) is dropped by the pool; nothing to do but log.
  pool.on('error', (error) => console.error('[postgres] an idle connection failed:', error.message));
  return {
    kind: 'postgres',
    pool,
    query: (text, params, mode) => run(pool, text, params, mode),
    async begin(): Promise<Session> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
      } catch (error) {
        client.release(true);
        throw error;
      }
      return {
        query: (text, params, mode) => run(client, text, params, mode),
        async commit() {
          try {
            await client.query('COMMIT');
            client.release();
          } catch (error) {
            client.release(true);
            throw error;
          }
        },
        async rollback() {
          try {
            await client.query('ROLLBACK');
            client.release();
          } catch {
            client.release(true);
          }
        },
      };
    },
    close: () => pool.end(),
  };
}
