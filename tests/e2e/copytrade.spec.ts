import { expect, type APIRequestContext, test } from '@playwright/test';
import type { FollowIndexReply, MyCopyReply } from '../../src/contract/copytrade';
import type { LeverOrder } from '../../src/contract/trade';
import { LANGS } from '../../src/shared/config/constants';
import { profitShare } from '../../src/shared/earn/copytrade';
import { Decimal } from '../../src/shared/lib/decimal';
import { stringsOf } from '../strings';
import { chooseLanguage, closeNewsPopWhenShown, freshEmail, loginByUi, openFresh, overflow, registerByApi, signInWith } from './helpers';
import { fundByWire, ok, row, T } from './money';

// Copy trading: follow a seeded lead trader in the app (the profit share shown before confirming) → the
// trader opens a position (the test-server hook drives the real engine) → the copy appears with the
// rule's size → the trader closes → the follower's profit minus the share arrives, to the last unit;
// selfHolding keeps a copy open after the trader closes; every page fits 390 px in 12 languages.
// Prices move by themselves on the shared server, so the exact amounts come from each order's own
// prices through the shared formulas.

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
  return ada;
}

test('follow a seeded trader → its order is copied → closes follow with the exact share; selfHolding keeps a copy', async ({ page }) => {
  test.setTimeout(120_000);
  const { request } = page;
  const ada = await seededTrader(request);
  // The trader's own strategy paused for this test, so only the orders driven here are copied.
  await ok(request, 'POST', 'admin/copytrade/trader', { user_id: String(ada.user_id), active: '1', strategy: 'none' });
  try {
    await closeNewsPopWhenShown(page);
    const email = freshEmail('copy');
    const { token, uid } = await registerByApi(request, email);
    await fundByWire(request, token, '1000');
    await ok(request, 'POST', 'wallet/change', { currency_id: '1', number: '1000', from_field: 'legal', to_field: 'lever' }, token);
    await page.goto('/#/pages/common/login');
    await loginByUi(page, email);
    await expect(page.getByText(`UID ${uid}`)).toBeVisible();

    await page.goto('/#/pages/copytrade/copy');
    const card = page.getByRole('listitem', { name: 'Ada Trend' });
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
      expect(closed.order.close_price).toBe(
        (
          await ok<{ list: LeverOrder[] }>(request, 'GET', 'follow/historyTrade', {
            trader_user_id: String(ada.user_id),
            status: 'closed',
            limit: '1',
          })
        ).list[0].close_price,
      );
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

    // selfHolding: the copy is kept (confirmed first) and stays open when the trader closes.
    const second = await ok<LeverOrder>(request, 'POST', 'admin/copytrade/open', {
      user_id: String(ada.user_id),
      symbol: 'BTCUSDT',
      side: 'buy',
      lots: '1',
      leverage: '10',
    });
    const open = page.getByRole('list', { name: T('copy.openCopiesOf', { name: 'Ada Trend' }) }).getByRole('listitem');
    await expect(open).toHaveCount(1);
    await open.getByRole('button', { name: T('copy.selfHold') }).click();
    const keep = page.getByRole('dialog', { name: T('copy.selfHold') });
    await expect(row(keep, T('copy.sharePaid'))).toHaveText('0.00 USDT');
    await keep.getByRole('button', { name: 'Confirm' }).click();
    await expect(open.getByText(T('copy.ownNow'))).toBeVisible();
    await ok<LeverOrder>(request, 'POST', 'admin/copytrade/close', { user_id: String(ada.user_id), id: String(second.id) });
    await page.reload();
    await expect(open).toHaveCount(1);
    const kept = (await ok<MyCopyReply>(request, 'GET', 'follow/my', {}, token)).follows[0].open[0];
    expect(kept.self_held).toBe(true);
    expect(kept.order.status).toBe('open');
    await ok(request, 'POST', 'lever/close', { id: String(kept.order.id) }, token);
    await ok(request, 'POST', 'follow/cancel', { trader_user_id: String(ada.user_id) }, token);
  } finally {
    await ok(request, 'POST', 'admin/copytrade/trader', { user_id: String(ada.user_id), active: '1', strategy: 'ma_cross' });
  }
});

test('the copy trading pages speak every language and fit 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  const ada = await seededTrader(page.request);
  const { token, uid } = await registerByApi(page.request, freshEmail('copy-langs'));
  await signInWith(page, token, uid);
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
    for (const path of pages) {
      if (path === pages[0]) await openFresh(page, `/#${path}`);
      else await page.goto(`/#${path}`);
      if (path.includes('copytrade/copy') || path.includes('follow/index'))
        await expect(page.getByText(s.copy.return30).first()).toBeVisible();
      else if (path.includes('follow/follow')) await expect(page.getByRole('button', { name: s.copy.review })).toBeVisible();
      else if (path.includes('copytrade/my')) await expect(page.getByText(s.copy.noFollows)).toBeVisible();
      else if (path.includes('copytrade/trader')) await expect(page.getByRole('tablist', { name: s.copy.trades })).toBeVisible();
      // The pages without a check of their own: a moment for their data to arrive.
      else await page.waitForTimeout(200);
      expect(await overflow(page), `${lang} ${path}`).toBeLessThanOrEqual(0);
    }
  }
});
