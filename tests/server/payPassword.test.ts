// The payment password: 6 digits, set once after a code to the bound email (scene "pay"), stored as a
// scrypt hash; refusals at their field change nothing; a second setting is refused (customer service).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/core/schema';
import { get, post, startServer, type TestServer } from './helpers';
import { demoLogin, freshEmail, mailCode, registerEmail } from './support';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t?.stop();
});

const hashOf = async (uid: number) =>
  (await t.server.db.select({ h: users.pay_password_hash }).from(users).where(eq(users.id, uid)).get())?.h ?? null;

describe('payment password', () => {
  it('is refused at its field for bad input and a wrong code, then set once with the right code', async () => {
    const email = freshEmail('pay');
    const me = await registerEmail(t.api, email);
    expect((await get(t.api, 'user/info', {}, me.token)).body.message).toMatchObject({ has_pay_password: false });
    const code = await mailCode(t.api, email, 'pay');
    const tries: Array<[Record<string, string>, string]> = [
      [{ pay_password: '12345', re_pay_password: '12345', code }, 'pay_password'],
      [{ pay_password: '12345a', re_pay_password: '12345a', code }, 'pay_password'],
      [{ pay_password: '123456', re_pay_password: '123457', code }, 're_pay_password'],
      [{ pay_password: '123456', re_pay_password: '123456', code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' }, 'code'],
    ];
    for (const [form, field] of tries) {
      const { body } = await post(t.api, 'safe/pay_password', form, me.token);
      expect(body, JSON.stringify(form)).toMatchObject({ type: 'error', field });
      expect(await hashOf(me.uid)).toBeNull();
    }
    const set = await post(t.api, 'safe/pay_password', { pay_password: '123456', re_pay_password: '123456', code }, me.token);
    expect(set.body).toMatchObject({ type: 'ok' });
    expect(await hashOf(me.uid)).toMatch(/^scrypt\$/);
    expect(await hashOf(me.uid)).not.toContain('123456');
    expect((await get(t.api, 'user/info', {}, me.token)).body.message).toMatchObject({ has_pay_password: true });

    // Set once: a second time is refused (before any code is looked at), and the first stays.
    const before = await hashOf(me.uid);
    const second = await post(t.api, 'safe/pay_password', { pay_password: '654321', re_pay_password: '654321', code: 'ZZZZZZ' }, me.token);
    expect(second.body).toMatchObject({ type: 'error', field: 'pay_password' });
    expect(second.body.message).toContain('customer service');
    expect(await hashOf(me.uid)).toBe(before);
  });

  it('a code of another scene does not set it; an account with no email or phone is told to bind one', async () => {
    const email = freshEmail('pay');
    const me = await registerEmail(t.api, email);
    const loginCode = await mailCode(t.api, email, 'password');
    const { body } = await post(
      t.api,
      'safe/pay_password',
      { pay_password: '123456', re_pay_password: '123456', code: loginCode },
      me.token,
    );
    expect(body).toMatchObject({ type: 'error', field: 'code' });
    const demo = await demoLogin(t.api);
    const unbound = await post(
      t.api,
      'safe/pay_password',
      { pay_password: '123456', re_pay_password: '123456', code: 'ABC123' },
      demo.token,
    );
    expect(unbound.body).toMatchObject({ type: 'error' });
    expect(await hashOf(demo.uid)).toBeNull();
  });
});
