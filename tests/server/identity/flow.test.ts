// Identity verification: every level 1 field's rule refuses at its field and changes nothing; an ID number
// belongs to one account; level 2 waits for level 1; demo accounts cannot verify; a level passes only with
// email and phone bound; approve and reject move each level's state and keep users.kyc_level/kyc_status
// (which withdrawals read) in step.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/core/schema';
import { T } from '../../strings';
import { get, startServer, type TestServer } from '../helpers';
import { demoLogin } from '../support';
import { adminPost, bindPhone, count, idOf, image, kycUser, pendingOf, person, post, state, threePhotos, upload, userRow } from './support';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t?.stop();
});

/** Years ago from today, as YYYY-MM-DD. */
const yearsAgo = (n: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - n);
  return d.toISOString().slice(0, 10);
};

describe('level 1', () => {
  it('refuses each wrong field at that field with its message, and changes nothing', async () => {
    const me = await kycUser(t);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ first_name: '' }, 'first_name', 'validation.required'],
      [{ first_name: 'Ana<b>' }, 'first_name', 'validation.specialChars'],
      [{ first_name: 'A'.repeat(51) }, 'first_name', 'identity.errors.nameLength'],
      [{ last_name: '   ' }, 'last_name', 'validation.required'],
      [{ gender: 'robot' }, 'gender', 'identity.errors.gender'],
      [{ birth_date: '' }, 'birth_date', 'validation.required'],
      [{ birth_date: '1990-02-30' }, 'birth_date', 'identity.errors.birthDate'],
      [{ birth_date: '17/05/1990' }, 'birth_date', 'identity.errors.birthDate'],
      [{ birth_date: yearsAgo(-1) }, 'birth_date', 'identity.errors.birthDate'],
      [{ birth_date: yearsAgo(17) }, 'birth_date', 'identity.errors.adult'],
      [{ country: 'XX' }, 'country', 'identity.errors.country'],
      [{ address: '' }, 'address', 'validation.required'],
      [{ address: 'Rua' }, 'address', 'identity.errors.address'],
      [{ address: 'x'.repeat(201) }, 'address', 'identity.errors.address'],
      [{ id_type: '7' }, 'id_type', 'identity.errors.idType'],
      [{ card_id: '' }, 'card_id', 'identity.errors.cardId'],
      [{ card_id: 'AB1' }, 'card_id', 'identity.errors.cardIdFormat'],
      [{ card_id: 'AB12#45' }, 'card_id', 'identity.errors.cardIdFormat'],
      // A Chinese resident ID card carries a checksum: one wrong digit is refused.
      [{ country: 'CN', id_type: '0', card_id: '11010519491231002Y' }, 'card_id', 'identity.errors.cardIdFormat'],
      [{ country: 'CN', id_type: '0', card_id: '110105194912310022' }, 'card_id', 'identity.errors.cardIdFormat'],
    ];
    for (const [change, field, key] of cases) {
      const { status, body } = await post(t.api, 'user/real', person(change), me.token);
      expect(status, JSON.stringify(change)).toBe(200);
      expect(body, JSON.stringify(change)).toMatchObject({ type: 'error', field, message: T(key) });
    }
    // real/newreal is level 1 too, with the same rules.
    const other = await post(t.api, 'real/newreal', person({ real_type: '', gender: '' }), me.token);
    expect(other.body).toMatchObject({ type: 'error', field: 'real_type' });
    expect((await post(t.api, 'real/newreal', person({ gender: '' }), me.token)).body).toMatchObject({
      type: 'error',
      field: 'gender',
      message: T('identity.errors.gender'),
    });
    expect((await post(t.api, 'user/real', person({ real_type: '3' }), me.token)).body).toMatchObject({ type: 'error' });
    expect(await count(t, `identity_submissions WHERE user_id = ${me.uid}`)).toBe(0);
    expect(await userRow(t, me.uid)).toMatchObject({ kyc_status: 0, kyc_level: 0 });
    expect((await state(t, me.token)).level1).toMatchObject({ status: 0, reason: null });
  });

  it('a valid one is under review (once), with a Chinese ID card that passes its checksum', async () => {
    const me = await kycUser(t);
    const { body } = await post(t.api, 'real/newreal', person({ country: 'CN', id_type: '0', card_id: '11010519491231002x' }), me.token);
    expect(body).toMatchObject({ type: 'ok', message: { level: 0, kyc_status: 1, level1: { status: 1 }, level2: { status: 0 } } });
    expect(await userRow(t, me.uid)).toMatchObject({ kyc_status: 1, kyc_level: 0 });
    const again = await post(t.api, 'user/real', person(), me.token);
    expect(again.body).toMatchObject({ type: 'error', message: T('identity.errors.pending') });
    // The number is kept as written on the card (capital X) for the admin.
    const details = await get(t.api, 'real/newstate', {}, me.token);
    expect(details.body.message).toMatchObject({ details: { card_id: '11010519491231002X', country: 'CN', gender: 'female' } });
  });

  it('an ID number belongs to one account while pending or verified; a rejected one frees it', async () => {
    const first = await kycUser(t);
    const second = await kycUser(t);
    const card = 'ab-12 345 678';
    expect((await post(t.api, 'user/real', person({ card_id: card }), first.token)).body.type).toBe('ok');
    const before = await count(t, 'identity_submissions');
    for (const written of ['AB12345678', 'ab 12-34-56-78']) {
      const { body } = await post(t.api, 'user/real', person({ card_id: written }), second.token);
      expect(body).toMatchObject({ type: 'error', field: 'card_id', message: T('identity.errors.cardIdTaken') });
    }
    expect(await count(t, 'identity_submissions')).toBe(before);
    expect((await userRow(t, second.uid)).kyc_status).toBe(0);

    const pending = await pendingOf(t, first.uid);
    expect((await adminPost(t, 'admin/kyc/reject', { id: String(pending.id), reason: 'Not your document' })).body.type).toBe('ok');
    expect((await post(t.api, 'user/real', person({ card_id: card }), second.token)).body.type).toBe('ok');
    // Now the first may not take it back.
    const back = await post(t.api, 'user/real', person({ card_id: card }), first.token);
    expect(back.body).toMatchObject({ type: 'error', field: 'card_id', message: T('identity.errors.cardIdTaken') });

    // At once (on PostgreSQL they run together): one account three times, then three accounts with one number.
    const together = async (who: Array<{ token: string }>, card_id: string) => {
      const bodies = (await Promise.all(who.map((u) => post(t.api, 'user/real', person({ card_id }), u.token)))).map((r) => r.body);
      expect(
        bodies.filter((b) => b.type === 'ok'),
        JSON.stringify(bodies),
      ).toHaveLength(1);
      const held = await t.server.db.$sql.get<{ n: number }>(
        "SELECT count(*) AS n FROM identity_submissions WHERE card_id = ? AND status = 'pending'",
        card_id,
      );
      expect(held?.n).toBe(1);
    };
    const one = await kycUser(t);
    await together([one, one, one], 'CD11223344');
    await together([await kycUser(t), await kycUser(t), await kycUser(t)], 'EF55667788');
  });
});

describe('who may verify', () => {
  it('demo accounts cannot: level 1, level 2 and photo uploads are refused, nothing stored', async () => {
    const demo = await demoLogin(t.api);
    const before = { submissions: await count(t, 'identity_submissions'), photos: await count(t, 'identity_photos') };
    for (const path of ['user/real', 'real/newreal']) {
      expect((await post(t.api, path, person(), demo.token)).body).toMatchObject({ type: 'error', message: T('identity.errors.demo') });
    }
    const photo = await upload(t, demo.token, 'front');
    expect(photo.json).toMatchObject({ type: 'error', message: T('identity.errors.demo') });
    expect((await state(t, demo.token)).level1.status).toBe(0);
    expect((await get(t.api, 'real/state', {}, demo.token)).body.message).toMatchObject({ demo: true });
    expect({ submissions: await count(t, 'identity_submissions'), photos: await count(t, 'identity_photos') }).toEqual(before);
  });

  it('level 2 waits for a verified level 1 (uploads too), and needs its three photos', async () => {
    const me = await kycUser(t);
    const early = await upload(t, me.token, 'front');
    expect(early.json).toMatchObject({ type: 'error', message: T('identity.errors.level1First') });
    const l2 = await post(t.api, 'user/real', { real_type: '2', front_pic: 'a'.repeat(32), reverse_pic: 'b', hand_pic: 'c' }, me.token);
    expect(l2.body).toMatchObject({ type: 'error', message: T('identity.errors.level1First') });
    // Under review is not verified either.
    await post(t.api, 'user/real', person(), me.token);
    expect((await upload(t, me.token, 'front')).json).toMatchObject({ type: 'error', message: T('identity.errors.level1First') });
    expect(await count(t, `identity_photos WHERE user_id = ${me.uid}`)).toBe(0);

    await adminPost(t, 'admin/kyc/approve', { id: String((await pendingOf(t, me.uid)).id) });
    const ids = await threePhotos(t, me.token);
    for (const [field, key] of [
      ['front_pic', 'identity.errors.front'],
      ['reverse_pic', 'identity.errors.back'],
      ['hand_pic', 'identity.errors.hand'],
    ] as const) {
      const missing = await post(t.api, 'user/real', { real_type: '2', ...ids, [field]: '' }, me.token);
      expect(missing.body).toMatchObject({ type: 'error', field, message: T(key) });
    }
    // A photo uploaded for another field, or someone else's, is not that field's photo.
    const swapped = await post(t.api, 'user/real', { real_type: '2', ...ids, front_pic: ids.reverse_pic }, me.token);
    expect(swapped.body).toMatchObject({ type: 'error', field: 'front_pic', message: T('identity.errors.front') });
    const stranger = await kycUser(t);
    await t.server.db.update(users).set({ kyc_level: 1, kyc_status: 2 }).where(eq(users.id, stranger.uid)).run();
    const theirs = await post(t.api, 'user/real', { real_type: '2', ...ids }, stranger.token);
    expect(theirs.body).toMatchObject({ type: 'error', field: 'front_pic' });
    expect((await state(t, me.token)).level2.status).toBe(0);
  });
});

describe('the admin decides', () => {
  it('refuses to approve without both email and phone bound, and says which is missing', async () => {
    const noPhone = await kycUser(t, { phone: false });
    await post(t.api, 'user/real', person(), noPhone.token);
    const pending = await pendingOf(t, noPhone.uid);
    const refused = await adminPost(t, 'admin/kyc/approve', { id: String(pending.id) });
    expect(refused.body).toMatchObject({ type: 'error', message: T('identity.errors.noPhone') });
    expect(await state(t, noPhone.token)).toMatchObject({ email_bound: true, phone_bound: false, level1: { status: 1 } });
    expect(await userRow(t, noPhone.uid)).toMatchObject({ kyc_level: 0, kyc_status: 1 });

    await t.server.db.update(users).set({ email: null }).where(eq(users.id, noPhone.uid)).run();
    expect((await adminPost(t, 'admin/kyc/approve', { id: String(pending.id) })).body.message).toBe(T('identity.errors.noContacts'));
    await bindPhone(t, noPhone.uid);
    expect((await adminPost(t, 'admin/kyc/approve', { id: String(pending.id) })).body.message).toBe(T('identity.errors.noEmail'));
    expect(await count(t, `notifications WHERE user_id = ${noPhone.uid}`)).toBe(0);
  });

  it('reject with a reason, submit again, approve: each level’s state, the user row and withdrawals follow', async () => {
    const me = await kycUser(t);
    const info = async () => (await post(t.api, 'wallet/get_info', {}, me.token)).body.message as { kyc_level: number };
    expect((await info()).kyc_level).toBe(0);

    const first = person({ first_name: 'Anna' });
    await post(t.api, 'user/real', first, me.token);
    const one = await pendingOf(t, me.uid);
    expect((await adminPost(t, 'admin/kyc/reject', { id: String(one.id), reason: '' })).body).toMatchObject({
      type: 'error',
      field: 'reason',
    });
    const rejected = await adminPost(t, 'admin/kyc/reject', { id: String(one.id), reason: 'The name does not match the passport' });
    expect(rejected.body).toMatchObject({ type: 'ok', message: { status: 'rejected', level: 1, user_id: me.uid } });
    expect((await state(t, me.token)).level1).toEqual({
      status: 3,
      reason: 'The name does not match the passport',
      submitted_at: expect.any(Number),
      decided_at: expect.any(Number),
    });
    expect(await userRow(t, me.uid)).toMatchObject({ kyc_level: 0, kyc_status: 3 });
    // Decided once: again is refused, and an unknown id is not found.
    expect((await adminPost(t, 'admin/kyc/approve', { id: String(one.id) })).status).toBe(409);
    expect((await adminPost(t, 'admin/kyc/approve', { id: '999999' })).status).toBe(404);
    // What was sent comes back to fill the form again.
    const back = await get(t.api, 'real/newstate', {}, me.token);
    expect(back.body.message).toMatchObject({ details: { first_name: 'Anna', card_id: first.card_id } });

    await post(t.api, 'user/real', { ...first, first_name: 'Ana' }, me.token);
    expect((await userRow(t, me.uid)).kyc_status).toBe(1);
    const two = await pendingOf(t, me.uid);
    const approved = await adminPost(t, 'admin/kyc/approve', { id: String(two.id) });
    expect(approved.body).toMatchObject({ type: 'ok', message: { status: 'approved', details: { first_name: 'Ana' } } });
    expect(await state(t, me.token)).toMatchObject({ level: 1, kyc_status: 2, level1: { status: 2 }, level2: { status: 0 } });
    expect(await userRow(t, me.uid)).toMatchObject({ kyc_level: 1, kyc_status: 2 });
    expect((await info()).kyc_level).toBe(1);
    expect((await post(t.api, 'user/real', person(), me.token)).body.message).toBe(T('identity.errors.alreadyVerified'));

    // Level 2: rejected, then approved with one photo replaced; the summary stays verified meanwhile.
    const photos = await threePhotos(t, me.token);
    expect((await post(t.api, 'user/real', { real_type: '2', ...photos }, me.token)).body).toMatchObject({
      type: 'ok',
      message: { level: 1, kyc_status: 2, level2: { status: 1 } },
    });
    const l2 = await pendingOf(t, me.uid);
    expect(l2.level).toBe(2);
    await adminPost(t, 'admin/kyc/reject', { id: String(l2.id), reason: 'Hand-held photo is blurry' });
    expect(await state(t, me.token)).toMatchObject({ level: 1, kyc_status: 2, level2: { status: 3, reason: 'Hand-held photo is blurry' } });
    expect((await get(t.api, 'real/newstate', {}, me.token)).body.message).toMatchObject({
      photos: { front: photos.front_pic, back: photos.reverse_pic, hand: photos.hand_pic },
    });
    const hand = await upload(t, me.token, 'hand', image(undefined, 900));
    const newHand = idOf(hand);
    await post(t.api, 'user/real', { real_type: '2', ...photos, hand_pic: newHand }, me.token);
    const shown = await adminPost(t, 'admin/kyc/approve', { id: String((await pendingOf(t, me.uid)).id) });
    expect(shown.body).toMatchObject({ type: 'ok', message: { level: 2, photos: { hand: newHand } } });
    expect(await state(t, me.token)).toMatchObject({ level: 2, kyc_status: 2, level2: { status: 2 } });
    expect(await userRow(t, me.uid)).toMatchObject({ kyc_level: 2, kyc_status: 2 });
    expect((await info()).kyc_level).toBe(2);

    // Each decision told the user (notifications.kycApproved / kycRejected).
    const kinds = (await t.server.db.$sql.all(`SELECT kind FROM notifications WHERE user_id = ${me.uid} ORDER BY id`)).map(
      (r) => (r as { kind: string }).kind,
    );
    expect(kinds).toEqual(['kycRejected', 'kycApproved', 'kycRejected', 'kycApproved']);
  });

  it('lists the queue by state and shows one submission; the admin calls need the admin token', async () => {
    const me = await kycUser(t);
    await post(t.api, 'user/real', person(), me.token);
    const pending = await pendingOf(t, me.uid);
    const show = await fetch(`${t.api}/admin/kyc/show?id=${pending.id}`, { headers: { 'x-admin-token': 'test-admin-token' } });
    expect(await show.json()).toMatchObject({
      type: 'ok',
      message: { id: pending.id, user_id: me.uid, email: me.email, mobile: expect.any(String), status: 'pending', photos: null },
    });
    for (const path of ['admin/kyc/queue', `admin/kyc/show?id=${pending.id}`]) {
      expect((await fetch(`${t.api}/${path}`, { headers: { authorization: me.token } })).status).toBe(403);
    }
    const approve = await post(t.api, 'admin/kyc/approve', { id: String(pending.id) }, me.token);
    expect(approve.status).toBe(403);
    expect((await state(t, me.token)).level1.status).toBe(1);
  });
});
