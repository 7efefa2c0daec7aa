// Verifying a user quickly for the tests that need a verified account (issue 29, defect 12): a level is
// never set directly — the operator's verification (admin/kyc) is a review recorded with its reason,
// under the rules of every review, so the user binds a phone first (the way the security page does:
// a code sent for binding, read from the dev outbox, then safe/mobile) and level 2 comes after level 1.
import { type APIRequestContext, expect } from '@playwright/test';
import { outboxCode } from './helpers';
import { ok } from './money';

/** Binds a mobile number made from the uid (unique in the database) the way the security page does. */
export async function bindPhone(request: APIRequestContext, token: string, uid: number): Promise<void> {
  const mobile = `138${String(uid).padStart(8, '0')}`;
  await ok(request, 'POST', 'sms_send', { area_code: '86', mobile, scene: 'bind' });
  const code = await outboxCode(request, `+86 ${mobile}`);
  await ok(request, 'POST', 'safe/mobile', { area_code: '86', mobile, code }, token);
}

/** Verifies a user (registered by email) up to `level` through the operator's review: phone bound, then each level with its reason. */
export async function verifyUser(request: APIRequestContext, token: string, uid: number, level: 1 | 2 = 1): Promise<void> {
  await bindPhone(request, token, uid);
  for (let l = 1; l <= level; l += 1) {
    const review = await ok<{ status: string; level: number }>(request, 'POST', 'admin/kyc', {
      uid: String(uid),
      level: String(l),
      reason: 'Test: documents checked by the operator',
    });
    expect(review).toMatchObject({ status: 'approved', level: l });
  }
}
