// A wallet account takes the invite code of the link it came from: invite link → register page →
// "Sign up with a wallet" → sign in with the wallet → the new-account dialog holds the code → the
// inviter's list shows the wallet (masked).
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { freshEmail, registerByApi } from '../helpers';
import { installWallet } from './injectedWallet';
import { apiAs, CHAIN_ID, createAccount, DESKTOP, expectLoggedIn, RPC_URL, signInModal, T } from './support';

test.use(DESKTOP);

interface Invite {
  invite_code: string;
  total: number;
  list: Array<{ account: string; via: string }>;
}

test('a wallet registered from an invite link records the inviter', async ({ page, request }) => {
  const inviter = await registerByApi(request, freshEmail('wallet-inviter'));
  const { invite_code: code } = (await apiAs<Invite>(request, inviter.token, 'GET', 'user/invite')).message;
  // A key of its own (nothing to pay: it only signs), so no other test's dev account is taken.
  const key = generatePrivateKey();
  const address = privateKeyToAccount(key).address.toLowerCase();
  await installWallet(page, { rpcUrl: RPC_URL, privateKeys: [key], chainId: CHAIN_ID });

  await page.goto(`/#/pages/common/register?code=${code}`);
  await expect(page.getByLabel(T('auth.inviteOptional'))).toHaveValue(code);
  await page.getByRole('link', { name: T('auth.registerWithWallet') }).click();
  await signInModal(page);
  await expect(page.getByLabel(T('wallet.inviteCode'))).toHaveValue(code);
  const uid = await createAccount(page);
  await expectLoggedIn(page, uid);

  const invite = (await apiAs<Invite>(request, inviter.token, 'GET', 'user/invite')).message;
  expect(invite.total).toBe(1);
  expect(invite.list[0]).toMatchObject({ via: 'wallet', account: `${address.slice(0, 6)}…${address.slice(-4)}` });
});
