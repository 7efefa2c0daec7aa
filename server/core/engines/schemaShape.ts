// The shape of a schema, engine-neutral: tables, their columns (kind, not null, default), primary
// keys, unique and plain indexes, checks and foreign keys. Read from SQLite here (the migrations are
// written for it first), written out as PostgreSQL DDL (postgresBaseline), and read back from a live
// PostgreSQL (postgresShape) so a test can compare the two engines table by table, column by column.
import type Database from 'better-sqlite3';

export type ColumnKind = 'integer' | 'text' | 'blob';

export interface ColumnShape {
  name: string;
  kind: ColumnKind;
  notNull: boolean;
  /** The default as SQL text (a literal), or null. */
  default: string | null;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
  primaryKey: string[];
  /** UNIQUE constraints of the table itself, by columns. */
  unique: string[][];
  /** CREATE INDEX statements (partial ones with their WHERE). */
  indexes: Array<{ name: string; unique: boolean; columns: string[]; sql: string }>;
  checks: string[];
  foreignKeys: Array<{ columns: string[]; table: string; to: string[]; onDelete: string }>;
}

const kindOf = (declared: string): ColumnKind => {
  const t = declared.toUpperCase();
  if (t.includes('INT')) return 'integer';
  if (t.includes('BLOB')) return 'blob';
  return 'text';
};

/** The CHECK (…) expressions of a CREATE TABLE statement, each with its parentheses balanced. */
export function checksOf(createSql: string): string[] {
  const checks: string[] = [];
  const re = /\bCHECK\s*\(/gi;
  for (let m = re.exec(createSql); m; m = re.exec(createSql)) {
    let depth = 1;
    let i = m.index + m[0].length;
    let quote: string | null = null;
    for (; i < createSql.length && depth > 0; i++) {
      const ch = createSql[i];
      if (quote) {
        if (ch === quote) quote = null;
      } else if (ch === "'" || ch === '"') quote = ch;
      else if (ch === '(') depth++;
      else if (ch === ')') depth--;
    }
    checks.push(createSql.slice(m.index + m[0].length, i - 1).trim());
  }
  return checks;
}

interface PragmaColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

/** Every table of a migrated SQLite database but its own bookkeeping. */
export function sqliteShape(sqlite: Database.Database): TableShape[] {
  const tables = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as Array<{ name: string; sql: string }>;
  return tables.map(({ name, sql }) => {
    const columns = sqlite.prepare(`PRAGMA table_info("${name}")`).all() as PragmaColumn[];
    const indexList = sqlite.prepare(`PRAGMA index_list("${name}")`).all() as Array<{ name: string; unique: number; origin: string }>;
    const colsOf = (index: string) =>
      (sqlite.prepare(`PRAGMA index_info("${index}")`).all() as Array<{ seqno: number; name: string }>)
        .sort((a, b) => a.seqno - b.seqno)
        .map((c) => c.name);
    const indexSql = (index: string) =>
      (sqlite.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").get(index) as { sql: string } | undefined)?.sql ??
      '';
    const fks = sqlite.prepare(`PRAGMA foreign_key_list("${name}")`).all() as Array<{
      id: number;
      seq: number;
      table: string;
      from: string;
      to: string | null;
      on_delete: string;
    }>;
    const byId = new Map<number, TableShape['foreignKeys'][number]>();
    for (const fk of fks.sort((a, b) => a.id - b.id || a.seq - b.seq)) {
      const entry = byId.get(fk.id) ?? { columns: [], table: fk.table, to: [], onDelete: fk.on_delete };
      entry.columns.push(fk.from);
      entry.to.push(fk.to ?? 'id');
      byId.set(fk.id, entry);
    }
    return {
      name,
      columns: columns.map((c) => ({
        name: c.name,
        kind: kindOf(c.type),
        // A primary key is never null on either engine.
        notNull: c.notnull === 1 || c.pk > 0,
        default: c.dflt_value,
      })),
      primaryKey: columns
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      unique: indexList.filter((i) => i.origin === 'u').map((i) => colsOf(i.name)),
      indexes: indexList
        .filter((i) => i.origin === 'c')
        .map((i) => ({ name: i.name, unique: i.unique === 1, columns: colsOf(i.name), sql: indexSql(i.name) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      checks: checksOf(sql),
      foreignKeys: [...byId.values()],
    };
  });
}
