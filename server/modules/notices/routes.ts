// mailMessage/*: the user's notifications (their own and those to everyone since they registered),
// newest first, with unread marks; opening one marks it read; all can be marked read at once. A
// notification to one user keeps its read time on its row; one to everyone is read per user
// (notification_reads). The text is translated here, in the caller's language.
import { and, count, desc, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type * as C from '../../../src/contract/notices';
import { noticeAdminCalls, noticeCalls } from '../../../src/contract/notices';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { hasKey, translate } from '../../core/i18n';
import type { ModuleKit } from '../../core/module';
import { readPage } from '../../core/paging';
import { notifications, type UserRow } from '../../core/schema';
import { userById } from '../../core/users';
import { notificationReads } from './schema';

type Vars = Record<string, string | number>;

function parseVars(text: string): Vars {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/** The text of a notification in a language: `notifications.<kind>` with its vars. */
export function noticeText(lang: string, kind: string, vars: Vars): string {
  return hasKey(`notifications.${kind}`) ? translate(lang, `notifications.${kind}`, vars) : translate(lang, 'notices.unknownKind');
}

/** What a user may see: their own, and those to everyone sent since they registered. */
const visibleTo = (user: UserRow): SQL =>
  or(eq(notifications.user_id, user.id), and(isNull(notifications.user_id), gte(notifications.created_at, user.created_at))) as SQL;

export function createNotices(db: Db) {
  const rows = (user: UserRow) =>
    db
      .select({ n: notifications, broadcastRead: notificationReads.read_at })
      .from(notifications)
      .leftJoin(notificationReads, and(eq(notificationReads.notification_id, notifications.id), eq(notificationReads.user_id, user.id)));

  type Row = { n: typeof notifications.$inferSelect; broadcastRead: number | null };
  const reply = (lang: string, { n, broadcastRead }: Row): C.Notice => {
    const vars = parseVars(n.vars);
    const broadcast = n.user_id === null;
    return {
      id: n.id,
      kind: n.kind,
      vars,
      ref: n.ref,
      text: noticeText(lang, n.kind, vars),
      broadcast,
      read: (broadcast ? broadcastRead : n.read_at) !== null,
      created_at: n.created_at,
    };
  };

  const unreadOf = (user: UserRow): SQL =>
    or(
      and(eq(notifications.user_id, user.id), isNull(notifications.read_at)),
      and(isNull(notifications.user_id), isNull(notificationReads.read_at)),
    ) as SQL;

  async function list(user: UserRow, lang: string, page: number, limit: number): Promise<C.NoticeList> {
    const counted = (where: SQL) =>
      db
        .select({ n: count() })
        .from(notifications)
        .leftJoin(notificationReads, and(eq(notificationReads.notification_id, notifications.id), eq(notificationReads.user_id, user.id)))
        .where(where);
    const found = await readPage(
      rows(user).where(visibleTo(user)).orderBy(desc(notifications.id)),
      counted(visibleTo(user)),
      { page, limit },
      (r) => reply(lang, r),
    );
    return { ...found, unread: (await counted(and(visibleTo(user), unreadOf(user)) as SQL).get())?.n ?? 0 };
  }

  /** One notification the user may see, marked read (another user's is "not found", as an unknown id). */
  async function open(user: UserRow, lang: string, id: number): Promise<C.Notice> {
    return await db.transaction(async () => {
      const row = await rows(user)
        .where(and(eq(notifications.id, id), visibleTo(user)))
        .get();
      if (!row) throw new ApiFailure('noticeErrors.notFound', {}, { field: 'id', status: 404 });
      const at = now();
      if (row.n.user_id === null) {
        await db.insert(notificationReads).values({ notification_id: id, user_id: user.id, read_at: at }).onConflictDoNothing().run();
        return reply(lang, { n: row.n, broadcastRead: row.broadcastRead ?? at });
      }
      if (row.n.read_at === null) await db.update(notifications).set({ read_at: at }).where(eq(notifications.id, id)).run();
      return reply(lang, { n: { ...row.n, read_at: row.n.read_at ?? at }, broadcastRead: null });
    });
  }

  /** Marks every notification the user may see read; returns how many were unread. */
  async function readAll(user: UserRow): Promise<number> {
    return await db.transaction(async () => {
      const at = now();
      const own = (
        await db
          .update(notifications)
          .set({ read_at: at })
          .where(and(eq(notifications.user_id, user.id), isNull(notifications.read_at)))
          .run()
      ).changes;
      const everyone = (
        await db.run(sql`
        INSERT INTO notification_reads (notification_id, user_id, read_at)
        SELECT id, ${user.id}, ${at} FROM notifications
        WHERE user_id IS NULL AND created_at >= ${user.created_at}
        ON CONFLICT DO NOTHING`)
      ).changes;
      return own + everyone;
    });
  }

  return { list, open, readAll };
}

export function registerNoticesRoutes({ route, db, notify }: ModuleKit): void {
  const notices = createNotices(db);
  route(noticeCalls.noticeList, async ({ page, limit }, ctx) => await notices.list(ctx.user, ctx.lang, page, limit));
  route(noticeCalls.noticeDetail, async ({ id }, ctx) => await notices.open(ctx.user, ctx.lang, id));
  route(noticeCalls.noticeReadAll, async (_input, ctx) => ({ read: await notices.readAll(ctx.user) }));
  route(noticeAdminCalls.adminNotify, async ({ uid, text }) => {
    if (uid !== undefined && !(await userById(db, uid))) throw new ApiFailure('errors.accountNotFound', {}, { field: 'uid' });
    return { id: await db.transaction(async () => await notify(uid ?? null, 'message', { text })) };
  });
}
