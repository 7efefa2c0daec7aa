// The profile's nickname (2 to 10) and signature (2 to 30 characters: Chinese, English, digits; spaces in
// a signature) and the credit score (100 = good standing). Every refusal is the error envelope at its
// field and changes nothing; a property test sends random text and checks the server against the rule.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/core/schema';
import { validateNickname, validateSignature } from '../../src/shared/lib/validate';
import { get, post, startServer, type TestServer } from './helpers';
import { freshEmail, registerEmail, type TokenReply } from './support';

let t: TestServer;
let me: TokenReply;
beforeAll(async () => {
  t = await startServer();
  me = await registerEmail(t.api, freshEmail('profile'));
});
afterAll(async () => {
  await t?.stop();
});

const profileOf = async (uid: number) =>
  await t.server.db
    .select({ nickname: users.nickname, signature: users.signature, credit_score: users.credit_score })
    .from(users)
    .where(eq(users.id, uid))
    .get();
const editSignature = (signature: string) => post(t.api, 'user/editSignature', { signature }, me.token);
const editNickname = (nickname: string) => post(t.api, 'user/editNickname', { nickname }, me.token);

describe('profile', () => {
  it('a new account has no signature and a credit score of 100', async () => {
    const { body } = await get(t.api, 'user/info', {}, me.token);
    expect(body.message).toMatchObject({ signature: '', credit_score: 100 });
  });

  it('a signature of 1 or 31 characters, or with other signs, is refused at its field and changes nothing', async () => {
    await editSignature('Hold on');
    const before = await profileOf(me.uid);
    for (const signature of ['a', '中', 'x'.repeat(31), '长'.repeat(31), '', '   ', 'hi!', 'tab\there', 'こんにちは']) {
      const { status, body } = await editSignature(signature);
      expect(status, signature).toBe(200);
      expect(body, signature).toMatchObject({ type: 'error', field: 'signature' });
      expect(await profileOf(me.uid)).toEqual(before);
    }
    expect((await editSignature('x'.repeat(31))).body.message).toBe('Signature: 2 to 30 characters (Chinese, English, digits)');
  });

  it('2 and 30 characters are accepted (trimmed), and user/info shows the signature', async () => {
    for (const signature of ['ab', '中文', 'x'.repeat(30), '每'.repeat(30), 'Buy low 2 sell high']) {
      expect((await editSignature(`  ${signature} `)).body, signature).toMatchObject({ type: 'ok' });
      expect((await profileOf(me.uid))?.signature).toBe(signature);
    }
    expect((await get(t.api, 'user/info', {}, me.token)).body.message).toMatchObject({ signature: 'Buy low 2 sell high' });
  });

  it('a nickname of 1 or 11 characters is refused at its field; 2 and 10 are accepted', async () => {
    const before = await profileOf(me.uid);
    for (const nickname of ['a', 'abcdefghijk', 'tom cat', '']) {
      expect((await editNickname(nickname)).body, nickname).toMatchObject({ type: 'error', field: 'nickname' });
      expect(await profileOf(me.uid)).toEqual(before);
    }
    for (const nickname of ['ab', 'abcdefghij', '张三']) {
      expect((await editNickname(nickname)).body, nickname).toMatchObject({ type: 'ok' });
      expect((await profileOf(me.uid))?.nickname).toBe(nickname);
    }
  });

  it('editing the profile needs a login and never touches the credit score', async () => {
    expect((await post(t.api, 'user/editSignature', { signature: 'hello' })).body).toMatchObject({ type: 999 });
    expect((await profileOf(me.uid))?.credit_score).toBe(100);
  });
});

// Text built from signs the rules allow and some they do not, of lengths around both limits.
const SIGNS = ['a', 'Z', '7', '中', '𠀀', ' ', '!', '_', 'é', 'я', '😀', '\u3000'];
const text = (maxLength: number) => fc.string({ unit: fc.constantFrom(...SIGNS), minLength: 0, maxLength });

describe('the server follows the validators (property)', () => {
  it('a signature is stored (trimmed) exactly when validateSignature accepts it; otherwise nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(text(34), async (signature) => {
        const before = await profileOf(me.uid);
        const { body } = await editSignature(signature);
        if (validateSignature(signature) === null) {
          expect(body).toMatchObject({ type: 'ok' });
          expect((await profileOf(me.uid))?.signature).toBe(signature.trim());
        } else {
          expect(body).toMatchObject({ type: 'error', field: 'signature' });
          expect(await profileOf(me.uid)).toEqual(before);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a nickname is stored exactly when validateNickname accepts it; otherwise nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(text(13), async (nickname) => {
        const before = await profileOf(me.uid);
        const { body } = await editNickname(nickname);
        if (validateNickname(nickname) === null) {
          expect(body).toMatchObject({ type: 'ok' });
          expect((await profileOf(me.uid))?.nickname).toBe(nickname.trim());
        } else {
          expect(body).toMatchObject({ type: 'error', field: 'nickname' });
          expect(await profileOf(me.uid)).toEqual(before);
        }
      }),
      { numRuns: 60 },
    );
  });
});
