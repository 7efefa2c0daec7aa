// The notifications hook: any area tells a user (or everyone) that something happened to them: a
// copy skipped, a loan overdue, a withdrawal sent. `notify` writes the row inside the caller's
// transaction; the socket event goes out once that transaction has committed (a rolled-back one sends
// nothing). Areas name the kind; its text is the i18n key `notifications.<kind>` with `vars`.
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
    // Only what was committed is told: a rolled-back notification (or savepoint) sends nothing.
    db.$store.afterCommit(() => {
      const event: NotificationEvent = { id, kind, vars, ref, created_at };
      if (userId === null) io?.emit('notification', event);
      else io?.to(userRoom(userId)).emit('notification', event);
    });
    return id;
  }
  return { notify };
}

export type Notifier = ReturnType<typeof createNotifier>;
/** The hook itself, as the areas receive it. */
export type Notify = Notifier['notify'];
/** For engines built without one (unit tests): tells nobody. */
export const notifyNobody: Notify = async () => 0;
