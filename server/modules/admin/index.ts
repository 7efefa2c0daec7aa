// The admin API for the command line (npm run admin): guarded by the admin token, never by a user
// session. Areas whose states a person decides add their own admin calls in their modules.
import { desc, eq } from 'drizzle-orm';
import { adminCalls } from '../../../src/contract/admin';
import { advanceClock, clock } from '../../core/clock';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { defineModule } from '../../core/module';
import { users } from '../../core/schema';
import { revokeUserSessions } from '../../core/security';
import type { UserRow } from '../../core/users';
import { outbox } from '../auth/schema';

const publicUser = (u: UserRow) => {
  const { password_hash: _omit, ...rest } = u;
  return rest;
};

function userById(db: Db, uid: number): UserRow {
  const u = db.select().from(users).where(eq(users.id, uid)).get();
  if (!u) throw new ApiFailure('errors.accountNotFound');
  return u;
}

export default defineModule({
  name: 'admin',
  after: ['auth'],
  register({ route, db, hub, options, scheduler }) {
    route(adminCalls.users, () => db.select().from(users).orderBy(desc(users.id)).limit(200).all().map(publicUser));
    route(adminCalls.user, ({ uid }) => publicUser(userById(db, uid)));
    route(adminCalls.kyc, ({ uid, status }) => {
      userById(db, uid);
      db.update(users).set({ kyc_status: status }).where(eq(users.id, uid)).run();
      return publicUser(userById(db, uid));
    });
    route(adminCalls.revoke, ({ uid }) => {
      userById(db, uid);
      const revoked = revokeUserSessions(db, uid);
      hub.emit('sessionsEnded', { uid });
      return { revoked };
    });
    route(adminCalls.outbox, ({ to }) => {
      const columns = { to: outbox.target, code: outbox.code, scene: outbox.scene, created_at: outbox.created_at };
      const query = db.select(columns).from(outbox);
      return (to ? query.where(eq(outbox.target, to.toLowerCase())) : query).orderBy(desc(outbox.id)).limit(50).all();
    });
    // Test servers only: the clock moves forward and whatever came due runs now.
    if (options.testClock) {
      route(adminCalls.clock, ({ advance_ms }) => {
        advanceClock(advance_ms);
        return { now_ms: clock.ms(), ran: scheduler.runDue() };
      });
    }
  },
});
