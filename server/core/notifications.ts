// The notifications hook: any area tells a user (or everyone) that something happened to them: a
// copy skipped, a loan overdue, a withdrawal sent. `notify` writes the row inside the caller's
// transaction; the socket event goes out once that transaction has committed (a rolled-back one sends
// nothing). Areas name the kind; its text is the i18n key `notifications.<kind>` with `vars`.
import { eq } from 'drizzle-orm';
import type { Server } from 'socket.io';
import { type Db, now } from './db';
import { userRoom } from './realtime';
import { notifications } from './schema';

export interface NotificationEvent {
  id: number;
  kind: string;
  vars: Record<string, string | number>;
  ref: string | null;
  created_at: number;
}

export function createNotifier(db: Db, io: Server | null) {
  /**
   * The newest call that wrote each id not yet sent. SQLite gives a rolled-back row's id to the next
   * row, which can hold the very same content (a scan undone and recorded again): only the last call
   * that got an id may send it, and only if its row is there.
   */
  const latest = new Map<number, symbol>();

  async function notify(
    userId: number | null,
    kind: string,
    vars: Record<string, string | number> = {},
    ref: string | null = null,
  ): Promise<number> {
    const created_at = now();
    const id = (
      await db
        .insert(notifications)
        .values({ user_id: userId, kind, vars: JSON.stringify(vars), ref, created_at })
        .returning({ id: notifications.id })
        .get()
    ).id;
    const call = Symbol(kind);
    latest.set(id, call);
    // Outside the caller's transaction: the read waits for it to end, and sees only what it committed.
    db.$store.outside(() =>
      setImmediate(async () => {
        await send().catch((error: unknown) => console.error('[notifications] could not send', id, error));
      }),
    );
    async function send(): Promise<void> {
      if (latest.get(id) !== call) return; // this id was rolled back and written again since
      latest.delete(id);
      if (db.$store.closed) return; // the server closed meanwhile
      // Only what was committed: a rolled-back row is gone (or its id now holds another one).
      const row = await db.select().from(notifications).where(eq(notifications.id, id)).get();
      if (!row || row.kind !== kind || row.created_at !== created_at || row.user_id !== userId) return;
      const event: NotificationEvent = { id, kind, vars, ref, created_at };
      if (userId === null) io?.emit('notification', event);
      else io?.to(userRoom(userId)).emit('notification', event);
    }
    return id;
  }
  return { notify };
}

export type Notifier = ReturnType<typeof createNotifier>;
/** The hook itself, as the areas receive it. */
export type Notify = Notifier['notify'];
/** For engines built without one (unit tests): tells nobody. */
export const notifyNobody: Notify = async () => 0;
