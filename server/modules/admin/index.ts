// The admin API for the command line (npm run admin): guarded by the admin token, never by a user
// session. Areas whose states a person decides add their own admin calls in their modules (a KYC level
// only through identity's review: admin/kyc, admin/kyc/approve).
import { desc } from 'drizzle-orm';
import { adminCalls } from '../../../src/contract/admin';
import { advanceClock, clock } from '../../core/clock';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { defineModule } from '../../core/module';
import { settings, users } from '../../core/schema';
import { setSetting } from '../../core/settings';
import { checkSetting } from './settings';
import { revokeUserSessions } from '../../core/security';
import { type UserRow, userById } from '../../core/users';
import { recentOutbox } from '../auth/accounts';

/** A user without their secrets: neither password's hash leaves the server, only whether one is set. */
const publicUser = (u: UserRow) => {
  const { password_hash: _password, pay_password_hash: payHash, ...rest } = u;
  return { ...rest, has_pay_password: Boolean(payHash) };
};

/** The user with that id; an unknown id is the admin's mistake, told as such. */
async function existingUser(db: Db, uid: number): Promise<UserRow> {
  const u = await userById(db, uid);
  if (!u) throw new ApiFailure('errors.accountNotFound');
  return u;
}

export default defineModule({
  name: 'admin',
  after: ['auth'],
  register({ route, db, hub, options, scheduler, audit }) {
    route(adminCalls.audit, async () => await audit());
    route(adminCalls.users, async () => (await db.select().from(users).orderBy(desc(users.id)).limit(200).all()).map(publicUser));
    route(adminCalls.user, async ({ uid }) => publicUser(await existingUser(db, uid)));
    route(adminCalls.revoke, async ({ uid }) => {
      await existingUser(db, uid);
      const revoked = await revokeUserSessions(db, uid);
      hub.emit('sessionsEnded', { uid });
      return { revoked };
    });
    route(adminCalls.outbox, async ({ to }) => await recentOutbox(db, to, 50));
    route(adminCalls.settings, async () => await db.select().from(settings).orderBy(settings.key).all());
    route(adminCalls.setting, async ({ key, value }) => {
      const problem = checkSetting(key, value);
      if (problem) throw new ApiFailure(problem, { key }, { field: 'value' });
      await setSetting(db, key, value);
      return { key, value };
    });
    // Test servers only: the clock moves forward and whatever came due runs now.
    if (options.testClock) {
      route(adminCalls.clock, async ({ advance_ms }) => {
        advanceClock(advance_ms);
        return { now_ms: clock.ms(), ran: await scheduler.runDue() };
      });
    }
  },
});
