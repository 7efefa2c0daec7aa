// Binding an email or a mobile number to the logged-in account (safe/email, safe/mobile). The new one
// must be free (no other account has it) and proven by the code sent to it (scene "bind"). Changing a
// bound one is the same step: the code goes to the new address, the session shows it is the owner, and
// the old one stays bound until the new one is confirmed. Demo accounts bind nothing (they have no login).
import { eq } from 'drizzle-orm';
import { authCalls } from '../../../src/contract/auth';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import { users } from '../../core/schema';
import type { UserRow } from '../../core/users';
import { userByEmail, userByMobile } from './accounts';

/** Where a bind code for a mobile number goes: the number with its area code (a code for one area's number binds no other). */
export const mobileTarget = (areaCode: string, mobile: string) => `+${areaCode} ${mobile}`;

/**
 * Refuses, at its field, an email or a mobile number (in an area) that an account already has: another
 * account's ("already used") or the caller's own ("already yours"). Both code sending and binding ask.
 */
export async function refuseTaken(
  db: Db,
  kind: 'email' | 'mobile',
  value: string,
  areaCode: string | undefined,
  caller: UserRow | null,
): Promise<void> {
  const holder = kind === 'email' ? await userByEmail(db, value) : await userByMobile(db, value, areaCode);
  if (!holder) return;
  const key = holder.id === caller?.id ? 'securityErrors.alreadyYours' : 'securityErrors.taken';
  throw new ApiFailure(key, {}, { field: kind });
}

/** Checks and spends the newest unused code of a scene for a destination (the auth routes' own). */
export type SpendCode = (target: string, scene: 'bind', code: string) => Promise<void>;

export function registerBindingRoutes({ route, db }: ModuleKit, spendCode: SpendCode): void {
  const refuseDemo = (user: UserRow) => {
    if (user.account_type === 'demo') throw new ApiFailure('securityErrors.demo');
  };

  // Each handler runs to its end without waiting, so no other request can take the address between
  // the check and the update; a refusal comes before the update and changes nothing but the code's tries.
  route(authCalls.bindEmail, async ({ email, code }, ctx) => {
    refuseDemo(ctx.user);
    await refuseTaken(db, 'email', email, undefined, ctx.user);
    await spendCode(email, 'bind', code);
    await db.update(users).set({ email }).where(eq(users.id, ctx.user.id)).run();
    return null;
  });

  route(authCalls.bindMobile, async ({ area_code, mobile, code }, ctx) => {
    refuseDemo(ctx.user);
    await refuseTaken(db, 'mobile', mobile, area_code, ctx.user);
    await spendCode(mobileTarget(area_code, mobile), 'bind', code);
    await db.update(users).set({ mobile, area_code }).where(eq(users.id, ctx.user.id)).run();
    return null;
  });
}
