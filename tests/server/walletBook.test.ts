// The address book withdrawals go to: named entries, ten at most, each user their own; a new address
// needs the code sent to the account's bound email or mobile (scene address), as exchanges ask; an
// address is checked against its EIP-55 checksum when written in mixed case, and stored, shown and sent
// checksummed. Every refusal adds nothing.
import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations } from '../../server/app';
import { openDb } from '../../server/core/db';
import { translate } from '../../server/core/i18n';
import { createSession } from '../../server/core/security';
import { migrate } from '../../server/core/migrate';
import { createUser } from '../../server/core/users';
import { addToBook } from '../../server/modules/wallet/addressBook';
import { migrations as walletMigrations } from '../../server/modules/wallet/migrations';
import { addressBook } from '../../server/modules/wallet/schema';
import { get, post, startServer, type TestServer } from './helpers';
import { freshEmail, mailCode, registerEmail } from './support';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(() => t?.stop());

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const rows = async () => (await t.server.db.select().from(addressBook).all()).length;
const save = (token: string, form: Record<string, string>) => post(t.api, 'user/wallet/save', form, token);

/** Saves and expects a refusal at `field` (with that message, when given) that adds nothing. */
async function refused(
  token: string,
  form: Record<string, string>,
  field: string,
  key?: string,
  vars: Record<string, string | number> = {},
) {
  const before = await rows();
  const { status, body } = await save(token, form);
  expect(status).toBeLessThan(500);
  expect(body, JSON.stringify(form)).toMatchObject({ type: 'error', field, ...(key ? { message: translate('en', key, vars) } : {}) });
  expect(await rows()).toBe(before);
}

describe('adding an address', () => {
  it('needs the code sent to the bound email: none or a wrong one is refused at the code, nothing added', async () => {
    const email = freshEmail('book');
    const me = await registerEmail(t.api, email);
    const address = newAddress();
    await refused(me.token, { address, name: 'Cold' }, 'code', 'walletErrors.codeRequired');
    const code = await mailCode(t.api, email, 'address');
    await refused(me.token, { address, name: 'Cold', code: 'ZZZZZ9' }, 'code', 'errors.codeWrong');
    // A code for another purpose does not add an address.
    await refused(me.token, { address, name: 'Cold', code: await mailCode(t.api, email, 'pay') }, 'code');
    const saved = await save(me.token, { address, name: 'Cold', code });
    expect(saved.body).toMatchObject({ type: 'ok', message: { address, name: 'Cold', bound: false } });
    // Spent: the same code adds nothing more.
    await refused(me.token, { address: newAddress(), name: 'Again', code }, 'code');
    // Renaming one already there needs no code.
    expect((await save(me.token, { address, name: 'Hardware' })).body).toMatchObject({ type: 'ok', message: { name: 'Hardware' } });
  });

  it('an account with neither email nor mobile binds one first', async () => {
    const user = await t.server.db.transaction(async () => await createUser(t.server.db, { password_hash: null, account_type: 'real' }));
    const token = await createSession(t.server.db, user.id);
    await refused(token, { address: newAddress(), name: 'Cold', code: 'ABC123' }, 'code', 'errors.bindAccountFirst');
  });

  it('checks the EIP-55 checksum of a mixed-case address; stores, shows and lists the checksummed form', async () => {
    const email = freshEmail('eip55');
    const me = await registerEmail(t.api, email);
    const good = newAddress();
    // One letter's case flipped: a typo the checksum catches.
    const at = [...good].findIndex((c, i) => i > 1 && /[a-f]/i.test(c));
    const flipped =
      good.slice(0, at) + (good[at] === good[at].toLowerCase() ? good[at].toUpperCase() : good[at].toLowerCase()) + good.slice(at + 1);
    await refused(me.token, { address: flipped, name: 'Typo', code: 'ABC123' }, 'address', 'walletErrors.badChecksum');
    await refused(me.token, { address: '0x1234', name: 'Short' }, 'address', 'walletErrors.badAddress');
    // All lower case (no checksum in it) is taken, and kept checksummed.
    const saved = await save(me.token, { address: good.toLowerCase(), name: 'Lower', code: await mailCode(t.api, email, 'address') });
    expect(saved.body).toMatchObject({ type: 'ok', message: { address: good } });
    const list = (await get(t.api, 'user/wallet/list', {}, me.token)).body.message as Array<{ address: string }>;
    expect(list.map((w) => w.address)).toEqual([good]);
    // The same address in another case is the same entry (a rename, no code).
    expect((await save(me.token, { address: `0x${good.slice(2).toUpperCase()}`, name: 'Upper' })).body).toMatchObject({
      type: 'ok',
      message: { address: good, name: 'Upper' },
    });
    // A withdrawal request names it in any valid form; a mixed-case typo is refused there too.
    const out = await post(
      t.api,
      'wallet/out',
      { currency_id: '1', chain_id: '1', address: flipped, number: '20', pay_password: '123456' },
      me.token,
    );
    expect(out.body).toMatchObject({ type: 'error', field: 'address', message: translate('en', 'walletErrors.badChecksum') });
  });

  it('keeps ten at most, each user their own', async () => {
    const email = freshEmail('book');
    const me = await registerEmail(t.api, email);
    await refused(me.token, { address: newAddress() }, 'name');
    await refused(me.token, { address: newAddress(), name: 'x'.repeat(21) }, 'name');
    // Nine already there (as added with codes before), the tenth through the call.
    await t.server.db.transaction(async () => {
      for (let i = 1; i <= 9; i += 1) await addToBook(t.server.db, me.uid, newAddress(), `Wallet ${i}`);
    });
    const tenth = await save(me.token, { address: newAddress(), name: 'Wallet 10', code: await mailCode(t.api, email, 'address') });
    expect(tenth.body).toMatchObject({ type: 'ok', message: { name: 'Wallet 10', bound: false } });
    // Full: refused at the address before a code is asked for or spent.
    await refused(me.token, { address: newAddress(), name: 'Eleventh', code: 'ABC123' }, 'address', 'walletErrors.bookFull', { max: 10 });
    const list = (await get(t.api, 'user/wallet/list', {}, me.token)).body.message as Array<{ id: number; name: string }>;
    expect(list.map((w) => w.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Wallet ${i + 1}`));

    const stranger = await registerEmail(t.api, freshEmail('book'));
    expect((await get(t.api, 'user/wallet/list', {}, stranger.token)).body.message).toEqual([]);
    const steal = await post(t.api, 'user/wallet/delete', { id: String(list[0].id) }, stranger.token);
    expect(steal.body).toMatchObject({ type: 'error' });
    expect(await post(t.api, 'user/wallet/delete', { id: String(list[0].id) }, me.token)).toMatchObject({ body: { type: 'ok' } });
    expect(((await get(t.api, 'user/wallet/list', {}, me.token)).body.message as unknown[]).length).toBe(9);
  });
});

describe('the migration to checksummed addresses', () => {
  it('rewrites the lower-case addresses a database holds', async () => {
    const db = openDb(':memory:');
    migrate(db.$migrations, allMigrations());
    const user = await db.transaction(async () => await createUser(db, { password_hash: null, account_type: 'real' }));
    const address = newAddress();
    await db.insert(addressBook).values({ user_id: user.id, name: 'Old', address: address.toLowerCase(), created_at: 0 }).run();
    const up = walletMigrations.find((m) => m.id === 'wallet-005-checksum-addresses')?.up;
    db.$migrations.$client.transaction(() => up?.(db.$migrations))();
    expect((await db.select().from(addressBook).where(eq(addressBook.user_id, user.id)).get())?.address).toBe(getAddress(address));
  });
});
