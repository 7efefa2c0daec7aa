// Invite friends: each way of registering (email, mobile, wallet) records the inviter from the invite
// code; an unknown code is refused at its field (translated) and spends nothing; user/invite lists only
// the caller's own friends, masked; the rebate shows and is paid only when the operator publishes a rate.
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/core/i18n';
import { balanceOf, EXTERNAL_ID, FEES_ID, pocket, transfer } from '../../server/core/ledger';
import { users } from '../../server/core/schema';
import type { InviteReply } from '../../src/contract/invite';
import { get, post, startServer, type TestServer } from './helpers';
import { codeFor, freshEmail, mailCode, PASSWORD, registerEmail, type TokenReply } from './support';

let t: TestServer;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(() => t?.stop());

const USDT = 1;
const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
const setting = async (key: string, value: string) => {
  const res = await fetch(`${t.api}/admin/setting`, { method: 'POST', headers: ADMIN, body: new URLSearchParams({ key, value }) });
  return (await res.json()) as { type: string };
};
const userRow = async (uid: number) => await t.server.db.select().from(users).where(eq(users.id, uid)).get();
const inviteOf = async (token: string, query: Record<string, string> = {}) => {
  const { body } = await get(t.api, 'user/invite', query, token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as InviteReply;
};

async function registerWith(email: string, code: string | undefined) {
  const mailed = await mailCode(t.api, email);
  return post(t.api, 'user/register', {
    type: 'email',
    user_string: email,
    code: mailed,
    password: PASSWORD,
    re_password: PASSWORD,
    ...(code === undefined ? {} : { extension_code: code }),
  });
}

let mobileCounter = 0;
const freshMobile = () => {
  mobileCounter += 1;
  return `139${String(Date.now() % 1e6).padStart(6, '0')}${String(mobileCounter).padStart(2, '0')}`;
};

async function signedWallet() {
  const account = privateKeyToAccount(generatePrivateKey());
  const { body } = await get(t.api, 'user/nonce');
  const { nonce } = body.message as { nonce: string };
  const domain = new URL(t.url).host;
  const message = createSiweMessage({
    address: account.address,
    chainId: 31337,
    domain,
    uri: `http://${domain}`,
    nonce,
    version: '1',
    issuedAt: new Date(),
    statement: 'Sign in to Kestrel',
  });
  return { user_string: account.address, message, signature: await account.signMessage({ message }) };
}

describe('registration records the inviter', () => {
  it('by email, mobile and wallet; the code is read in any case; the inviter lists them newest first, masked', async () => {
    const inviter = await registerEmail(t.api, freshEmail('inviter'));
    const { invite_code: code } = await inviteOf(inviter.token);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    const email = `anna.${Date.now().toString(36)}@example.com`;
    const byEmail = await registerWith(email, code.toLowerCase());
    expect(byEmail.body.type, JSON.stringify(byEmail.body)).toBe('ok');
    expect((await userRow((byEmail.body.message as TokenReply).uid))?.invited_by).toBe(inviter.uid);

    const mobile = freshMobile();
    await post(t.api, 'sms_send', { area_code: '86', mobile });
    const smsCode = await codeFor(t.api, mobile);
    const byMobile = await post(t.api, 'user/register', {
      type: 'mobile',
      area_code: '86',
      user_string: mobile,
      code: smsCode,
      password: PASSWORD,
      re_password: PASSWORD,
      extension_code: code,
    });
    expect(byMobile.body.type, JSON.stringify(byMobile.body)).toBe('ok');
    expect((await userRow((byMobile.body.message as TokenReply).uid))?.invited_by).toBe(inviter.uid);

    const wallet = await signedWallet();
    const byWallet = await post(t.api, 'user/doregister', { ...wallet, extension_code: code });
    expect(byWallet.body.type, JSON.stringify(byWallet.body)).toBe('ok');
    expect((await userRow((byWallet.body.message as TokenReply).uid))?.invited_by).toBe(inviter.uid);

    const invite = await inviteOf(inviter.token);
    expect(invite).toMatchObject({ invite_code: code, total: 3, page: 1, rebate_rate: null, rebate_paid: null });
    const address = wallet.user_string.toLowerCase();
    expect(invite.list).toEqual([
      { no: 3, via: 'wallet', account: `${address.slice(0, 6)}…${address.slice(-4)}`, created_at: expect.any(Number) },
      { no: 2, via: 'mobile', account: `${mobile.slice(0, 3)}******${mobile.slice(-2)}`, created_at: expect.any(Number) },
      { no: 1, via: 'email', account: `an***@example.com`, created_at: expect.any(Number) },
    ]);
    // Never the whole account.
    const text = JSON.stringify(invite);
    for (const whole of [email, mobile, address, wallet.user_string]) expect(text).not.toContain(whole);

    // Paged: one at a time, numbered by registration order.
    const second = await inviteOf(inviter.token, { page: '2', limit: '1' });
    expect(second).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(second.list.map((f) => f.no)).toEqual([2]);
  });

  it('lists only the caller’s own friends; registering without a code records no inviter', async () => {
    const a = await registerEmail(t.api, freshEmail('a'));
    const b = await registerEmail(t.api, freshEmail('b'));
    const codeA = (await inviteOf(a.token)).invite_code;
    const friend = await registerWith(freshEmail('friend'), codeA);
    expect(friend.body.type).toBe('ok');
    const alone = await registerWith(freshEmail('alone'), '  ');
    expect(alone.body.type, JSON.stringify(alone.body)).toBe('ok');
    expect((await userRow((alone.body.message as TokenReply).uid))?.invited_by).toBeNull();

    expect((await inviteOf(a.token)).total).toBe(1);
    expect(await inviteOf(b.token)).toMatchObject({ total: 0, list: [] });
    // The friend's own list is theirs (empty), not the inviter's.
    expect((await inviteOf((friend.body.message as TokenReply).token)).total).toBe(0);
    // No session, no list.
    expect((await get(t.api, 'user/invite')).body.type).toBe(999);
  });
});

describe('an invite code that is not known', () => {
  it('is refused at its field in the caller’s language, creates no account and spends no code', async () => {
    const email = freshEmail('typo');
    const before = (await t.server.db.$sql.get('SELECT count(*) AS n FROM users')) as { n: number };
    const mailed = await mailCode(t.api, email);
    const form = { type: 'email', user_string: email, code: mailed, password: PASSWORD, re_password: PASSWORD };
    for (const lang of ['en', 'zh', 'dt']) {
      const { status, body } = await post(t.api, 'user/register', { ...form, extension_code: 'NOSUCH99', lang });
      expect(status).toBe(200);
      expect(body).toMatchObject({ type: 'error', field: 'extension_code', message: translate(lang, 'errors.inviteUnknown') });
    }
    // A malformed one is refused at the same field, by its rule.
    const bad = await post(t.api, 'user/register', { ...form, extension_code: 'ab!', lang: 'en' });
    expect(bad.body).toMatchObject({ type: 'error', field: 'extension_code', message: translate('en', 'validation.inviteCode') });
    // A system account's code (the house) invites nobody.
    const house = (await t.server.db.select({ code: users.invite_code }).from(users).where(eq(users.id, 1)).get())?.code ?? '';
    const system = await post(t.api, 'user/register', { ...form, extension_code: house });
    expect(system.body).toMatchObject({ type: 'error', field: 'extension_code' });
    expect(await t.server.db.$sql.get('SELECT count(*) AS n FROM users')).toEqual(before);

    // The same code from the mail still works: the refusals spent nothing.
    const ok = await post(t.api, 'user/register', form);
    expect(ok.body.type, JSON.stringify(ok.body)).toBe('ok');

    const wallet = await signedWallet();
    const refused = await post(t.api, 'user/doregister', { ...wallet, extension_code: 'NOSUCH99' });
    expect(refused.body).toMatchObject({ type: 'error', field: 'extension_code', message: translate('en', 'errors.inviteUnknown') });
    // Same signature, no code: the nonce was not spent by the refusal.
    expect((await post(t.api, 'user/doregister', wallet)).body.type).toBe('ok');
  });
});

describe('the invite rebate', () => {
  it('is shown and paid only while the operator publishes a rate: a share of the friend’s trading fee, in the same transaction', async () => {
    const inviter = await registerEmail(t.api, freshEmail('rebate'));
    const code = (await inviteOf(inviter.token)).invite_code;
    const friend = (await registerWith(freshEmail('trader'), code)).body.message as TokenReply;
    const db = t.server.db;
    await db.transaction(async () => await transfer(db, EXTERNAL_ID, pocket(friend.uid, 'lever'), USDT, '1000', 'deposit', 'test'));
    await t.server.use('feed').push('BTCUSDT', '60000');
    const open = async () => {
      const { body } = await post(
        t.api,
        'lever/submit',
        { symbol: 'BTCUSDT', side: 'buy', order_type: 'market', lots: '0.5', leverage: '10' },
        friend.token,
      );
      expect(body.type, JSON.stringify(body)).toBe('ok');
      return body.message as { fee: string };
    };
    const paid = async () => (await balanceOf(db, inviter.uid, USDT)).available.toFixed();

    // No rate published: no rebate shown, none paid.
    await open();
    expect(await paid()).toBe('0');
    expect(await inviteOf(inviter.token)).toMatchObject({ rebate_rate: null, rebate_paid: null });

    expect((await setting('invite_rebate_rate', '1.5')).type).toBe('error'); // checked before stored
    expect((await setting('invite_rebate_rate', '0.2')).type).toBe('ok');
    const feesBefore = (await balanceOf(db, FEES_ID, USDT)).available;
    const { fee } = await open();
    expect(fee).toBe('0.15');
    // 0.15 × 0.2 = 0.03 from the fee account to the inviter's funding account.
    expect(await paid()).toBe('0.03');
    expect((await balanceOf(db, FEES_ID, USDT)).available.minus(feesBefore).toFixed()).toBe('0.12');
    expect(await inviteOf(inviter.token)).toMatchObject({ rebate_rate: '0.2', rebate_paid: '0.03' });

    expect((await setting('invite_rebate_rate', '0')).type).toBe('ok');
    await open();
    expect(await paid()).toBe('0.03');
    expect(await inviteOf(inviter.token)).toMatchObject({ rebate_rate: null, rebate_paid: null });
  });
});
