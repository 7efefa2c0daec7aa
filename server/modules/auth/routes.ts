// Accounts: register, login (password or demo), logout, codes, forgotten and changed passwords.
import { authCalls } from '../../../src/contract/auth';
import type * as S from '../../../src/contract/auth';
import { now } from '../../core/db';
import { ApiFailure, type Ctx } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import { createSession, hashPassword, hashToken, newCode, revokeSession, Throttle, verifyPassword } from '../../core/security';
import { createUser, type UserRow } from '../../core/users';
import { grantDemoFunds } from './demo';

const CODE_TTL_SEC = 10 * 60;
const CODE_MAX_ATTEMPTS = 5;
/** A valid hash of a random password: checked against when the account does not exist. */
const DUMMY_HASH = await hashPassword(`dummy-${Math.random()}`);

type Scene = 'register' | 'forget' | 'password';

export function registerAuthRoutes({ route, db, options, hub }: ModuleKit): void {
  /** Wrong passwords: five per account in 15 minutes, fifty per address, then HTTP 429. */
  const loginFailures = new Throttle(5, 15 * 60);
  const loginFailuresPerIp = new Throttle(50, 15 * 60);
  /** Codes: one per destination a minute, ten per address an hour. */
  const codePerTarget = new Throttle(1, 60);
  const codePerIp = new Throttle(options.mode === 'demo' ? 60 : 10, 60 * 60);

  const findByEmail = (email: string) =>
    db.$client.prepare('SELECT * FROM users WHERE email = ?').get(email.toLowerCase()) as UserRow | undefined;
  const findByMobile = (mobile: string, areaCode?: string) =>
    (areaCode
      ? db.$client.prepare('SELECT * FROM users WHERE mobile = ? AND area_code = ?').get(mobile, areaCode)
      : db.$client.prepare('SELECT * FROM users WHERE mobile = ? ORDER BY id LIMIT 1').get(mobile)) as UserRow | undefined;
  const findByAccount = (account: string, areaCode?: string) =>
    account.includes('@') ? findByEmail(account) : findByMobile(account, areaCode);

  /** Issues a code for a destination and writes it to the outbox (the offline stand-in for mail and SMS). */
  function sendCode(target: string, scene: Scene, ctx: Ctx): void {
    codePerTarget.check(`${scene}:${target}`, 'errors.codeTooSoon');
    codePerIp.check(ctx.ip, 'errors.tooManyCodes');
    if (scene === 'register' && findByAccount(target)) throw new ApiFailure('errors.accountExists', {}, { field: 'user_string' });
    if (scene !== 'register' && !findByAccount(target)) throw new ApiFailure('errors.accountNotFound', {}, { field: 'user_string' });
    const code = newCode();
    const at = now();
    db.transaction(() => {
      db.$client
        .prepare('INSERT INTO codes (target, scene, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
        .run(target, scene, code, at, at + CODE_TTL_SEC);
      db.$client.prepare('INSERT INTO outbox (target, code, scene, created_at) VALUES (?, ?, ?, ?)').run(target, code, scene, at);
    });
    codePerTarget.hit(`${scene}:${target}`);
    codePerIp.hit(ctx.ip);
    if (options.log !== false) console.log(`[outbox] ${scene} code for ${target}: ${code}`);
  }

  /** Checks and spends the newest code for a destination; wrong guesses burn the code after five tries. */
  function spendCode(target: string, scene: Scene, code: string): void {
    const row = db.$client
      .prepare('SELECT * FROM codes WHERE target = ? AND scene = ? AND used = 0 ORDER BY id DESC LIMIT 1')
      .get(target, scene) as { id: number; code: string; attempts: number; expires_at: number } | undefined;
    if (!row || row.expires_at < now() || row.attempts >= CODE_MAX_ATTEMPTS) {
      throw new ApiFailure('errors.codeExpired', {}, { field: 'code' });
    }
    if (row.code !== code.toUpperCase()) {
      db.$client.prepare('UPDATE codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
      throw new ApiFailure('errors.codeWrong', {}, { field: 'code' });
    }
    db.$client.prepare('UPDATE codes SET used = 1 WHERE id = ?').run(row.id);
  }

  const tokenReply = (user: UserRow) => ({ token: createSession(db, user.id), uid: user.id, account_type: user.account_type });

  route(authCalls.smsMail, ({ email, scene }, ctx) => {
    sendCode(email.toLowerCase(), scene, ctx);
    return null;
  });

  route(authCalls.smsSend, ({ mobile, scene }, ctx) => {
    sendCode(mobile, scene, ctx);
    return null;
  });

  route(authCalls.register, async (input) => {
    const target = input.type === 'email' ? input.user_string.toLowerCase() : input.user_string;
    let invitedBy: number | undefined;
    if (input.extension_code) {
      // System accounts (ids below 100001) have invite codes only to fill the column; they invite nobody.
      const inviter = db.$client
        .prepare('SELECT id FROM users WHERE invite_code = ? AND id > 100000')
        .get(input.extension_code.toUpperCase()) as { id: number } | undefined;
      if (!inviter) throw new ApiFailure('errors.inviteUnknown', {}, { field: 'extension_code' });
      invitedBy = inviter.id;
    }
    if (findByAccount(target, input.area_code)) throw new ApiFailure('errors.accountExists', {}, { field: 'user_string' });
    spendCode(target, 'register', input.code);
    const passwordHash = await hashPassword(input.password);
    const user = db.transaction(() =>
      createUser(db, {
        email: input.type === 'email' ? target : undefined,
        mobile: input.type === 'mobile' ? target : undefined,
        area_code: input.area_code,
        password_hash: passwordHash,
        account_type: 'real',
        invited_by: invitedBy,
      }),
    );
    return tokenReply(user);
  });

  route(authCalls.login, async ({ user_string, password, area_code }, ctx) => {
    const account = user_string.toLowerCase();
    loginFailures.check(`account:${account}`, 'errors.tooManyAttempts');
    loginFailuresPerIp.check(ctx.ip, 'errors.tooManyAttempts');
    const user = findByAccount(account, area_code);
    // An unknown account costs the same scrypt work, so timing does not tell which accounts exist.
    const passwordOk = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !passwordOk) {
      loginFailures.hit(`account:${account}`);
      loginFailuresPerIp.hit(ctx.ip);
      throw new ApiFailure('errors.loginFailed', {}, { field: 'password' });
    }
    loginFailures.reset(`account:${account}`);
    return tokenReply(user);
  });

  route(authCalls.demoLogin, () => {
    if (!options.h5Demo) throw new ApiFailure('errors.demoDisabled');
    // A demo account trades with virtual funds from the house, credited once.
    const user = db.transaction(() => {
      const created = createUser(db, { password_hash: null, account_type: 'demo' });
      grantDemoFunds(db, created.id);
      return created;
    });
    return tokenReply(user);
  });

  route(authCalls.logout, (_input, ctx) => {
    const token = ctx.request.headers.authorization ?? '';
    revokeSession(db, token);
    hub.emit('sessionsEnded', { tokenHash: hashToken(token.replace(/^Bearer\s+/i, '').trim()) });
    return null;
  });

  route(authCalls.forget, async ({ account, area_code, code, password }) => {
    const target = account.toLowerCase();
    const user = findByAccount(target, area_code);
    if (!user) throw new ApiFailure('errors.accountNotFound', {}, { field: 'account' });
    spendCode(user.email ?? user.mobile ?? target, 'forget', code);
    const hash = await hashPassword(password);
    db.transaction(() => {
      db.$client.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, user.id);
      db.$client.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id);
    });
    hub.emit('sessionsEnded', { uid: user.id });
    return null;
  });

  route(authCalls.updatePassword, async ({ password, code }, ctx) => {
    const user = ctx.user;
    const target = user.email ?? user.mobile;
    if (!target) throw new ApiFailure('errors.bindAccountFirst');
    spendCode(target, 'password', code);
    const hash = await hashPassword(password);
    const current = hashToken((ctx.request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim());
    db.transaction(() => {
      db.$client.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, user.id);
      // A changed password ends every other session of the account.
      db.$client.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash != ?').run(user.id, current);
    });
    hub.emit('sessionsEnded', { uid: user.id, except: current });
    return null;
  });

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
      created_at: u.created_at,
    } satisfies S.UserInfo;
  });

  // The dev outbox exists only on demo/dev servers; elsewhere the path is simply not found.
  if (options.mode !== 'demo') return;
  route(authCalls.devOutbox, ({ to }) => {
    return db.$client
      .prepare('SELECT target AS "to", code, scene, created_at FROM outbox WHERE target = ? ORDER BY id DESC LIMIT 20')
      .all(to.toLowerCase()) as S.OutboxReply;
  });
}
