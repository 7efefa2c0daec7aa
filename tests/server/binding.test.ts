// Binding an email or a mobile number (safe/email, safe/mobile): the code goes to the new address (scene
// "bind"; a phone's code is for that area and number), an address another account has is refused at its
// field when the code is asked for and when binding, every refusal is at its field and changes nothing,
// changing a bound one is the same step, and demo accounts bind nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/core/schema';
import { get, post, startServer, type TestServer } from './helpers';
import { codeFor, demoLogin, freshEmail, mailCode, PASSWORD, registerEmail } from './support';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t?.stop();
});

const rowOf = async (uid: number) =>
  await t.server.db
    .select({ email: users.email, mobile: users.mobile, area_code: users.area_code })
    .from(users)
    .where(eq(users.id, uid))
    .get();
const info = async (token: string) => (await get(t.api, 'user/info', {}, token)).body.message as Record<string, unknown>;
/** A mobile number no test used before (UK-style, 10 digits). */
let numbers = 0;
function freshMobile(): string {
  numbers += 1;
  return `77${String(Date.now() % 1e6).padStart(6, '0')}${String(numbers).padStart(2, '0')}`;
}
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function sendBindSms(token: string, area_code: string, mobile: string) {
  const sent = await post(t.api, 'sms_send', { area_code, mobile, scene: 'bind' }, token);
  expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ type: 'ok' });
  return codeFor(t.api, `+${area_code} ${mobile}`, 'bind');
}

describe('binding a mobile number', () => {
  it('binds with the code sent to that number in that area; user/info shows it', async () => {
    const me = await registerEmail(t.api, freshEmail('bindm'));
    expect(await info(me.token)).toMatchObject({ mobile: null, area_code: null });
    const mobile = freshMobile();
    const code = await sendBindSms(me.token, '44', mobile);
    const bound = await post(t.api, 'safe/mobile', { area_code: '+44', mobile, code }, me.token);
    expect(bound.body).toMatchObject({ type: 'ok' });
    expect(await info(me.token)).toMatchObject({ mobile, area_code: '44' });
    // The code is spent: it binds nothing a second time.
    const again = await post(t.api, 'safe/mobile', { area_code: '44', mobile, code }, me.token);
    expect(again.body).toMatchObject({ type: 'error', field: 'mobile' });
  });

  it('refuses a bad number, a bad area code and a bad or wrong code at the field, changing nothing', async () => {
    const me = await registerEmail(t.api, freshEmail('bindm'));
    const before = await rowOf(me.uid);
    const mobile = freshMobile();
    const code = await sendBindSms(me.token, '44', mobile);
    const tries: Array<[Record<string, string>, string]> = [
      [{ area_code: '44', mobile: '12ab', code }, 'mobile'],
      [{ area_code: '44', mobile: '', code }, 'mobile'],
      // A +86 number is a mainland China one (SPEC §5): 1, then 3 to 9, then nine digits.
      [{ area_code: '86', mobile: '2025550123', code }, 'mobile'],
      [{ area_code: '999', mobile, code }, 'area_code'],
      [{ area_code: '4a', mobile, code }, 'area_code'],
      [{ area_code: '44', mobile, code: '12345' }, 'code'],
      [{ area_code: '44', mobile, code: wrongCode(code) }, 'code'],
      // The code was sent to +44: it does not bind the same digits in another area.
      [{ area_code: '1', mobile, code }, 'code'],
    ];
    for (const [form, field] of tries) {
      const { status, body } = await post(t.api, 'safe/mobile', form, me.token);
      expect(status, JSON.stringify(form)).toBeLessThan(500);
      expect(body, JSON.stringify(form)).toMatchObject({ type: 'error', field });
      expect(await rowOf(me.uid)).toEqual(before);
    }
    // Sending a code is checked the same way.
    expect((await post(t.api, 'sms_send', { area_code: '999', mobile, scene: 'bind' }, me.token)).body).toMatchObject({
      type: 'error',
      field: 'area_code',
    });
    expect((await post(t.api, 'sms_send', { area_code: '44', mobile: 'x1', scene: 'bind' }, me.token)).body).toMatchObject({
      type: 'error',
      field: 'mobile',
    });
    // The right code still binds after the refusals (one wrong guess of five).
    expect((await post(t.api, 'safe/mobile', { area_code: '44', mobile, code }, me.token)).body).toMatchObject({ type: 'ok' });
  });

  it("another account's number is refused when the code is asked for and when binding; the same digits in another area are free", async () => {
    const owner = await registerEmail(t.api, freshEmail('owner'));
    const mobile = freshMobile();
    await post(t.api, 'safe/mobile', { area_code: '44', mobile, code: await sendBindSms(owner.token, '44', mobile) }, owner.token);
    const other = await registerEmail(t.api, freshEmail('other'));
    const before = await rowOf(other.uid);
    const send = await post(t.api, 'sms_send', { area_code: '44', mobile, scene: 'bind' }, other.token);
    expect(send.body).toMatchObject({
      type: 'error',
      field: 'mobile',
      message: 'This email or mobile number is already used by another account',
    });
    const bind = await post(t.api, 'safe/mobile', { area_code: '44', mobile, code: '123456' }, other.token);
    expect(bind.body).toMatchObject({ type: 'error', field: 'mobile' });
    expect(await rowOf(other.uid)).toEqual(before);
    // The owner asking for its own number is told it is already theirs.
    const own = await post(t.api, 'sms_send', { area_code: '44', mobile, scene: 'bind' }, owner.token);
    expect(own.body).toMatchObject({ type: 'error', field: 'mobile', message: 'This is already bound to your account' });
    // +1 and the same digits is another phone.
    const code = await sendBindSms(other.token, '1', mobile);
    expect((await post(t.api, 'safe/mobile', { area_code: '1', mobile, code }, other.token)).body).toMatchObject({ type: 'ok' });
  });
});

describe('binding an email', () => {
  it('refuses a bad email, a bad code, a code of another scene and a taken email at the field, changing nothing', async () => {
    const taken = freshEmail('taken');
    await registerEmail(t.api, taken);
    const me = await registerEmail(t.api, freshEmail('binde'));
    const before = await rowOf(me.uid);
    const next = freshEmail('next');
    const code = await mailCode(t.api, next, 'bind');
    const passwordCode = await mailCode(t.api, before?.email ?? '', 'password');
    const tries: Array<[Record<string, string>, string]> = [
      [{ email: 'not-an-email', code }, 'email'],
      [{ email: '', code }, 'email'],
      [{ email: next, code: '' }, 'code'],
      [{ email: next, code: '12 45' }, 'code'],
      [{ email: next, code: wrongCode(code) }, 'code'],
      [{ email: before?.email ?? '', code: passwordCode }, 'email'],
      [{ email: taken.toUpperCase(), code }, 'email'],
    ];
    for (const [form, field] of tries) {
      const { status, body } = await post(t.api, 'safe/email', form, me.token);
      expect(status, JSON.stringify(form)).toBeLessThan(500);
      expect(body, JSON.stringify(form)).toMatchObject({ type: 'error', field });
      expect(await rowOf(me.uid)).toEqual(before);
    }
    const send = await post(t.api, 'sms_mail', { email: taken, scene: 'bind' }, me.token);
    expect(send.body).toMatchObject({ type: 'error', field: 'email' });
    expect(await rowOf(me.uid)).toEqual(before);
  });

  it('a code sent to one email does not bind another', async () => {
    const me = await registerEmail(t.api, freshEmail('binde'));
    const code = await mailCode(t.api, freshEmail('a'), 'bind');
    const { body } = await post(t.api, 'safe/email', { email: freshEmail('b'), code }, me.token);
    expect(body).toMatchObject({ type: 'error', field: 'code' });
  });

  it('a user registered by mobile binds an email; changing it needs a code to the new one, then login takes the new one only', async () => {
    const mobile = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
    expect((await post(t.api, 'sms_send', { area_code: '86', mobile })).body).toMatchObject({ type: 'ok' });
    const registered = await post(t.api, 'user/register', {
      type: 'mobile',
      user_string: mobile,
      area_code: '86',
      code: await codeFor(t.api, mobile),
      password: PASSWORD,
      re_password: PASSWORD,
    });
    const me = registered.body.message as { token: string; uid: number };
    const first = freshEmail('first');
    expect((await post(t.api, 'safe/email', { email: first, code: await mailCode(t.api, first, 'bind') }, me.token)).body).toMatchObject({
      type: 'ok',
    });
    expect(await info(me.token)).toMatchObject({ email: first, mobile, area_code: '86' });

    const second = freshEmail('Second');
    const code = await mailCode(t.api, second.toLowerCase(), 'bind');
    expect((await post(t.api, 'safe/email', { email: second, code }, me.token)).body).toMatchObject({ type: 'ok' });
    expect(await info(me.token)).toMatchObject({ email: second.toLowerCase() });
    const login = (user_string: string) => post(t.api, 'user/login', { user_string, password: PASSWORD });
    expect((await login(second)).body).toMatchObject({ type: 'ok' });
    expect((await login(first)).body).toMatchObject({ type: 'error' });
    // The first email is free again: no account has it.
    expect(await t.server.db.$count(users, eq(users.email, first))).toBe(0);
  });

  it('demo accounts bind nothing, and binding needs a login', async () => {
    const demo = await demoLogin(t.api);
    const email = freshEmail('demo');
    const code = await mailCode(t.api, email, 'bind');
    const refused = await post(t.api, 'safe/email', { email, code }, demo.token);
    expect(refused.body).toMatchObject({ type: 'error', message: 'A demo account cannot bind an email or mobile number' });
    expect(await rowOf(demo.uid)).toMatchObject({ email: null, mobile: null });
    const anonymous = await post(t.api, 'safe/email', { email, code });
    expect(anonymous.body).toMatchObject({ type: 999 });
  });
});
