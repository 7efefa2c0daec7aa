import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import type { CopyPosition, FollowIndexReply, MyCopyReply } from '../../src/contract/copytrade';
import type { LeverOrder } from '../../src/contract/trade';
import { LANGS } from '../../src/shared/config/constants';
import { profitShare } from '../../src/shared/earn/copytrade';
import { Decimal } from '../../src/shared/lib/decimal';
import { stringsOf } from '../strings';
import { ADMIN_TOKEN, chooseLanguage, closeNewsPopWhenShown, freshEmail, openFresh, overflow, registerByApi } from './helpers';
import { fundByWire, ok, row, T } from './money';
import { productionServer, registerInProduction } from './productionServer';

// Copy trading: a demo account follows a seeded (demo) lead trader in the app (the profit share shown
// before confirming) → the trader opens a position (the test-server hook drives the real engine) → the
// copy appears with the rule's size → the trader closes → the follower's profit minus the share arrives,
// to the last unit. A real account follows a real lead trader: keeping a copy as your own and stopping the
// follow each show the share before confirming, from the shared formula, and pay it (issue 29). A
// production server shows a new user empty copy trading pages. Every page fits 390 px in 12 languages.
// Prices move by themselves on the shared server, so the exact amounts come from each order's own prices
// (and each dialog's own figures) through the shared formulas.

type Lever = { available: string; frozen: string };
const leverOf = async (request: APIRequestContext, token: string): Promise<Lever> => {
  const list = await ok<Array<{ code: string; available: string; frozen: string }>>(
    request,
    'POST',
    'wallet/detail',
    { type: 'lever' },
    token,
  );
  const usdt = list.find((b) => b.code === 'USDT');
  return { available: new Decimal(usdt?.available ?? 0).toFixed(), frozen: new Decimal(usdt?.frozen ?? 0).toFixed() };
};

async function seededTrader(request: APIRequestContext) {
  const index = await ok<FollowIndexReply>(request, 'GET', 'follow/index');
  const ada = index.list.find((t) => t.name === 'Ada Trend');
  if (!ada) throw new Error('the seeded trader Ada Trend is missing');
  expect(ada.demo).toBe(true);
  return ada;
}

/** A fresh demo account (its grant: 10,000 USDT in the contract account), signed in on the page. */
async function demoAccount(page: Page) {
  const reply = await ok<{ token: string; uid: number; account_type: string }>(page.request, 'POST', 'user/demo');
  expect(reply.account_type).toBe('demo');
  await signIn(page, reply.token, reply.uid, 'demo');
  return reply;
}

/** Signs the page in as the app stores a session (token, user, account type). */
async function signIn(page: Page, token: string, uid: number, accountType: 'real' | 'demo') {
  await page.addInitScript(
    ([t, id, type]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t);
        localStorage.setItem('userInfo', JSON.stringify({ uid: Number(id) }));
        localStorage.setItem('accountType', type);
      }
    },
    [token, String(uid), accountType],
  );
  await page.goto('/#/');
}

/** Every label and value of a dialog's figures, read at one instant (the live ones move). */
const figures = async (dialog: Locator): Promise<Record<string, string>> =>
  Object.fromEntries(
    await dialog.evaluate((el) =>
      [...el.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']),
    ),
  );
/** An amount as the pages show it in English ("1,234.5 USDT", "-5.00 USDT"). */
/** An amount as the pages show it in English: 2 to 8 places ("1.00 USDT", "0.1234 USDT"). */
const money = (value: string) => {
  const x = new Decimal(value);
  return `${x.toNumber().toLocaleString('en-US', { minimumFractionDigits: Math.max(2, x.decimalPlaces()) })} USDT`;
};
const amount = (text: string | undefined) => new Decimal((text ?? '').replace(/USDT|,|\s/g, '').replace('−', '-'));

test('a demo account follows a seeded trader → its order is copied → closes follow with the exact share', async ({ page }) => {
  test.setTimeout(120_000);
  const { request } = page;
  const ada = await seededTrader(request);
  // The trader's own strategy paused for this test, so only the orders driven here are copied.
  await ok(request, 'POST', 'admin/copytrade/trader', { user_id: String(ada.user_id), active: '1', strategy: 'none' });
  try {
    await closeNewsPopWhenShown(page);
    const { token } = await demoAccount(page);

    await page.goto('/#/pages/copytrade/copy');
    const card = page.getByRole('listitem', { name: 'Ada Trend' });
    await expect(card.getByText(T('copy.demoBadge'), { exact: true })).toBeVisible();
    await card.getByRole('link', { name: T('copy.follow'), exact: true }).click();
    const form = page.getByRole('form', { name: T('copy.formTitle') });
    await form.getByLabel(T('copy.multiple')).fill('7');
    await form.getByLabel(T('copy.budget')).fill('500');
    await form.getByRole('button', { name: T('copy.review') }).click();
    await expect(form.getByText(T('copyErrors.multiple'))).toBeVisible();
    await expect(form.getByText(T('copyErrors.agreement'))).toBeVisible();
    await form.getByLabel(T('copy.multiple')).fill('2');
    await form.getByRole('checkbox').check();
    await page.waitForTimeout(600);
    await form.getByRole('button', { name: T('copy.review') }).click();
    const confirm = page.getByRole('dialog', { name: T('copy.confirmTitle', { name: 'Ada Trend' }) });
    await expect(row(confirm, T('copy.shareRateLabel'))).toHaveText('10%');
    await expect(row(confirm, T('copy.shareExample', { profit: '100.00 USDT' }))).toHaveText('10.00 USDT');
    await expect(row(confirm, T('copy.keepExample', { profit: '100.00 USDT' }))).toHaveText('90.00 USDT');
    await expect(row(confirm, T('copy.budget'))).toHaveText('500.00 USDT');
    await confirm.getByRole('button', { name: T('copy.follow') }).click();
    await expect(page).toHaveURL(/#\/pages\/copytrade\/my$/);
    await expect(page.getByRole('region', { name: 'Ada Trend' })).toBeVisible();

    // Until a round trip ends in profit (prices walk by themselves): each one is exact to the last unit.
    let sawProfit = false;
    for (let round = 0; round < 8 && !sawProfit; round++) {
      const before = await leverOf(request, token);
      const opened = await ok<LeverOrder>(request, 'POST', 'admin/copytrade/open', {
        user_id: String(ada.user_id),
        symbol: 'BTCUSDT',
        side: round % 2 ? 'sell' : 'buy',
        lots: '1',
        leverage: '10',
      });
      const open = page.getByRole('list', { name: T('copy.openCopiesOf', { name: 'Ada Trend' }) }).getByRole('listitem');
      await expect(open).toHaveCount(1);
      await expect(row(open, T('copy.field.lots'))).toHaveText('2');
      const mine = await ok<MyCopyReply>(request, 'GET', 'follow/my', {}, token);
      const copy = mine.follows[0].open[0];
      expect(copy.trader_order_id).toBe(opened.id);
      expect(copy.order.open_price).toBe(opened.open_price);
      await page.waitForTimeout(1500);
      await ok<LeverOrder>(request, 'POST', 'admin/copytrade/close', { user_id: String(ada.user_id), id: String(opened.id) });
      await expect(open).toHaveCount(0);
      const after = await ok<MyCopyReply>(request, 'GET', 'follow/my', {}, token);
      const closed = after.history.find((c) => c.order.id === copy.order.id);
      if (!closed) throw new Error('the copy is not in the history');
      const share = profitShare(closed.order.profit, '0.1');
      expect(closed.share_paid).toBe(share.paid.toFixed());
      const expected = new Decimal(before.available).minus(closed.order.fee).plus(closed.order.profit).minus(share.paid);
      expect(await leverOf(request, token)).toEqual({ available: expected.toFixed(), frozen: '0' });
      sawProfit = new Decimal(closed.order.profit).gt(0);
    }
    expect(sawProfit, 'a round trip with a profit (and its share)').toBe(true);
    await page.reload();
    await expect(
      page
        .getByRole('list', { name: T('copy.history') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await ok(request, 'POST', 'follow/cancel', { trader_user_id: String(ada.user_id) }, token);
  } finally {
    await ok(request, 'POST', 'admin/copytrade/trader', { user_id: String(ada.user_id), active: '1', strategy: 'ma_cross' });
  }
});

test('keeping a copy as your own and stopping the follow each show the profit share first, and pay it', async ({ page }) => {
  test.setTimeout(150_000);
  const { request } = page;
  await closeNewsPopWhenShown(page);
  // A real lead trader (an account the admin flags) and a real follower, each funded by a wire deposit.
  const lead = await registerByApi(request, freshEmail('copy-lead'));
  const follower = await registerByApi(request, freshEmail('copy-follower'));
  for (const who of [lead, follower]) {
    await fundByWire(request, who.token, '1000');
    await ok(request, 'POST', 'wallet/change', { currency_id: '1', number: '1000', from_field: 'legal', to_field: 'lever' }, who.token);
  }
  const name = `Lead ${lead.uid}`;
  await ok(request, 'POST', 'admin/copytrade/trader', { user_id: String(lead.uid), active: '1', share_rate: '0.2', name });
  await ok(
    request,
    'POST',
    'follow/follow',
    { trader_user_id: String(lead.uid), type: '2', number: '1', budget: '500', agree: '1' },
    follower.token,
  );
  const traderOpens = (side: 'buy' | 'sell') =>
    ok<LeverOrder>(request, 'POST', 'admin/copytrade/open', {
      user_id: String(lead.uid),
      symbol: 'BTCUSDT',
      side,
      lots: '1',
      leverage: '10',
    });
  const my = () => ok<MyCopyReply>(request, 'GET', 'follow/my', {}, follower.token);
  // Both sides: once the price moves, one of the two copies is in profit.
  const buy = await traderOpens('buy');
  const sell = await traderOpens('sell');
  let inProfit: CopyPosition | undefined;
  await expect
    .poll(
      async () => {
        inProfit = (await my()).follows[0].open.find((c) => new Decimal(c.order.profit).gt(0));
        return Boolean(inProfit);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  if (!inProfit) throw new Error('no copy in profit');
  const kept = inProfit;

  await signIn(page, follower.token, follower.uid, 'real');
  await page.goto('/#/pages/copytrade/my');
  const section = page.getByRole('region', { name });
  const copyCard = section.getByRole('listitem', { name: `BTCUSDT #${kept.order.id}` });
  await copyCard.getByRole('button', { name: T('copy.selfHold') }).click();
  const keep = page.getByRole('dialog', { name: T('copy.selfHold') });
  await expect(row(keep, T('copy.shareRateLabel'))).toHaveText('20%');
  await expect(row(keep, T('copy.livePrice'))).not.toHaveText('--');
  // The share shown is the formula's on the profit so far shown beside it (read at one instant).
  const shown = await figures(keep);
  const soFar = amount(shown[T('copy.profitSoFar')]);
  const shareShown = amount(shown[T('copy.shareNow')]);
  expect(shareShown.toFixed()).toBe(profitShare(soFar, '0.2').paid.toFixed());
  expect(amount(shown[T('copy.keepSoFar')]).toFixed()).toBe(soFar.minus(shareShown).toFixed());
  const before = await leverOf(request, follower.token);
  await keep.getByRole('button', { name: T('copy.selfHold') }).click();
  await expect(keep).toBeHidden();
  // Settled at the price of the moment of confirming: the share of the profit so far then, paid once.
  const held = (await my()).follows[0].open.find((c) => c.order.id === kept.order.id);
  if (!held?.held_profit) throw new Error('the copy was not kept');
  expect(held.self_held).toBe(true);
  expect(held.share_paid).toBe(profitShare(held.held_profit, '0.2').paid.toFixed());
  expect((await leverOf(request, follower.token)).available).toBe(new Decimal(before.available).minus(held.share_paid).toFixed());
  await expect(copyCard.getByText(T('copy.ownNow', { share: money(held.share_paid) }))).toBeVisible();

  // Stop copying: the dialog shows the copy still closing with the trader and its share at the price now.
  await section.getByRole('button', { name: T('copy.cancelFollow') }).click();
  const stop = page.getByRole('dialog', { name: T('copy.cancelFollow') });
  await expect(row(stop, T('copy.openWithTrader'))).toHaveText('1');
  const atStop = await figures(stop);
  expect(amount(atStop[T('copy.shareAtClose')]).toFixed()).toBe(profitShare(amount(atStop[T('copy.profitSoFar')]), '0.2').paid.toFixed());
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await stop.getByRole('button', { name: T('copy.cancelConfirm') }).click();
  await expect(stop).toBeHidden();
  await expect(section.getByText(T('copy.followStatus.cancelled'))).toBeVisible();

  // The trader closes both: the copy kept stays open; the other closes with the trader and pays its share.
  const other = kept.trader_order_id === buy.id ? sell : buy;
  for (const order of [buy, sell]) await ok(request, 'POST', 'admin/copytrade/close', { user_id: String(lead.uid), id: String(order.id) });
  const after = await my();
  const closed = after.history.find((c) => c.trader_order_id === other.id);
  if (!closed) throw new Error('the copy did not close with the trader');
  expect(closed.share_paid).toBe(profitShare(closed.order.profit, '0.2').paid.toFixed());
  expect(after.follows[0].open.map((c) => c.order.id)).toEqual([kept.order.id]);
  await ok(request, 'POST', 'lever/close', { id: String(kept.order.id) }, follower.token);
  expect((await my()).history.find((c) => c.order.id === kept.order.id)?.share_paid).toBe(held.share_paid);
});

test('the copy trading pages speak every language and fit 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  const ada = await seededTrader(page.request);
  await demoAccount(page);
  const pages = [
    '/pages/copytrade/copy',
    '/pages/follow/index',
    `/pages/follow/trader?id=${ada.user_id}`,
    `/pages/copytrade/trader?id=${ada.user_id}`,
    `/pages/follow/follow?id=${ada.user_id}`,
    '/pages/copytrade/my',
    '/pages/follow/agreement_zh',
    '/pages/follow/agreement_en',
  ];
  for (const lang of LANGS) {
    const s = stringsOf(lang) as { copy: { return30: string; review: string; noFollows: string; trades: string } };
    await chooseLanguage(page, lang);
    for (const p of pages) {
      if (p === pages[0]) await openFresh(page, `/#${p}`);
      else await page.goto(`/#${p}`);
      if (p.includes('copytrade/copy') || p.includes('follow/index')) await expect(page.getByText(s.copy.return30).first()).toBeVisible();
      else if (p.includes('follow/follow')) await expect(page.getByRole('button', { name: s.copy.review })).toBeVisible();
      else if (p.includes('copytrade/my')) await expect(page.getByText(s.copy.noFollows)).toBeVisible();
      else if (p.includes('copytrade/trader')) await expect(page.getByRole('tablist', { name: s.copy.trades })).toBeVisible();
      // The pages without a check of their own: a moment for their data to arrive.
      else await page.waitForTimeout(200);
      expect(await overflow(page), `${lang} ${p}`).toBeLessThanOrEqual(0);
    }
  }
});

// A production server of its own (the suite's server runs in demo mode): its own port and database.
const prod = productionServer(1500, ADMIN_TOKEN);

test.describe('in production mode', () => {
  test.use({ baseURL: prod.origin });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await prod.start();
  });
  test.afterAll(() => prod.stop());

  test('a new user finds no lead trader and plain empty copy trading pages, in every language at 390 px', async ({ page }) => {
    test.setTimeout(120_000);
    const { request } = page;
    await closeNewsPopWhenShown(page);
    const reg = await registerInProduction(request, prod, freshEmail('copy-prod'));
    expect((await ok<FollowIndexReply>(request, 'GET', 'follow/index')).list).toEqual([]);
    await signIn(page, reg.token, reg.uid, 'real');
    for (const lang of LANGS) {
      const s = stringsOf(lang) as { copy: { empty: string; emptyNote: string; noFollows: string; findTraders: string } };
      await chooseLanguage(page, lang);
      for (const p of ['/pages/copytrade/copy', '/pages/follow/index']) {
        await openFresh(page, `/#${p}`);
        const empty = page.getByRole('region', { name: s.copy.empty });
        await expect(empty.getByText(s.copy.empty)).toBeVisible();
        await expect(empty.getByText(s.copy.emptyNote)).toBeVisible();
        expect(await overflow(page), `${lang} ${p}`).toBeLessThanOrEqual(0);
      }
      await page.goto('/#/pages/copytrade/my');
      await expect(page.getByText(s.copy.noFollows)).toBeVisible();
      await expect(page.getByRole('link', { name: s.copy.findTraders })).toBeVisible();
      expect(await overflow(page), `${lang} my`).toBeLessThanOrEqual(0);
    }
  });
});
