// socket.io on the app's port: `auth` puts a socket in its user's room, `subscribe`/`unsubscribe`
// join and leave channel rooms (ticker, kline:<symbol>:<period>, depth:<symbol>).
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { z } from 'zod';
import type { Db } from './db';
import type { SessionHub } from './http';
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

export function createRealtimeServer(server: HttpServer, db: Db, hub: SessionHub) {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: true } });
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
  // A session that ends (logout, revoke, password change) takes its sockets out of the user's room at once.
  hub.on('sessionsEnded', ({ uid, tokenHash, except }) => {
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
  });
  return io;
}
