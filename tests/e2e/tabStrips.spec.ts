// Tab strips never break a word (issue 30: the NFT market's "Artwor-ks", "Favourit-es"). Every page with a
// tab strip (role tablist), in each of the 12 languages at 390 px: each tab label is on one line (its text
// makes one line box), not hyphenated nor broken inside a word, not cut off; a strip whose labels do not
// fit scrolls sideways inside itself (the page never gets wider than the screen), with the chosen tab in
// view. Each language is loaded once; its pages are then opened by address within the app.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import type { FollowIndexReply } from '../../src/contract/copytrade';
import { LANGS } from '../../src/shared/config/constants';
import { openFresh, openInLanguage, overflow, tryDemo } from './helpers';
import { ok } from './money';

/** The pages with a tab strip a person reaches without making anything first (the chosen tab last where it can be). */
const PAGES = [
  '/pages/nft/nft',
  '/pages/nft/nft?tab=search',
  '/pages/nft/mine?tab=history',
  '/pages/nft/components/artwork',
  '/pages/market/market',
  '/pages/certificateDeposit/certificateDeposit',
  '/pages/ieo/order?tab=delivered',
  '/pages/setting/coupon',
  '/pages/quantitativeOrder/quantitativeOrder',
  '/pages/lockming/order',
  '/pages/fund/assets_record',
  '/pages/invest/invest',
  '/pages/invest/mine',
  '/pages/otc/otc',
];

interface TabLine {
  label: string;
  /** Line boxes the label's text makes. */
  lines: number;
  /** The label is wider than its tab (cut off). */
  clipped: boolean;
  hyphens: string;
  /** The whole tab is inside the strip's visible box. */
  inView: boolean;
  selected: boolean;
}
interface Strip {
  tabs: TabLine[];
  /** The strip's labels do not fit its width... */
  overflows: boolean;
  /** ...and it scrolls sideways. */
  scrolls: boolean;
}

/** Each tab strip of the page, measured: the lines of each label's text (client rects grouped by line). */
const measure = (page: Page) =>
  page.evaluate((): Strip[] =>
    [...document.querySelectorAll<HTMLElement>('[role="tablist"]')].map((strip) => {
      const box = strip.getBoundingClientRect();
      const tabs = [...strip.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
        const range = document.createRange();
        range.selectNodeContents(tab);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
        // Rects side by side on one line overlap vertically; a new line starts below the last one's middle.
        let lines = 0;
        let bottom = Number.NEGATIVE_INFINITY;
        for (const r of rects) {
          if (r.top >= bottom - r.height / 2) lines += 1;
          bottom = Math.max(bottom, r.bottom);
        }
        const t = tab.getBoundingClientRect();
        return {
          label: tab.textContent ?? '',
          lines,
          clipped: tab.scrollWidth > tab.clientWidth + 1,
          hyphens: getComputedStyle(tab).hyphens,
          inView: t.left >= box.left - 1 && t.right <= box.right + 1,
          selected: tab.getAttribute('aria-selected') === 'true',
        };
      });
      const style = getComputedStyle(strip);
      return {
        tabs,
        overflows: strip.scrollWidth > strip.clientWidth + 1,
        scrolls: style.overflowX === 'auto' || style.overflowX === 'scroll',
      };
    }),
  );

test('every tab label is on one line, never broken inside a word, in all 12 languages at 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  const traders = await ok<FollowIndexReply>(page.request, 'GET', 'follow/index');
  const trader = traders.list[0];
  if (!trader) throw new Error('the demo server has no lead trader');
  const pages = [...PAGES, `/pages/copytrade/trader?id=${trader.user_id}&status=open`];
  // Signed in (several of the pages are a user's own), as a demo account.
  await tryDemo(page);
  const problems: string[] = [];
  for (const lang of LANGS) {
    await openInLanguage(page, lang, '/#/pages/nft/nft');
    for (const path of pages) {
      await page.evaluate((hash) => {
        location.hash = hash;
      }, `#${path}`);
      const strip = page.getByRole('tablist').first();
      await expect(strip, `${lang} ${path}`).toBeVisible();
      // The labels in the language (not the keys while the page's strings load).
      await expect(strip.getByRole('tab').first(), `${lang} ${path}`).not.toHaveText(/^[a-z]\w*\.[\w.]+$/);
      for (const [i, s] of (await measure(page)).entries()) {
        const where = `${lang} ${path} strip ${i + 1}`;
        for (const tab of s.tabs) {
          if (tab.lines !== 1) problems.push(`${where}: «${tab.label}» on ${tab.lines} lines`);
          if (tab.clipped) problems.push(`${where}: «${tab.label}» cut off`);
          if (tab.hyphens === 'auto') problems.push(`${where}: «${tab.label}» may be hyphenated`);
          if (tab.selected && !tab.inView) problems.push(`${where}: the chosen tab «${tab.label}» is out of view`);
        }
        if (s.overflows && !s.scrolls) problems.push(`${where}: the labels do not fit and the strip does not scroll`);
      }
      const wider = await overflow(page);
      if (wider > 0) problems.push(`${lang} ${path}: the page is ${wider} px wider than the screen`);
    }
  }
  expect(problems).toEqual([]);
});

test('a strip too narrow for its labels scrolls sideways to each tab, and the chosen one comes into view', async ({ page }) => {
  // The NFT market's five tabs in the first language whose labels do not fit 390 px (German, as it is).
  await page.goto('/#/pages/nft/nft');
  let narrow = '';
  for (const lang of ['dt', 'pn', 'fa', 'ydl', 'xp', 'pt', 'tv']) {
    await openInLanguage(page, lang, '/#/pages/nft/nft');
    const strip = page.getByRole('tablist').first();
    await expect(strip.getByRole('tab').first()).not.toHaveText(/^nft\./);
    if (await strip.evaluate((el) => el.scrollWidth > el.clientWidth)) {
      narrow = lang;
      break;
    }
  }
  expect(narrow, 'a language whose NFT tabs do not fit 390 px').not.toBe('');
  const strip = page.getByRole('tablist').first();
  const last = strip.getByRole('tab').last();
  await expect(last).not.toBeInViewport({ ratio: 1 });
  await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  // Opened again with that tab chosen (?tab=search), the strip starts scrolled to it.
  await expect(page).toHaveURL(/tab=search/);
  await openFresh(page, '/#/pages/nft/nft?tab=search');
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeInViewport({ ratio: 1 });
  expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
