import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import type { SnapshotFigures } from '../../src/contract/reserves';
import { LANGS } from '../../src/shared/config/constants';
import type { ReservesProof } from '../../src/shared/reserves/proof';
import { stringsOf } from '../strings';
import { closeNewsPopWhenShown, freshEmail, openInLanguage, overflow, registerByApi, signInWith } from './helpers';
import { fundByWire, ok, T } from './money';

// Proof of reserves: a user with money opens the page from the account menu after a snapshot, sees
// "Included" (recomputed in the browser), downloads the proof; the command-line verifier accepts that file
// and refuses it with one digit changed, and so does the page's own file check; the platform's signatures
// check in the browser. The page in all 12 languages at 390 px.

const run = promisify(execFile);
const verify = (file: string) =>
  run(path.resolve('node_modules/.bin/tsx'), ['scripts/verify-reserves.ts', file]).catch(
    (e: { code: number; stdout: string }) => e,
  ) as Promise<{
    stdout: string;
    code?: number;
  }>;

/** A real user with 250 USDT from an approved wire, and a snapshot taken after it. */
async function userInSnapshot(page: Page) {
  const { token, uid } = await registerByApi(page.request, freshEmail('reserves'));
  await fundByWire(page.request, token, '250');
  const figures = await ok<SnapshotFigures>(page.request, 'POST', 'admin/reserves/snapshot');
  expect(figures.status).toBe('published');
  return { token, uid, figures };
}

test('a user sees Included, downloads the proof, and the command-line verifier accepts it and refuses it with one digit changed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await closeNewsPopWhenShown(page);
  const { token, uid, figures } = await userInSnapshot(page);
  await signInWith(page, token, uid);
  await page.goto('/#/pages/fund/assets');
  await page.getByRole('link', { name: T('routes.reserves.reserves') }).click();
  await expect(page.getByRole('heading', { level: 1, name: T('routes.reserves.reserves') })).toBeVisible();
  await expect(page.getByRole('heading', { name: T('reserves.snapshotTitle', { id: figures.id }) })).toBeVisible();

  const mine = page.getByRole('region', { name: T('reserves.mineTitle') });
  await expect(mine.getByRole('status')).toContainText(T('reserves.included'));
  await expect(mine.getByRole('status')).toContainText(T('reserves.includedNote'));
  const usdt = figures.currencies.findIndex((c) => c.code === 'USDT');
  await expect(mine.getByRole('definition').nth(usdt)).toHaveText('250');

  // The proof as a file.
  const downloading = page.waitForEvent('download');
  await mine.getByRole('button', { name: T('reserves.download') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`kestrel-proof-${figures.id}-${uid}.json`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-e2e-proof-'));
  const file = path.join(dir, 'proof.json');
  await download.saveAs(file);
  const proof = JSON.parse(fs.readFileSync(file, 'utf8')) as ReservesProof;
  expect(proof.leaf.user_id).toBe(uid);
  expect(proof.snapshot.root).toBe(figures.root);

  const accepted = await verify(file);
  expect(accepted.code ?? 0, accepted.stdout).toBe(0);
  expect(accepted.stdout).toContain(`Included: user ${uid}'s balances`);
  // One digit changed: the balance 250 becomes 260.
  const changed = path.join(dir, 'changed.json');
  expect(proof.leaf.balances[usdt]).toBe('250');
  proof.leaf.balances[usdt] = '260';
  fs.writeFileSync(changed, `${JSON.stringify(proof, null, 2)}\n`);
  const refused = await verify(changed);
  expect(refused.code).toBe(1);
  expect(refused.stdout.trim()).toBe('Not included: the leaf does not match: its hash is not what its user id, salt and balances give');

  // The page's own check of a saved file says the same.
  await mine.getByLabel(T('reserves.checkFile')).setInputFiles(changed);
  await expect(mine.getByRole('status').nth(1)).toContainText(T('reserves.notIncluded'));
  await expect(mine.getByRole('status').nth(1)).toContainText(T('reserves.failures.leaf'));
  await mine.getByLabel(T('reserves.checkFile')).setInputFiles(file);
  await expect(mine.getByRole('status').nth(1)).toContainText(T('reserves.included'));
  fs.rmSync(dir, { recursive: true, force: true });

  // Reserves on the dev chain: USDT with its ratio; the hot wallet's signature checks in the browser.
  const lines = page.getByRole('list', { name: T('reserves.perCurrency') });
  await expect(lines.getByRole('listitem').filter({ hasText: 'USDT' })).toContainText(T('reserves.reserves'));
  const addresses = page.getByRole('region', { name: T('reserves.addressesTitle') });
  await expect(addresses.getByText(T('reserves.roles.hot'))).toBeVisible();
  await addresses.getByRole('button', { name: T('reserves.checkSignatures') }).click();
  const hot = addresses.getByRole('listitem').filter({ hasText: T('reserves.roles.hot') });
  await expect(hot.getByRole('status')).toHaveText(T('reserves.signatureOk'), { timeout: 20_000 });
  await expect(addresses.getByText(T('reserves.signatureBad'))).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test.describe('the Proof of reserves page in 12 languages', () => {
  test('says Included and fits 390 px in all 12 languages', async ({ page }) => {
    test.setTimeout(120_000);
    await closeNewsPopWhenShown(page);
    const { token, uid } = await userInSnapshot(page);
    await signInWith(page, token, uid);
    for (const lang of LANGS) {
      const s = stringsOf(lang) as { routes: { reserves: { reserves: string } }; reserves: { included: string; perCurrency: string } };
      await openInLanguage(page, lang, '/#/pages/reserves/reserves');
      await expect(page.getByRole('heading', { level: 1, name: s.routes.reserves.reserves }), lang).toBeVisible();
      await expect(page.getByRole('status').first(), lang).toContainText(s.reserves.included);
      await expect(page.getByRole('list', { name: s.reserves.perCurrency }), lang).toBeVisible();
      expect(await overflow(page), lang).toBeLessThanOrEqual(0);
    }
  });
});
