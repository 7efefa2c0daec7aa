// Admin API for the command line (npm run admin): guarded by the admin token, never by a user session.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db';
import { ApiFailure, payloadOf, type Router, type ServerOptions, type SessionHub, type UserRow } from '../http';
import { revokeUserSessions } from '../security';

const uidReq = z.object({ uid: z.coerce.number().int().positive() });
const kycReq = uidReq.extend({ status: z.coerce.number().int().min(0).max(3) });

function tokenMatches(request: FastifyRequest, expected: string): boolean {
  const given = Buffer.from(String(request.headers['x-admin-token'] ?? ''));
  const want = Buffer.from(expected);
  return given.length === want.length && timingSafeEqual(given, want);
}

export function registerAdminRoutes(app: FastifyInstance, router: Router, db: Db, options: ServerOptions, hub: SessionHub): void {
  const publicUser = (u: UserRow) => {
    const { password_hash: _omit, ...rest } = u;
    return rest;
  };

  function admin<S extends z.ZodType>(method: 'GET' | 'POST', url: string, schema: S, run: (input: z.output<S>) => unknown) {
    app.route({
      method,
      url: `/api/admin/${url}`,
      handler: async (request, reply) => {
        try {
          if (!tokenMatches(request, options.adminToken)) throw new ApiFailure('errors.adminOnly', {}, { status: 403 });
          const parsed = schema.safeParse(payloadOf(request));
          if (!parsed.success) throw new ApiFailure('errors.invalidParam', { field: String(parsed.error.issues[0]?.path[0] ?? '') });
          return router.replies.ok(reply, run(parsed.data) ?? null);
        } catch (err) {
          return router.replyFailure(reply, 'en', err, request);
        }
      },
    });
  }

  const userById = (uid: number) => {
    const u = db.prepare('SELECT * FROM users WHERE id = ?').get(uid) as UserRow | undefined;
    if (!u) throw new ApiFailure('errors.accountNotFound');
    return u;
  };

  admin('GET', 'users', z.object({}), () =>
    (db.prepare('SELECT * FROM users ORDER BY id DESC LIMIT 200').all() as UserRow[]).map(publicUser),
  );
  admin('GET', 'user', uidReq, ({ uid }) => publicUser(userById(uid)));
  admin('POST', 'kyc', kycReq, ({ uid, status }) => {
    userById(uid);
    db.prepare('UPDATE users SET kyc_status = ? WHERE id = ?').run(status, uid);
    return publicUser(userById(uid));
  });
  admin('POST', 'revoke', uidReq, ({ uid }) => {
    userById(uid);
    const revoked = revokeUserSessions(db, uid);
    hub.emit('sessionsEnded', { uid });
    return { revoked };
  });
  admin('GET', 'outbox', z.object({ to: z.string().optional() }), ({ to }) =>
    to
      ? db
          .prepare('SELECT target AS "to", code, scene, created_at FROM outbox WHERE target = ? ORDER BY id DESC LIMIT 50')
          .all(to.toLowerCase())
      : db.prepare('SELECT target AS "to", code, scene, created_at FROM outbox ORDER BY id DESC LIMIT 50').all(),
  );
}
