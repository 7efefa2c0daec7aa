// Identity verification at 390 px, the way a person goes through it: the levels and what each allows,
// level 1 with a field refused and fixed, under review, approved by the admin, then level 2 with three
// photos and their previews (a missing one said at its field), under review, approved: both verified.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { formatDateTime } from '../../src/shared/lib/format';
import { closeNewsPopWhenShown, freshEmail, loginByUi, outboxCode, registerByApi, signInWith } from './helpers';
import { ok, PNG, T } from './money';
import { verifyUser } from './verify';

/** Binds a mobile number the way the security page does: a code sent for binding, read, then safe/mobile. */
async function bindPhone(request: APIRequestContext, token: string, uid: number): Promise<void> {
  const mobile = `138${String(uid).padStart(8, '0')}`;
  await ok(request, 'POST', 'sms_send', { area_code: '86', mobile, scene: 'bind' });
  const code = await outboxCode(request, `+86 ${mobile}`);
  await ok(request, 'POST', 'safe/mobile', { area_code: '86', mobile, code }, token);
}

/** A level's entry on the levels list, found by its name. */
const level = (page: Page, n: 1 | 2) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: T(`identity.level${n}.name`), exact: true }) });

/** Nothing sticks out sideways at 390 px. */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Buttons ignore a second tap within 500 ms (SPEC §9): a person's next try comes a moment later. */
async function tapAgain(page: Page, name: string) {
  await page.waitForTimeout(550);
  await page.getByRole('button', { name }).click();
}

/** The admin approves the user's newest pending submission (admin API). */
async function approve(page: Page, uid: number, expectedLevel: number) {
  const queue = await ok<Array<{ id: number; user_id: number; level: number }>>(page.request, 'GET', 'admin/kyc/queue');
  const mine = queue.filter((s) => s.user_id === uid).at(-1);
  expect(mine?.level).toBe(expectedLevel);
  await ok(page.request, 'POST', 'admin/kyc/approve', { id: String(mine?.id) });
}

test('identity verification: level 1 (a field error fixed), rejected with a reason and sent again, approved; level 2 with three photos, review, approved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('identity');
  const { uid, token } = await registerByApi(page.request, email);
  await closeNewsPopWhenShown(page);
  await page.goto('/#/pages/StartVerification/StartVerification');
  await loginByUi(page, email);

  // The two levels, what each allows, where the user stands.
  await expect(page.getByRole('heading', { level: 1, name: T('routes.StartVerification.StartVerification') })).toBeVisible();
  await expect(level(page, 1).getByText(T('identity.level1.limits'))).toBeVisible();
  await expect(level(page, 2).getByText(T('identity.level2.limits'))).toBeVisible();
  await expect(level(page, 1).getByText(T('identity.states.notVerified'))).toBeVisible();
  await expect(level(page, 2).getByText(T('identity.level1First'))).toBeVisible();
  await fitsWidth(page);
  await level(page, 1)
    .getByRole('link', { name: new RegExp(`^${T('identity.start')}`) })
    .click();

  // Level 1: the page says the phone is still missing; a wrong ID number is refused at its field.
  await expect(page.getByRole('heading', { level: 1, name: T('identity.titles.real') })).toBeVisible();
  const contacts = page.getByRole('region', { name: T('identity.contacts.title') });
  await expect(contacts.getByRole('listitem').filter({ hasText: T('identity.contacts.phone') })).toContainText(
    T('identity.contacts.missing'),
  );
  await expect(contacts.getByRole('listitem').filter({ hasText: T('identity.contacts.email') })).toContainText(
    T('identity.contacts.bound'),
  );
  await page.getByLabel(T('identity.form.firstName')).fill('Ana');
  await page.getByLabel(T('identity.form.lastName')).fill('Souza');
  await page.getByLabel(T('identity.form.gender')).selectOption({ label: T('identity.genders.female') });
  await page.getByLabel(T('identity.form.birthDate')).fill('1990-05-17');
  await page.getByLabel(T('identity.form.country')).selectOption('BR');
  await page.getByLabel(T('identity.form.address')).fill('Rua Augusta 1500, São Paulo');
  await page.getByLabel(T('identity.form.idType')).selectOption({ label: T('identity.idTypes.passport') });
  await page.getByLabel(T('identity.form.cardId')).fill('FX#1');
  await fitsWidth(page);
  await page.getByRole('button', { name: T('identity.form.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: T('identity.errors.cardIdFormat') })).toBeVisible();
  await expect(page.getByLabel(T('identity.form.firstName'))).toHaveValue('Ana');
  await page.getByLabel(T('identity.form.cardId')).fill(`FX${uid}`);
  await expect(page.getByText(T('identity.errors.cardIdFormat'))).toHaveCount(0);
  await tapAgain(page, T('identity.form.submit'));

  // Under review.
  await expect(page).toHaveURL(/#\/pages\/pendingReview\/pendingReview$/);
  await expect(page.getByText(T('identity.pending.text'))).toBeVisible();
  await expect(level(page, 1).getByText(T('identity.states.underReview'))).toBeVisible();
  await fitsWidth(page);

  // The admin rejects with a reason: the user reads it, and submits again from the form as it was sent.
  const reason = 'The passport number does not match the photo page';
  const queue = await ok<Array<{ id: number; user_id: number }>>(page.request, 'GET', 'admin/kyc/queue');
  const rejected = await ok<{ decided_at: number }>(page.request, 'POST', 'admin/kyc/reject', {
    id: String(queue.filter((q) => q.user_id === uid).at(-1)?.id),
    reason,
  });
  await page.reload();
  await expect(level(page, 1).getByText(T('identity.states.rejected'), { exact: true })).toBeVisible();
  await expect(level(page, 1).getByRole('alert')).toContainText(T('identity.rejectedBecause', { reason }));
  // When it was decided, with the reason (the review record's time).
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(
    level(page, 1).getByText(T('identity.decidedAt', { time: formatDateTime(rejected.decided_at, 'en', timeZone) })),
  ).toBeVisible();
  await level(page, 1)
    .getByRole('link', { name: new RegExp(`^${T('identity.submitAgain')}`) })
    .click();
  await expect(page.getByLabel(T('identity.form.firstName'))).toHaveValue('Ana');
  await expect(page.getByLabel(T('identity.form.cardId'))).toHaveValue(`FX${uid}`);
  await page.getByRole('button', { name: T('identity.form.submit') }).click();
  await expect(page).toHaveURL(/#\/pages\/pendingReview\/pendingReview$/);
  await expect(level(page, 1).getByText(T('identity.states.underReview'))).toBeVisible();

  // The phone is bound (as on the security page); the admin approves; the page shows level 1 verified and leads on to level 2.
  await bindPhone(page.request, token, uid);
  await approve(page, uid, 1);
  const limitBtc = async () =>
    (await ok<{ limit_btc: string }>(page.request, 'POST', 'wallet/get_info', {}, token)).limit_btc.replace(/\.0*$/, '');
  expect(await limitBtc()).toBe('200');
  await page.reload();
  await expect(level(page, 1).getByText(T('identity.states.verified'))).toBeVisible();
  await expect(page.getByText(T('identity.pending.none'))).toBeVisible();
  await expect(contacts.getByRole('listitem').filter({ hasText: T('identity.contacts.phone') })).toContainText(
    T('identity.contacts.bound'),
  );
  await level(page, 2)
    .getByRole('link', { name: new RegExp(`^${T('identity.start')}`) })
    .click();

  // Level 2: three photos, each previewed; one missing is said at its field.
  await expect(page.getByRole('heading', { level: 1, name: T('identity.titles.real_mark') })).toBeVisible();
  for (const side of ['front', 'back', 'hand'] as const) {
    await expect(page.getByLabel(`${T(`identity.photos.${side}`)}: ${T('identity.photos.take')}`)).toHaveAttribute(
      'capture',
      side === 'hand' ? 'user' : 'environment',
    );
  }
  for (const side of ['front', 'back'] as const) {
    const label = T(`identity.photos.${side}`);
    await page.getByLabel(label, { exact: true }).setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: T('identity.photos.preview', { side: label }) })).toBeVisible();
  }
  await expect(page.getByText(T('identity.photos.uploaded'))).toHaveCount(2);
  await page.getByRole('button', { name: T('identity.photos.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: T('identity.errors.hand') })).toBeVisible();
  const hand = T('identity.photos.hand');
  await page.getByLabel(hand, { exact: true }).setInputFiles({ name: 'hand.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: T('identity.photos.preview', { side: hand }) })).toBeVisible();
  await expect(page.getByText(T('identity.errors.hand'))).toHaveCount(0);
  // Each preview can be replaced.
  await expect(page.getByRole('button', { name: T('identity.photos.replace') })).toHaveCount(3);
  await fitsWidth(page);
  await tapAgain(page, T('identity.photos.submit'));

  await expect(page).toHaveURL(/#\/pages\/pendingReview\/pendingReview$/);
  await expect(level(page, 2).getByText(T('identity.states.underReview'))).toBeVisible();
  await approve(page, uid, 2);
  await page.reload();
  await expect(level(page, 1).getByText(T('identity.states.verified'))).toBeVisible();
  await expect(level(page, 2).getByText(T('identity.states.verified'))).toBeVisible();
  await page.goto('/#/pages/setting/real_mark');
  await expect(page.getByText(T('identity.level2Verified'))).toBeVisible();

  // The withdrawal limit follows the level: level 2's 500 BTC a day (what the withdraw page shows).
  expect(await limitBtc()).toBe('500');
});

test('a rejected level 2 opens with the photos sent before, read back from the private store, to keep or replace', async ({
  page,
  request,
}) => {
  const { uid, token } = await registerByApi(request, freshEmail('kycphotos'));
  await verifyUser(request, token, uid, 1);
  await signInWith(page, token, uid);
  await page.goto('/#/pages/setting/real_mark');
  const labels = (['front', 'back', 'hand'] as const).map((side) => T(`identity.photos.${side}`));
  for (const label of labels) {
    await page.getByLabel(label, { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: T('identity.photos.preview', { side: label }) })).toBeVisible();
  }
  await tapAgain(page, T('identity.photos.submit'));
  await expect(page).toHaveURL(/#\/pages\/pendingReview\/pendingReview$/);
  const queue = await ok<Array<{ id: number; user_id: number }>>(page.request, 'GET', 'admin/kyc/queue');
  await ok(page.request, 'POST', 'admin/kyc/reject', { id: String(queue.filter((q) => q.user_id === uid).at(-1)?.id), reason: 'Blurred' });

  // Opened again after a reload (nothing picked here), each photo is the one sent, read back.
  await page.reload();
  await level(page, 2)
    .getByRole('link', { name: new RegExp(`^${T('identity.submitAgain')}`) })
    .click();
  for (const label of labels) await expect(page.getByRole('img', { name: T('identity.photos.preview', { side: label }) })).toBeVisible();
  await expect(page.getByText(T('identity.photos.uploaded'), { exact: true })).toHaveCount(3);
  await expect(page.getByRole('button', { name: T('identity.photos.replace') })).toHaveCount(3);
  // One replaced, the other two kept: sent again.
  await page.getByLabel(labels[2], { exact: true }).setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: T('identity.photos.preview', { side: labels[2] }) })).toBeVisible();
  await expect(page.getByText(T('identity.photos.uploaded'), { exact: true })).toHaveCount(3);
  await tapAgain(page, T('identity.photos.submit'));
  await expect(page).toHaveURL(/#\/pages\/pendingReview\/pendingReview$/);
  await expect(level(page, 2).getByText(T('identity.states.underReview'))).toBeVisible();
});
