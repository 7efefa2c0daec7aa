// Accounts: register, login (password or demo), logout, codes, forgotten and changed passwords.
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { authCalls, registerCalls } from '../../../src/contract/auth';
import type * as S from '../../../src/contract/auth';
import { now } from '../../core/db';
import { ApiFailure, type Ctx } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import { sessions, users } from '../../core/schema';
import {
  createSession,
  hashPassword,
  hashToken,
  newCode,
  revokeSession,
  revokeUserSessions,
  Throttle,
  verifyPassword,
} from '../../core/security';
import { createUser, type UserRow } from '../../core/users';
import { inviterIdByCode, recentOutbox, userByAccount } from './accounts';
import { mobileTarget, refuseTaken, registerBindingRoutes } from './binding';
import { grantDemoFunds } from './demo';
import { codes, outbox } from './schema';

const CODE_TTL_SEC = 10 * 60;
const CODE_MAX_ATTEMPTS = 5;
const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
/** A valid hash of a random password: checked against when the account does not exist. */
const DUMMY_HASH = await hashPassword(`dummy-${Math.random()}`);

type Scene = S.CodeScene;

export function registerAuthRoutes(kit: ModuleKit): void {
  const { route, db, options, hub } = kit;
  const signupVoucher = kit.use('signupVoucher');
  /** Wrong passwords: five per account in 15 minutes, fifty per address, then HTTP 429. */
  const loginFailures = new Throttle(db, 'login', 5, 15 * 60);
  const loginFailuresPerIp = new Throttle(db, 'loginIp', 50, 15 * 60);
  /** Codes: one per destination a minute, ten per address an hour (sixty in demo mode). */
  const codePerTarget = new Throttle(db, 'codeTarget', 1, 60);
  const codePerIp = new Throttle(db, 'codeIp', options.codesPerHour ?? (options.mode === 'demo' ? 60 : 10), 60 * 60);
  /** Address checks (user/check_email): ten per address an hour, three times the codes' allowance per client address. */
  const checkPerEmail = new Throttle(db, 'checkEmail', 10, 60 * 60);
  const checkPerIp = new Throttle(db, 'checkIp', 3 * (options.codesPerHour ?? (options.mode === 'demo' ? 60 : 10)), 60 * 60);
  /** Demo accounts: twenty an hour per address (each is given virtual funds). */
  const demoPerIp = new Throttle(db, 'demoIp', options.demoPerHour ?? 20, 60 * 60);

  const findByAccount = async (account: string, areaCode?: string) => await userByAccount(db, account, areaCode);

  /** Issues a code for a destination and writes it to the outbox (the offline stand-in for mail and SMS). */
  async function sendCode(target: string, scene: Scene, ctx: Ctx): Promise<void> {
    await codePerTarget.check(`${scene}:${target}`, 'errors.codeTooSoon');
    await codePerIp.check(ctx.ip, 'errors.tooManyCodes');
    if (scene === 'register' && (await findByAccount(target))) throw new ApiFailure('errors.accountExists', {}, { field: 'user_string' });
    if (scene !== 'register' && scene !== 'bind' && !(await findByAccount(target)))
      throw new ApiFailure('errors.accountNotFound', {}, { field: 'user_string' });
    const code = newCode();
    const at = now();
    await db.transaction(async () => {
      await db
        .insert(codes)
        .values({ target, scene, code, created_at: at, expires_at: at + CODE_TTL_SEC })
        .run();
      await db.insert(outbox).values({ target, code, scene, created_at: at }).run();
    });
    await codePerTarget.hit(`${scene}:${target}`);
    await codePerIp.hit(ctx.ip);
    if (options.log !== false) console.log(`[outbox] ${scene} code for ${target}: ${code}`);
  }

  /** Checks and spends the newest code for a destination; wrong guesses burn the code after five tries. */
  async function spendCode(target: string, scene: Scene, code: string): Promise<void> {
    const row = await db
      .select()
      .from(codes)
      .where(and(eq(codes.target, target), eq(codes.scene, scene), eq(codes.used, 0)))
      .orderBy(desc(codes.id))
      .limit(1)
      .get();
    if (!row || row.expires_at < now() || row.attempts >= CODE_MAX_ATTEMPTS) {
      throw new ApiFailure('errors.codeExpired', {}, { field: 'code' });
    }
    // Each write holds only while the code is still unused and has tries left (requests sent at once read
    // the same row): a code is spent once, and guesses sent at once get no more tries than one after another.
    const open = and(eq(codes.id, row.id), eq(codes.used, 0), lt(codes.attempts, CODE_MAX_ATTEMPTS));
    if (row.code !== code.toUpperCase()) {
      const counted = await db
        .update(codes)
        .set({ attempts: sql`${codes.attempts} + 1` })
        .where(open)
        .run();
      throw new ApiFailure(counted.changes === 1 ? 'errors.codeWrong' : 'errors.codeExpired', {}, { field: 'code' });
    }
    const spent = await db.update(codes).set({ used: 1 }).where(open).run();
    if (spent.changes !== 1) throw new ApiFailure('errors.codeExpired', {}, { field: 'code' });
  }

  const tokenReply = async (user: UserRow) => ({ token: await createSession(db, user.id), uid: user.id, account_type: user.account_type });

  route(authCalls.smsMail, async ({ email, scene }, ctx) => {
    if (scene === 'bind') await refuseTaken(db, 'email', email.toLowerCase(), undefined, ctx.user);
    await sendCode(email.toLowerCase(), scene, ctx);
    return null;
  });

  // Counted before the lookup (as logins are): guesses sent at once get no more answers than one after another.
  route(registerCalls.checkEmail, async ({ email }, ctx) => {
    await checkPerEmail.take(email, 'authErrors.tooManyChecks');
    await checkPerIp.take(ctx.ip, 'authErrors.tooManyChecks');
    return { email, available: !(await findByAccount(email)) };
  });

  route(authCalls.smsSend, async ({ mobile, area_code, scene }, ctx) => {
    if (scene === 'bind') await refuseTaken(db, 'mobile', mobile, area_code, ctx.user);
    await sendCode(scene === 'bind' ? mobileTarget(area_code, mobile) : mobile, scene, ctx);
    return null;
  });

  route(authCalls.register, async (input) => {
    const target = input.type === 'email' ? input.user_string.toLowerCase() : input.user_string;
    let invitedBy: number | undefined;
    if (input.extension_code) {
      invitedBy = await inviterIdByCode(db, input.extension_code);
      if (invitedBy === undefined) throw new ApiFailure('errors.inviteUnknown', {}, { field: 'extension_code' });
    }
    if (await findByAccount(target, input.area_code)) throw new ApiFailure('errors.accountExists', {}, { field: 'user_string' });
    await spendCode(target, 'register', input.code);
    const passwordHash = await hashPassword(input.password);
    const user = await db.transaction(async () => {
      const created = await createUser(db, {
        email: input.type === 'email' ? target : undefined,
        mobile: input.type === 'mobile' ? target : undefined,
        area_code: input.area_code,
        password_hash: passwordHash,
        account_type: 'real',
        invited_by: invitedBy,
      });
      await signupVoucher(db, created.id);
      return created;
    });
    return await tokenReply(user);
  });

  route(authCalls.login, async ({ user_string, password, area_code }, ctx) => {
    const account = user_string.toLowerCase();
    // Counted before the password is checked: guesses sent at once get no more tries than one after another.
    await loginFailures.take(`account:${account}`, 'errors.tooManyAttempts');
    try {
      await loginFailuresPerIp.take(ctx.ip, 'errors.tooManyAttempts');
    } catch (error) {
      await loginFailures.undo(`account:${account}`);
      throw error;
    }
    const user = await findByAccount(account, area_code);
    // An unknown account costs the same scrypt work, so timing does not tell which accounts exist.
    const passwordOk = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !passwordOk) throw new ApiFailure('errors.loginFailed', {}, { field: 'password' });
    await loginFailures.reset(`account:${account}`);
    await loginFailuresPerIp.undo(ctx.ip);
    return await tokenReply(user);
  });

  route(authCalls.demoLogin, async (_input, ctx) => {
    if (!options.h5Demo) throw new ApiFailure('errors.demoDisabled');
    await demoPerIp.take(ctx.ip, 'errors.tooManyAttempts');
    // A demo account trades with virtual funds from the demo pool, credited once.
    const user = await db.transaction(async () => {
      const created = await createUser(db, { password_hash: null, account_type: 'demo' });
      await grantDemoFunds(db, created.id);
      return created;
    });
    return await tokenReply(user);
  });

  route(authCalls.logout, async (_input, ctx) => {
    const token = ctx.request.headers.authorization ?? '';
    await revokeSession(db, token);
    hub.emit('sessionsEnded', { tokenHash: hashToken(token.replace(/^Bearer\s+/i, '').trim()) });
    return null;
  });

  route(authCalls.forget, async ({ account, area_code, code, password }) => {
    const target = account.toLowerCase();
    const user = await findByAccount(target, area_code);
    if (!user) throw new ApiFailure('errors.accountNotFound', {}, { field: 'account' });
    await spendCode(user.email ?? user.mobile ?? target, 'forget', code);
    const hash = await hashPassword(password);
    await db.transaction(async () => {
      await db.update(users).set({ password_hash: hash }).where(eq(users.id, user.id)).run();
      await revokeUserSessions(db, user.id);
    });
    hub.emit('sessionsEnded', { uid: user.id });
    return null;
  });

  route(authCalls.updatePassword, async ({ password, code }, ctx) => {
    const user = ctx.user;
    const target = user.email ?? user.mobile;
    if (!target) throw new ApiFailure('errors.bindAccountFirst');
    await spendCode(target, 'password', code);
    const hash = await hashPassword(password);
    const current = hashToken((ctx.request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim());
    await db.transaction(async () => {
      await db.update(users).set({ password_hash: hash }).where(eq(users.id, user.id)).run();
      // A changed password ends every other session of the account.
      await db
        .delete(sessions)
        .where(and(eq(sessions.user_id, user.id), ne(sessions.token_hash, current)))
        .run();
    });
    hub.emit('sessionsEnded', { uid: user.id, except: current });
    return null;
  });

  // The payment password is set once (AREAS.md): changing it goes through customer service (SPEC §5).
  route(authCalls.payPassword, async ({ pay_password, code }, ctx) => {
    const user = ctx.user;
    if (user.pay_password_hash) throw new ApiFailure('errors.payPasswordSet', {}, { field: 'pay_password' });
    const target = user.email ?? user.mobile;
    if (!target) throw new ApiFailure('errors.bindAccountFirst');
    await spendCode(target, 'pay', code);
    const hash = await hashPassword(pay_password);
    // Set once, even when two requests race: only a row without one is updated.
    const set = await db
      .update(users)
      .set({ pay_password_hash: hash })
      .where(and(eq(users.id, user.id), isNull(users.pay_password_hash)))
      .run();
    if (set.changes === 0) throw new ApiFailure('errors.payPasswordSet', {}, { field: 'pay_password' });
    return null;
  });

  registerBindingRoutes(kit, spendCode);
  // Other areas confirm a step with a code sent to the account (a new withdrawal address: scene address).
  kit.provide('codes', { spend: spendCode });

  route(authCalls.userInfo, (_input, ctx) => {
    const u = ctx.user;
    return {
      uid: u.id,
      nickname: u.nickname,
      avatar: u.avatar,
      email: u.email,
      mobile: u.mobile,
      area_code: u.area_code,
      account_type: u.account_type,
      kyc_status: u.kyc_status,
      has_pay_password: Boolean(u.pay_password_hash),
      signature: u.signature,
      credit_score: u.credit_score,
      created_at: u.created_at,
    } satisfies S.UserInfo;
  });

  // The dev outbox exists only on demo/dev servers; elsewhere the path is simply not found.
  if (options.mode !== 'demo') return;
  // The dev outbox holds every code sent: only a client on this machine may read it (the socket's own
  // address, never a forwarded one), or anyone could reset anyone's password on a demo server.
  route(authCalls.devOutbox, async ({ to }, ctx) => {
    if (!isLoopback(ctx.request.socket.remoteAddress)) throw new ApiFailure('errors.notFound', {}, { status: 404 });
    return await recentOutbox(db, to, 20);
  });
}
