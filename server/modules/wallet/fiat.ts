// Fiat deposits: a wire transfer (wallet/Wiretransfer) or a bank-card recharge (wallet/charge_req type
// card), each with its proof (screenshot, the reference's last 6 characters, the remitter). The credit
// in USDT is fixed at request from the published dollar rate (the page shows it before submit) and
// paid into the funding account when an admin approves; a rejection carries its reason.
import fs from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import type * as W from '../../../src/contract/wallet';
import { fiatAdminCalls, walletCalls } from '../../../src/contract/wallet';
import { fiatCredit } from '../../../src/shared/fund/sale';
import { dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { EXTERNAL_ID, text, transfer } from '../../core/ledger';
import type { ModuleKit } from '../../core/module';
import { type Notify, notifyNobody } from '../../core/notifications';
import { getSetting, seedSetting } from '../../core/settings';
import type { UserRow } from '../../core/users';
import { USDT_ID } from '../market/catalogue';
import { type FiatDepositRow, fiatDeposits } from './schema';

/** The operator's receiving bank account and the fiat parameters, seeded once (the admin changes them). */
const DEFAULTS = {
  usd_rate: '1',
  fiat_min: '10',
  wire_bank_name: 'Kestrel Demo Bank',
  wire_account_name: 'Kestrel Exchange Ltd',
  wire_account_number: 'DE89 3704 0044 0532 0130 00',
  wire_swift: 'KESTDEMO',
  wire_bank_address: '1 Harbour Street, Example City',
} as const;

export function seedFiatSettings(db: Db): void {
  for (const [key, value] of Object.entries(DEFAULTS)) seedSetting(db, key, value);
}

const setting = (db: Db, key: keyof typeof DEFAULTS) => getSetting(db, key, DEFAULTS[key]);

export const fiatReply = (r: FiatDepositRow): W.FiatDeposit => ({
  id: r.id,
  method: r.method,
  amount: r.amount,
  credit: r.credit,
  currency: 'USDT',
  screenshot: r.screenshot,
  tx_suffix: r.tx_suffix,
  remitter: r.remitter,
  status: r.status,
  reason: r.reason,
  created_at: r.created_at,
  decided_at: r.decided_at,
});
const adminReply = (r: FiatDepositRow): W.AdminFiatDeposit => ({ ...fiatReply(r), user_id: r.user_id });

export interface ProofInput {
  amount: string;
  screenshot: string;
  tx_suffix: string;
  remitter: string;
}

export function createFiatDeposits(db: Db, dataDir: string, notify: Notify = notifyNobody) {
  const uploads = path.join(dataDir, 'uploads');

  /** Records a wire or card deposit waiting for the admin. */
  function request(user: UserRow, method: 'wire' | 'card', input: ProofInput): W.FiatDeposit {
    if (user.account_type === 'demo') throw new ApiFailure('fiatErrors.demo', {}, { field: 'amount' });
    const min = setting(db, 'fiat_min');
    if (dec(input.amount).lt(min)) throw new ApiFailure('fiatErrors.belowMin', { min }, { field: 'amount' });
    // The screenshot is one the user uploaded: their id prefixes the file name, and the file exists.
    const file = input.screenshot.replace(/^\/uploads\//, '');
    if (!file.startsWith(`${user.id}-`) || !fs.existsSync(path.join(uploads, file)))
      throw new ApiFailure('fiatErrors.notYours', {}, { field: 'screenshot' });
    const usdRate = setting(db, 'usd_rate');
    const row = db
      .insert(fiatDeposits)
      .values({
        user_id: user.id,
        method,
        amount: text(input.amount),
        usd_rate: usdRate,
        credit: text(fiatCredit(input.amount, usdRate)),
        screenshot: input.screenshot,
        tx_suffix: input.tx_suffix.toUpperCase(),
        remitter: input.remitter,
        status: 'pending',
        created_at: now(),
      })
      .returning()
      .get();
    return fiatReply(row);
  }

  /** A pending deposit decided once: approved (credited in the same transaction) or rejected. */
  function decide(id: number, approve: boolean, reason: string | null): W.AdminFiatDeposit {
    return db.transaction(() => {
      const row = db
        .update(fiatDeposits)
        .set({ status: approve ? 'approved' : 'rejected', reason, decided_at: now() })
        .where(and(eq(fiatDeposits.id, id), eq(fiatDeposits.status, 'pending')))
        .returning()
        .get();
      if (!row) {
        const known = db.select({ id: fiatDeposits.id }).from(fiatDeposits).where(eq(fiatDeposits.id, id)).get();
        throw new ApiFailure(known ? 'fiatErrors.decided' : 'fiatErrors.notFound', {}, { field: 'id', status: known ? 409 : 404 });
      }
      if (approve) transfer(db, EXTERNAL_ID, row.user_id, USDT_ID, row.credit, 'fiat_deposit', `fiat:${row.id}`);
      // Told to the user in the same transaction: USD sent, USDT credited, or why not.
      if (approve) notify(row.user_id, 'fiatDepositApproved', { amount: row.amount, credit: row.credit }, `fiat:${row.id}`);
      else notify(row.user_id, 'fiatDepositRejected', { amount: row.amount, reason: reason ?? '' }, `fiat:${row.id}`);
      return adminReply(row);
    });
  }

  function log(userId: number, page: number, limit: number) {
    const rows = db
      .select()
      .from(fiatDeposits)
      .where(eq(fiatDeposits.user_id, userId))
      .orderBy(desc(fiatDeposits.id))
      .limit(limit)
      .offset((page - 1) * limit)
      .all();
    const total = db.select({ n: count() }).from(fiatDeposits).where(eq(fiatDeposits.user_id, userId)).get()?.n ?? 0;
    return { list: rows.map(fiatReply), total, page, limit };
  }

  return { request, decide, log };
}
export type FiatDeposits = ReturnType<typeof createFiatDeposits>;

export function registerFiatRoutes({ route, db }: ModuleKit, fiat: FiatDeposits): void {
  route(walletCalls.wireInfo, () => ({
    bank_name: setting(db, 'wire_bank_name'),
    account_name: setting(db, 'wire_account_name'),
    account_number: setting(db, 'wire_account_number'),
    swift: setting(db, 'wire_swift'),
    bank_address: setting(db, 'wire_bank_address'),
    usd_rate: setting(db, 'usd_rate'),
    min: setting(db, 'fiat_min'),
  }));

  route(walletCalls.wire, (input, ctx) => fiat.request(ctx.user, 'wire', input));

  route(fiatAdminCalls.adminDeposits, ({ status }) =>
    db
      .select()
      .from(fiatDeposits)
      .where(status ? eq(fiatDeposits.status, status) : undefined)
      .orderBy(desc(fiatDeposits.id))
      .limit(500)
      .all()
      .map(adminReply),
  );
  route(fiatAdminCalls.adminDepositApprove, ({ id }) => fiat.decide(id, true, null));
  route(fiatAdminCalls.adminDepositReject, ({ id, reason }) => fiat.decide(id, false, reason));
}
