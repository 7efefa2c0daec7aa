// A Russian and a German screen of each money area, in a demo account, showing the glossary's terms
// (locales/<lang>/_glossary.json): each checked string is on the screen as the locale file has it, and
// it says the concept with the language's one rendering (funding account, take-profit, penalty,
// rebate, escrow, release, settlement price, locked mining…). Counts are said in the language's plural
// forms: Russian "0 из 5 трейдеров", German "5 Positionen".
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { localeOf } from '../../src/shared/config/locale';
import { stringsOf, type Strings } from '../strings';
import { admin, openInLanguage, overflow, tryDemo } from './helpers';

interface Glossary {
  terms: Record<string, { use: string }>;
}
const glossaryOf = (lang: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales', lang, '_glossary.json'), 'utf8'),
  ) as Glossary;

/** One check: the string `key` (its vars filled, or any text where a var is not given) says `concepts`. */
interface Check {
  key: string;
  concepts: string[];
  vars?: Record<string, string | number>;
}
interface Screen {
  area: string;
  path: string;
  checks: Check[];
  /** The operator's setting the screen needs (set before, and put back after). */
  setting?: { key: string; value: string; after: string };
}

const SCREENS: Screen[] = [
  { area: 'transfer', path: '/pages/fund/transfer', checks: [{ key: 'fund.rule', concepts: ['fundingAccount', 'transfer'] }] },
  { area: 'convert', path: '/pages/fund/fundTransfer', checks: [{ key: 'fund.convert.inFunding', concepts: ['fundingAccount'] }] },
  { area: 'deposit', path: '/pages/fund/select', checks: [{ key: 'wallet.demoNoDeposit', concepts: ['deposit', 'demoAccount'] }] },
  {
    area: 'contract trading',
    path: '/pages/transaction/contract?symbol=BTCUSDT',
    checks: [
      { key: 'trade.takeProfit', concepts: ['takeProfit'] },
      { key: 'trade.stopLoss', concepts: ['stopLoss'] },
    ],
  },
  { area: 'copy trading', path: '/pages/copytrade/copy', checks: [{ key: 'copy.followCount', concepts: [], vars: { n: 0 } }] },
  { area: 'savings', path: '/pages/quantization/quantization', checks: [{ key: 'quant.penalty', concepts: ['penalty'] }] },
  { area: 'locked mining', path: '/pages/lockming/welcome', checks: [{ key: 'routes.lockming.welcome', concepts: ['lockedMining'] }] },
  { area: 'dual investment', path: '/pages/invest/invest', checks: [{ key: 'dual.typeHint.call', concepts: ['settlementPrice'] }] },
  { area: 'loan', path: '/pages/loan/loan', checks: [{ key: 'loan.intro', concepts: ['fundingAccount'] }] },
  { area: 'OTC', path: '/pages/otc/otc', checks: [{ key: 'otc.intro', concepts: ['escrow'] }] },
  {
    area: 'invite',
    path: '/pages/setting/share',
    // The rebate shows when the operator publishes a rate.
    setting: { key: 'invite_rebate_rate', value: '0.2', after: '0' },
    checks: [
      { key: 'invite.rebateTitle', concepts: ['rebate'] },
      { key: 'invite.rebateRule', concepts: ['fundingAccount'] },
    ],
  },
  { area: 'NFT', path: '/pages/nft/nft', checks: [{ key: 'nft.intro', concepts: ['fundingAccount'] }] },
  { area: 'coupons', path: '/pages/setting/coupon', checks: [{ key: 'coupon.rules.covers', concepts: ['fee', 'margin'] }] },
  { area: 'token sale', path: '/pages/ieo/ieo', checks: [{ key: 'presale.intro', concepts: ['fundingAccount'] }] },
];

/** Lower case, ё as е: how a word is compared. */
const fold = (text: string) => text.toLowerCase().replace(/ё/g, 'е');

/** Whether `text` says `rendering`: each of its words by its stem (Russian and German inflect), in order. */
function says(text: string, rendering: string): boolean {
  const stems = fold(rendering)
    .split(/\s+/)
    .map((w) => (w.length > 4 ? w.slice(0, Math.max(4, w.length - 3)) : w));
  return new RegExp(stems.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\S*\\s+'), 'u').test(fold(text));
}

function lookup(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The string as the screen shows it: a pattern, any text standing where a var is not given. */
function shown(lang: string, strings: Strings, { key, vars = {} }: Check): { text: string; pattern: RegExp } {
  const text = lookup(strings, key) ?? lookup(strings, `${key}_other`);
  if (!text) throw new Error(`${lang} has no ${key}`);
  const parts = text.split(/(\{\{\s*\w+\s*(?:,\s*number\s*)?\}\})/);
  const source = parts
    .map((part) => {
      const name = /^\{\{\s*(\w+)/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const value = vars[name];
      if (value === undefined) return '.+?';
      return String(/,\s*number/.test(part) ? new Intl.NumberFormat(localeOf(lang)).format(Number(value)) : value);
    })
    .join('');
  return { text, pattern: new RegExp(`^${source}$`) };
}

/**
 * A plural key as the screen shows it (within its line): which CLDR form it is and the count it says
 * (the last number), so the test can tell the form is the one the language's rules pick for that count.
 */
async function pluralShown(page: Page, lang: string, strings: Strings, check: Check) {
  const forms = new Intl.PluralRules(localeOf(lang)).resolvedOptions().pluralCategories;
  const texts = forms.map((form) => shown(lang, strings, { ...check, key: `${check.key}_${form}` }));
  const unanchored = texts.map((t) => new RegExp(t.pattern.source.replace(/^\^|\$$/g, '')));
  const line = page.getByText(new RegExp(unanchored.map((p) => p.source).join('|'))).first();
  await expect(line).toBeVisible();
  const seen = (await line.textContent()) ?? '';
  const numbers = [...seen.matchAll(/\d+/g)].map((m) => Number(m[0]));
  const count = numbers[numbers.length - 1];
  const said = forms.filter((_, i) => unanchored[i].test(seen)).map(String);
  return { seen, count, said, expected: new Intl.PluralRules(localeOf(lang)).select(count) };
}

for (const [lang, name] of [
  ['pn', 'Russian'],
  ['dt', 'German'],
] as const) {
  test.describe(`money screens speak the language: ${name} with the glossary's terms`, () => {
    test(`${lang}: every money area in ${name}, each money term as the glossary has it`, async ({ page }) => {
      test.setTimeout(180_000);
      const strings = stringsOf(lang);
      const glossary = glossaryOf(lang);
      await tryDemo(page);
      for (const screen of SCREENS) {
        if (screen.setting) await admin(page.request, 'setting', { key: screen.setting.key, value: screen.setting.value });
        await openInLanguage(page, lang, `/#${screen.path}`);
        for (const check of screen.checks) {
          const where = `${lang} ${screen.area}: ${check.key}`;
          if (!lookup(strings, check.key)) {
            // A plural key: the form for the count on the screen, as the language's CLDR rules pick it.
            const { seen, count, said, expected } = await pluralShown(page, lang, strings, check);
            expect(said, `${where}: "${seen}" says ${count} in the ${expected} form`).toContain(expected);
            continue;
          }
          const { text, pattern } = shown(lang, strings, check);
          await expect(page.getByText(pattern).first(), where).toBeVisible();
          for (const concept of check.concepts) {
            const rendering = glossary.terms[concept].use;
            expect(says(text, rendering), `${where} says «${rendering}» (${concept}): ${text}`).toBe(true);
          }
        }
        expect(await overflow(page), `${lang} ${screen.area} fits 390 px`).toBeLessThanOrEqual(0);
        if (screen.setting) await admin(page.request, 'setting', { key: screen.setting.key, value: screen.setting.after });
      }
    });
  });
}
