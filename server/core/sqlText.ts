// Multi-row inserts as plain SQL for `db.$sql` (both engines run them), their text made once per table,
// columns and number of rows. Drizzle's builder checks every value of a multi-row insert, which cost
// more than the database's own work where many rows go at once: the candles of a back-history, the
// journal entries, legs and balances of a set of savings incomes paid together.
const made = new Map<string, string>();

/**
 * A table whose id PostgreSQL numbers with a trigger takes `id` among the columns, given as NULL (left
 * out, the column's default gives one the trigger takes for a seed's own, and moves the sequence racily).
 *
 * `INSERT INTO table (columns) VALUES (?, …), … <tail>` for `rows` rows: the tail adds what follows the
 * values (an ON CONFLICT clause, a RETURNING list). The parameters go row after row, in column order.
 */
export function insertText(table: string, columns: readonly string[], rows: number, tail = ''): string {
  const key = `${table}(${columns.join()})${rows} ${tail}`;
  let text = made.get(key);
  if (!text) {
    const row = `(${columns.map(() => '?').join(', ')})`;
    text = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: rows }, () => row).join(', ')}${tail ? ` ${tail}` : ''}`;
    made.set(key, text);
  }
  return text;
}
