// NFTs held for a buyer's order, in the browser: wallet purchases capped per user (the cap said at the
// button, a full cap makes the button wait, a refusal by the server shown there) and an artwork held
// for one shown as reserved to others; and a server of its own started in production mode
// (KESTREL_MODE=production), whose NFT pages a new user finds empty, with their empty states, in the
// 12 languages at 390 px.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, request as newRequest, test } from '@playwright/test';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { chooseLanguage, closeNewsPopWhenShown, freshEmail, overflow, registerByApi, signInWith } from './helpers';
import { ok, T } from './money';
import { confirm, createItem, type Item, ownPage } from './nftSupport';

test('wallet purchases: the cap is said at the button, a full cap waits, a refusal shows there; a held artwork shows as reserved', async ({
  page,
  browser,
  baseURL,
}) => {
  await closeNewsPopWhenShown(page);
  const [first, second, third] = [
    await createItem(page.request, { mode: 'fixed', price: '3' }),
    await createItem(page.request, { mode: 'fixed', price: '4' }),
    await createItem(page.request, { mode: 'fixed', price: '5' }),
  ];
  const { max_wallet_holds: max } = await ok<{ max_wallet_holds: number }>(page.request, 'GET', 'bind_box/getNftCurrency');
  expect(max).toBe(2);
  const { token, uid } = await registerByApi(page.request, freshEmail('nftholds'));
  await signInWith(page, token, uid);
  const hold = (item: Item) => ok(page.request, 'POST', 'bind_box/buyNFT', { id: String(item.id), price: '3', pay_type: 'wallet' }, token);
  const walletButton = page.getByRole('button', { name: T('nft.purchase.payWallet') });

  await page.goto(`/#/pages/nft/purchase?id=${third.id}`);
  await page.getByRole('tab', { name: T('nft.pay.wallet') }).click();
  await expect(page.getByText(T('nft.purchase.walletCap', { count: 2, n: 0 }))).toBeVisible();
  await hold(first);
  await page.reload();
  await page.getByRole('tab', { name: T('nft.pay.wallet') }).click();
  await expect(page.getByText(T('nft.purchase.walletCap', { count: 2, n: 1 }))).toBeVisible();
  // The second hold is made elsewhere meanwhile: this page's try is refused by the server, at the button.
  await ok(page.request, 'POST', 'bind_box/buyNFT', { id: String(second.id), price: '4', pay_type: 'wallet' }, token);
  await walletButton.click();
  await confirm(page);
  await expect(page.getByRole('alert')).toHaveText(T('nftErrors.walletHolds', { max: 2 }));
  await page.reload();
  await page.getByRole('tab', { name: T('nft.pay.wallet') }).click();
  await expect(page.getByText(T('nft.purchase.walletFull', { count: 2 }))).toBeVisible();
  await expect(walletButton).toBeDisabled();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // Another person sees the held artwork reserved, with no way to buy it.
  const other = await registerByApi(page.request, freshEmail('nftview'));
  const view = await ownPage(browser, baseURL, other.token, other.uid);
  await view.goto(`/#/pages/nft/artworkDetail?id=${first.id}`);
  await expect(view.getByText(T('nft.state.reserved'), { exact: true })).toBeVisible();
  await expect(view.getByText(T('nft.closed.reserved'))).toBeVisible();
  await expect(view.getByRole('link', { name: T('nft.buy') })).toHaveCount(0);
  await view.context().close();
});

/** A free port on this machine. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

test.describe('a server in production mode', () => {
  let server: ChildProcess | null = null;
  let origin = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-e2e-prod-'));
  const ADMIN = 'e2e-prod-admin-token';

  test.beforeAll(async () => {
    // A server of its own starts beside the lanes' servers and the other tests: on a busy machine, a minute or two.
    test.setTimeout(180_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn('node_modules/.bin/tsx', ['server/index.ts'], {
      env: {
        ...process.env,
        KESTREL_MODE: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_TOKEN: ADMIN,
        LOG: '0',
        CHECK_REPLIES: '1',
        ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${origin}/api/getSiteConfig`).catch(() => null))?.status ?? 0, { timeout: 150_000 })
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a new user finds every NFT page empty, with its empty state, at 390 px in the 12 languages', async ({ browser }) => {
    test.setTimeout(90_000);
    const api = await newRequest.newContext({ baseURL: origin });
    // Registration as in production: the code is read from the operator's outbox (there is no dev outbox).
    const email = freshEmail('nftprod');
    await api.post('/api/sms_mail', { form: { email, lang: 'en' } });
    const sent = (await (await api.get('/api/admin/outbox', { params: { to: email }, headers: { 'x-admin-token': ADMIN } })).json()) as {
      message: Array<{ code: string }>;
    };
    const code = sent.message[0]?.code ?? '';
    const registered = await api.post('/api/user/register', {
      form: { type: 'email', user_string: email, code, password: 'trade2win', re_password: 'trade2win', lang: 'en' },
    });
    const { message: me } = (await registered.json()) as { message: { token: string; uid: number } };
    const items = (await (await api.get('/api/bind_box/getBoxList')).json()) as { message: { total: number } };
    expect(items.message.total).toBe(0);
    await api.dispose();

    const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await closeNewsPopWhenShown(page);
    await signInWith(page, me.token, me.uid);
    type Empty = { nft: Record<string, string> & Record<'owned' | 'boxes' | 'bids' | 'order', Record<string, string>> };
    const empties = (s: Empty): Array<[string, string]> => [
      ['/pages/nft/nft', s.nft.empty],
      ['/pages/nft/nft?tab=blind', s.nft.noBoxes],
      ['/pages/nft/nft?tab=artists', s.nft.noArtists],
      ['/pages/nft/nft?tab=collection', s.nft.noFavourites],
      ['/pages/nft/mine?tab=owned', s.nft.owned.none],
      ['/pages/nft/mine?tab=boxes', s.nft.boxes.none],
      ['/pages/nft/mine?tab=bids', s.nft.bids.none],
      ['/pages/nft/mine?tab=toPay', s.nft.order.noneToPay],
      ['/pages/nft/mine?tab=history', s.nft.order.none],
    ];
    for (const lang of LANGS) {
      const s = stringsOf(lang) as unknown as Empty;
      await chooseLanguage(page, lang);
      await page.goto('about:blank');
      await page.goto('/#/pages/nft/nft');
      for (const [hash, empty] of empties(s)) {
        await page.evaluate((h) => {
          window.location.hash = h;
        }, hash);
        await expect(page.getByText(empty, { exact: true }), `${lang} ${hash}`).toBeVisible();
        expect(await overflow(page), `${lang} ${hash}`).toBeLessThanOrEqual(0);
      }
    }
    await context.close();
  });
});
