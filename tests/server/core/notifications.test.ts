// The notifications hook: a notification is written in the caller's transaction and its socket event
// goes out only once that transaction has committed.
import type { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { createNotifier } from '../../../server/core/notifications';
import { addUser, memoryDb } from '../fakeFeed';

function fakeIo() {
  const sent: Array<{ room: string | null; event: string; payload: unknown }> = [];
  const io = {
    emit: (event: string, payload: unknown) => sent.push({ room: null, event, payload }),
    to: (room: string) => ({ emit: (event: string, payload: unknown) => sent.push({ room, event, payload }) }),
  };
  return { io: io as unknown as Server, sent };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('notifications', () => {
  it('a committed notification reaches the user; a rolled-back one is neither stored nor sent', async () => {
    const db = await memoryDb();
    const user = await addUser(db, 'real');
    const { io, sent } = fakeIo();
    const { notify } = createNotifier(db, io);
    await db.transaction(async () => await notify(user, 'copySkipped', { trader: 'Ann' }, 'copy:1'));
    await expect(
      db.transaction(async () => {
        await notify(user, 'loanOverdue');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await tick();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      room: `user:${user}`,
      event: 'notification',
      payload: { kind: 'copySkipped', vars: { trader: 'Ann' } },
    });
    expect(await db.$sql.all('SELECT kind FROM notifications')).toEqual([{ kind: 'copySkipped' }]);
  });

  it('a rolled-back notification whose id (and content) the next one takes is sent once, for the committed one', async () => {
    const db = await memoryDb();
    const user = await addUser(db, 'real');
    const { io, sent } = fakeIo();
    const { notify } = createNotifier(db, io);
    let undone = 0;
    await expect(
      db.transaction(async () => {
        undone = await notify(user, 'depositCredited', { amount: '7.5' }, 'deposit:1');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await db.transaction(async () => await notify(user, 'depositCredited', { amount: '7.5' }, 'deposit:1'));
    // SQLite gives the rolled-back row's id to the next one; PostgreSQL's sequence does not.
    if (db.$store.engine === 'sqlite') expect(kept).toBe(undone);
    await tick();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ payload: { id: kept } });
  });

  it('a notification in a savepoint that rolls back is not sent, while the rest of the transaction commits', async () => {
    const db = await memoryDb();
    const user = await addUser(db, 'real');
    const { io, sent } = fakeIo();
    const { notify } = createNotifier(db, io);
    await db.transaction(async () => {
      await notify(user, 'copySkipped', {}, 'kept:1');
      await db
        .transaction(async () => {
          await notify(user, 'loanOverdue', {}, 'undone');
          throw new Error('savepoint undone');
        })
        .catch(() => undefined);
      await db.transaction(async () => await notify(user, 'copySkipped', {}, 'kept:2'));
    });
    await tick();
    expect(sent.map((s) => (s.payload as { ref: string }).ref)).toEqual(['kept:1', 'kept:2']);
  });

  it('a notification to everyone goes to every socket', async () => {
    const db = await memoryDb();
    const { io, sent } = fakeIo();
    await createNotifier(db, io).notify(null, 'maintenance');
    await tick();
    expect(sent).toEqual([expect.objectContaining({ room: null, event: 'notification' })]);
  });
});
