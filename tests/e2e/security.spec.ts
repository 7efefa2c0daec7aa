// Security and profile at 390 px: a user registered by email binds a phone (the area code picked on the
// areas page by a search, the code read from the dev outbox), sees it bound; sets a signature after a
// message at the field; sees the credit score with its meaning; with the payment password set, its row
// leads to customer service. Then the two location pages, which work without a map.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { freshEmail, outboxCode, registerByEmail, expectCodeSent } from './helpers';

/** No page is wider than the phone (390 px). */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Sets the payment password the way the app does (a code for the scene "pay", then safe/pay_password). */
async function setPayPassword(page: Page, email: string) {
  const headers = { Authorization: (await page.evaluate(() => localStorage.getItem('token'))) ?? '' };
  await page.request.post('/api/sms_mail', { form: { email, scene: 'pay', lang: 'en' } });
  let code = '';
  await expect
    .poll(async () => {
      const reply = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      code =
        ((await reply.json()) as { message: Array<{ code: string; scene: string }> }).message.find((m) => m.scene === 'pay')?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  const set = await page.request.post('/api/safe/pay_password', {
    form: { pay_password: '135790', re_pay_password: '135790', code, lang: 'en' },
    headers,
  });
  expect(((await set.json()) as { type: string }).type).toBe('ok');
}

test('bind a phone with an area code found by search, a signature after a field message, the credit score, the payment password via customer service', async ({
  page,
}) => {
  const email = freshEmail('secure');
  await registerByEmail(page, email);
  await expect(page).toHaveURL(/#\/pages\/fund\/assets/);

  // The security page shows each state: the email bound at registration, no phone yet.
  await page.goto('/#/pages/setting/security');
  await expect(page.getByRole('link', { name: /Email/ })).toContainText(email);
  const mobileRow = page.getByRole('link', { name: /Mobile number/ });
  await expect(mobileRow).toContainText('Not bound');
  await expectNoSideScroll(page);
  await mobileRow.click();
  await expect(page.getByRole('heading', { name: 'Bind mobile number' })).toBeVisible();

  // The number typed survives the trip to the areas page, where a search finds the United Kingdom.
  const mobile = `7700${String(Date.now() % 1e6).padStart(6, '0')}`;
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('link', { name: 'Area code' }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/areas/);
  await expect(page.getByText('Choose the country or region of your mobile number')).toBeVisible();
  await page.getByLabel('Search').fill('united king');
  await expect(page.getByRole('button', { name: /France/ })).toBeHidden();
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'United Kingdom +44' }).click();
  await expect(page.getByRole('link', { name: 'Area code' })).toHaveText('+44');
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);

  // The code goes to +44 and the number; a wrong one is refused at its field, the right one binds.
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectCodeSent(page);
  const code = await outboxCode(page.request, `+44 ${mobile}`);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The verification code is wrong')).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  // The button ignores a second tap within 500 ms of the first; a person is slower than that.
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Mobile number bound')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/setting\/security$/);
  await expect(page.getByRole('link', { name: /Mobile number/ })).toContainText(`+44 ${mobile}`);

  // Profile: a 1-character signature is refused at the field; a good one is saved and stays.
  await page.goto('/#/pages/setting/userInfo');
  const signature = page.getByLabel('Signature');
  await signature.fill('K');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Signature: 2 to 30 characters (Chinese, English, digits)')).toBeVisible();
  await expect(signature).toHaveValue('K');
  await signature.fill('Buy low 2 sell high');
  await expect(page.getByText('Signature: 2 to 30 characters (Chinese, English, digits)')).toBeHidden();
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();

  // The credit score, with what it means.
  await expect(page.getByRole('heading', { name: 'Credit score' })).toBeVisible();
  await expect(page.getByText('100 Good standing')).toBeVisible();
  await expect(
    page.getByText('Every account starts at 100, which means good standing. The score never limits deposits or withdrawals.'),
  ).toBeVisible();
  await expectNoSideScroll(page);
  await page.reload();
  await expect(page.getByLabel('Signature')).toHaveValue('Buy low 2 sell high');

  // With the payment password set, its row says so and leads to customer service for a change.
  await setPayPassword(page, email);
  await page.goto('/#/pages/setting/security');
  // Set outside the app: a reload reads the account afresh.
  await page.reload();
  const payRow = page.getByRole('link', { name: /Payment password/ });
  await expect(payRow).toContainText('Set');
  await expect(payRow).not.toContainText('Not set');
  await payRow.click();
  await expect(page.getByText('To change it, contact customer service.')).toBeVisible();
  await page.getByRole('link', { name: 'Contact customer service' }).click();
  await expect(page).toHaveURL(/#\/pages\/kefu\/index/);
});

test('the location pages work without a map: a place opens in the maps app; a region is chosen from a search', async ({ page }) => {
  const address = 'Westminster, London SW1A 0AA';
  await page.goto(`/#/open-location?name=Big%20Ben&address=${encodeURIComponent(address)}&latitude=51.5007&longitude=-0.1246`);
  await expect(page.getByRole('heading', { name: 'Open location' })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByText('51.5007, -0.1246')).toBeVisible();
  // A phone with Android (the test's device) opens a geo: link in its maps app.
  await expect(page.getByRole('link', { name: 'Open in the maps app' })).toHaveAttribute(
    'href',
    `geo:51.5007,-0.1246?q=51.5007,-0.1246(${encodeURIComponent(`Big Ben, ${address}`)})`,
  );
  await expect(page.getByRole('link', { name: 'Open on OpenStreetMap' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=51\.5007&mlon=-0\.1246/,
  );
  await expectNoSideScroll(page);
  await page.goto('/#/open-location');
  await expect(page.getByText('No place was given to show.')).toBeVisible();

  await page.goto('/#/choose-location?region=FR');
  await expect(page.getByRole('heading', { name: 'Choose location' })).toBeVisible();
  await expect(page.getByText('Chosen: France')).toBeVisible();
  await page.getByLabel('Search').fill('portu');
  await expect(page.getByRole('button', { name: /^France/ })).toBeHidden();
  await page.getByRole('button', { name: 'Portugal' }).click();
  await expect(page.getByText('Chosen: Portugal')).toBeVisible();
  await expectNoSideScroll(page);
});
