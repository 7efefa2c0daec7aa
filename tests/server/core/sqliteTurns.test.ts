// The embedded engine runs each statement synchronously: a long transaction (10,000 savings incomes paid
// set by set) held the event loop for its whole length, and the quotations asked meanwhile waited for it
// (settle_api_p99_ms 25–90 ms). Past a few milliseconds it now lets the loop turn between statements:
// work that needs no database runs in the middle of it; a statement from outside still waits for its
// commit, so it never sees the transaction half done.
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../../server/core/engines/sqlite';

describe('the embedded engine beside a long transaction', () => {
  it('lets the event loop turn in the middle of it, and keeps outside statements for after its commit', async () => {
    const engine = openSqlite(':memory:');
    await engine.query('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)', [], 'run');
    const session = await engine.begin();
    const seen: string[] = [];
    let rowsWhenTurned = -1;
    // One row first: on a loaded machine the engine may already turn the loop before the first statement.
    await session.query('INSERT INTO t (v) VALUES (?)', ['x'.repeat(200)], 'run');
    let inserted = 1;
    setImmediate(() => {
      rowsWhenTurned = inserted;
      seen.push('loop turned');
    });
    const outside = engine.query('SELECT count(*) AS n FROM t', [], 'object').then((result) => {
      seen.push('outside read');
      return (result.rows as { n: number }).n;
    });
    const started = performance.now();
    while (performance.now() - started < 40) {
      await session.query('INSERT INTO t (v) VALUES (?)', ['x'.repeat(200)], 'run');
      inserted += 1;
    }
    seen.push('commit');
    await session.commit();
    // The loop turned while the transaction was under way, not only after it.
    expect(rowsWhenTurned).toBeGreaterThan(0);
    expect(rowsWhenTurned).toBeLessThan(inserted);
    // The read from outside waited for the commit and saw all of it.
    expect(await outside).toBe(inserted);
    expect(seen).toEqual(['loop turned', 'commit', 'outside read']);
    await engine.close();
  });
});
