// socket.io on the app's port: `auth` puts a socket in its user's room, `subscribe`/`unsubscribe`
// join and leave channel rooms (ticker, kline:<symbol>:<period>, depth:<symbol>).
//
// Several instances on one PostgreSQL database share their rooms through socket.io's Postgres adapter
// (LISTEN/NOTIFY on the database they already share; no other server to run): an event for a user's
// room reaches that user's sockets on every instance, and an ended session ends on every instance.
// Events bigger than a notification (8,000 bytes) go through a table of the adapter's own, in a schema of
// its own (socket_io), outside the product's tables. Market data never crosses it (market/publish.ts).
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import { z } from 'zod';
import type { Db } from './db';
import type { SessionHub, SessionsEnded } from './http';
import { hashToken } from './security';
import { userByToken } from './users';

const channelSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('ticker') }),
  z.object({ channel: z.literal('kline'), symbol: z.string().min(1).max(32), period: z.string().min(1).max(8) }),
  z.object({ channel: z.literal('depth'), symbol: z.string().min(1).max(32) }),
]);
export type ChannelReq = z.output<typeof channelSchema>;

export function roomOf(channel: ChannelReq): string {
  return Object.values(channel).join(':');
}
export const userRoom = (uid: number) => `user:${uid}`;

type Ack = (reply: { ok: boolean; error?: string }) => void;

/** `shared`: the PostgreSQL pool other instances share (their rooms joined through the adapter). */
export async function createRealtimeServer(
  server: HttpServer,
  db: Db,
  hub: SessionHub,
  shared?: { pool: pg.Pool; log: (message: string) => void },
) {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: true } });
  if (shared) await shareRooms(io, shared.pool, shared.log);
  io.on('connection', (socket) => {
    socket.on('auth', async (payload: unknown, ack?: Ack) => {
      const token = z.object({ token: z.string() }).safeParse(payload);
      const user = token.success ? await userByToken(db, token.data.token) : null;
      for (const room of socket.rooms) if (room.startsWith('user:')) socket.leave(room);
      socket.data.uid = user?.id;
      socket.data.tokenHash = user && token.success ? hashToken(token.data.token.replace(/^Bearer\s+/i, '').trim()) : undefined;
      if (user) socket.join(userRoom(user.id));
      if (typeof ack === 'function') ack(user ? { ok: true } : { ok: false, error: 'session' });
    });
    for (const verb of ['subscribe', 'unsubscribe'] as const) {
      socket.on(verb, (payload: unknown, ack?: Ack) => {
        const parsed = channelSchema.safeParse(payload);
        if (parsed.success) {
          if (verb === 'subscribe') socket.join(roomOf(parsed.data));
          else socket.leave(roomOf(parsed.data));
        }
        if (typeof ack === 'function') ack(parsed.success ? { ok: true } : { ok: false, error: 'channel' });
      });
    }
  });
  // A session that ends (logout, revoke, password change) takes its sockets out of the user's room at
  // once, on this instance and on the others.
  const endSessions = ({ uid, tokenHash, except }: SessionsEnded) => {
    for (const socket of io.sockets.sockets.values()) {
      const { uid: socketUid, tokenHash: socketToken } = socket.data as { uid?: number; tokenHash?: string };
      if (socketUid === undefined) continue;
      const ended = tokenHash ? socketToken === tokenHash : socketUid === uid && socketToken !== except;
      if (!ended) continue;
      void socket.leave(userRoom(socketUid));
      socket.data.uid = undefined;
      socket.data.tokenHash = undefined;
      socket.emit('session', { ended: true });
    }
  };
  hub.on('sessionsEnded', (ended: SessionsEnded) => {
    endSessions(ended);
    if (shared) io.serverSideEmit('sessionsEnded', ended);
  });
  if (shared) io.on('sessionsEnded', endSessions);
  return io;
}

/** Shares `io`'s rooms with the other instances on the PostgreSQL database of `pool`. */
async function shareRooms(io: Server, pool: pg.Pool, log: (message: string) => void): Promise<void> {
  const ddl =
    'CREATE SCHEMA IF NOT EXISTS socket_io; CREATE TABLE IF NOT EXISTS socket_io.attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)';
  // Two instances starting at once may both try to create them: the second one's try fails, then finds them.
  await pool.query(ddl).catch(async () => await pool.query(ddl));
  io.adapter(createAdapter(pool, { tableName: 'socket_io.attachments', errorHandler: (error) => log(`[realtime] ${error.message}`) }));
}
