// The admin API (admin token, never a user session): what `npm run admin` calls. Areas whose states a
// person decides (KYC, withdrawals, loans) add their admin calls in their own contract file; a KYC level
// is set only through identity's review (admin/kyc and admin/kyc/approve in contract/identity.ts).
import { z } from 'zod';
import { positiveDecimal } from './common';
import { call } from './define';

const uid = z.coerce.number().int().positive();
export const uidReq = z.object({ uid });
/**
 * Who decides, recorded with each decision (a loan, an identity review): the admin token's holder is
 * 'admin' unless the command line names its operator (KESTREL_OPERATOR).
 */
export const decidedBy = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((v) => v || 'admin');
export const outboxReq = z.object({ to: z.string().optional() });
export const clockReq = z.object({
  advance_ms: z.coerce
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});
/** Test servers only: a symbol's price jumps to `price` now, and the simulated walk goes on from it. */
export const priceReq = z.object({
  symbol: z.string().trim().toUpperCase().min(1).max(20),
  price: positiveDecimal('validation.price', 12),
});

/** A user as the admin sees it: everything but the password hash. */
export const adminUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  area_code: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string(),
  account_type: z.enum(['real', 'demo']),
  kyc_status: z.number().int(),
  kyc_level: z.number().int(),
  has_pay_password: z.boolean(),
  invite_code: z.string(),
  invited_by: z.number().int().nullable(),
  created_at: z.number().int(),
});
/** An operator setting (site config, fee rates, fiat list, product parameters): key and its text. */
export const settingRow = z.object({ key: z.string(), value: z.string() });
export const settingReq = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,63}$/i, 'errors.badSetting'),
  value: z.string().max(20_000),
});
export const outboxRow = z.object({ to: z.string(), code: z.string(), scene: z.string(), created_at: z.number().int() });

/** The auditor of the books (server/core/audit.ts): each invariant held or broken, with its first examples. */
export const auditReport = z.object({
  ok: z.boolean(),
  results: z.array(z.object({ name: z.string(), held: z.boolean(), examples: z.array(z.string()) })),
});

export const adminCalls = {
  users: call('GET', 'admin/users', 'admin', z.object({}), z.array(adminUser)),
  user: call('GET', 'admin/user', 'admin', uidReq, adminUser),
  revoke: call('POST', 'admin/revoke', 'admin', uidReq, z.object({ revoked: z.number().int() })),
  outbox: call('GET', 'admin/outbox', 'admin', outboxReq, z.array(outboxRow)),
  /** Test servers only (TEST_CLOCK=1): moves the server clock forward and runs what came due. */
  settings: call('GET', 'admin/settings', 'admin', z.object({}), z.array(settingRow)),
  setting: call('POST', 'admin/setting', 'admin', settingReq, settingRow),
  clock: call('POST', 'admin/clock', 'admin', clockReq, z.object({ now_ms: z.number().int(), ran: z.number().int() })),
  price: call('POST', 'admin/price', 'admin', priceReq, z.object({ symbol: z.string(), price: z.string() })),
  audit: call('GET', 'admin/audit', 'admin', z.object({}), auditReport),
};

export type AdminUser = z.output<typeof adminUser>;
