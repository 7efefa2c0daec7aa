// Fiat deposits: a wire transfer (wallet/Wiretransfer) or a bank-card recharge (wallet/charge_req type
// card), each with its proof (a private screenshot, the reference's last 6 characters, the remitter).
// The credit in USDT is fixed at request from the published dollar rate (the page shows it before
// submit) and paid into the funding account when an admin approves; a rejection carries its reason.
// The receiving bank account is the operator's: a demo server is seeded with invented details, a
// production server has none until the operator sets them, and takes no fiat deposit until then.
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
import type { ServerOptions } from '../../core/options';
import { readPage } from '../../core/paging';
import { settings } from '../../core/schema';
import { getSetting, seedSetting } from '../../core/settings';
import type { UserRow } from '../../core/users';
import { USDT_ID } from '../market/catalogue';
import type { ProofStore } from './proofs';
import { type FiatDepositRow, fiatDeposits } from './schema';

/** The fiat parameters, seeded once (the admin changes them). */
const DEFAULTS = { usd_rate: '1', fiat_min: '10' } as const;
/** The receiving bank account: the operator's; none until set ('' each). */
const BANK_KEYS = ['wire_bank_name', 'wire_account_name', 'wire_account_number', 'wire_swift', 'wire_bank_address'] as const;
type BankKey = (typeof BANK_KEYS)[number];
/** Invented details a demo server shows (never a production one). */
const DEMO_BANK: Record<BankKey, string> = {
  wire_bank_name: 'Kestrel Demo Bank',
  wire_account_name: 'Kestrel Exchange Ltd',
  wire_account_number: 'DE89 3704 0044 0532 0130 00',
  wire_swift: 'KESTDEMO',
  wire_bank_address: '1 Harbour Street, Example City',
};

export async function seedFiatSettings(db: Db, mode: ServerOptions['mode']): Promise<void> {
  for (const [key, value] of Object.entries(DEFAULTS)) await seedSetting(db, key, value);
  if (mode === 'demo') {
    for (const [key, value] of Object.entries(DEMO_BANK)) await seedSetting(db, key, value);
    return;
  }
  // Production: the demo details an earlier version seeded go (an operator's own are kept).
  for (const key of BANK_KEYS)
    await db
      .delete(settings)
      .where(and(eq(settings.key, key), eq(settings.value, DEMO_BANK[key])))
      .run();
}

const setting = async (db: Db, key: keyof typeof DEFAULTS) => await getSetting(db, key, DEFAULTS[key]);
const bank = async (db: Db, key: BankKey) => (await getSetting(db, key, '')).trim();
/** Whether the operator has set where to pay: the bank, the holder and the account number at least. */
const offered = async (db: Db) =>
  Boolean((await bank(db, 'wire_bank_name')) && (await bank(db, 'wire_account_name')) && (await bank(db, 'wire_account_number')));

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

export interface ProofInput {
  amount: string;
  screenshot: string;
  tx_suffix: string;
  remitter: string;
}

export function createFiatDeposits(db: Db, proofs: ProofStore, notify: Notify = notifyNobody) {
  /** The operator's view: the proof's image at a signed URL that expires. */
  const adminReply = (r: FiatDepositRow): W.AdminFiatDeposit => ({
    ...fiatReply(r),
    user_id: r.user_id,
    screenshot_url: proofs.signedUrl(r.screenshot),
  });

  /** Records a wire or card deposit waiting for the admin. */
  async function request(user: UserRow, method: 'wire' | 'card', input: ProofInput): Promise<W.FiatDeposit> {
    if (user.account_type === 'demo') throw new ApiFailure('fiatErrors.demo', {}, { field: 'amount' });
    if (!(await offered(db))) throw new ApiFailure('fiatErrors.notOffered', {}, { field: 'amount' });
    const min = await setting(db, 'fiat_min');
    if (dec(input.amount).lt(min)) throw new ApiFailure('fiatErrors.belowMin', { min }, { field: 'amount' });
    // The screenshot is one the user uploaded to the private store.
    if ((await proofs.byId(input.screenshot))?.user_id !== user.id)
      throw new ApiFailure('fiatErrors.notYours', {}, { field: 'screenshot' });
    const usdRate = await setting(db, 'usd_rate');
    const row = await db
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
  async function decide(id: number, approve: boolean, reason: string | null): Promise<W.AdminFiatDeposit> {
    return await db.transaction(async () => {
      const row = await db
        .update(fiatDeposits)
        .set({ status: approve ? 'approved' : 'rejected', reason, decided_at: now() })
        .where(and(eq(fiatDeposits.id, id), eq(fiatDeposits.status, 'pending')))
        .returning()
        .get();
      if (!row) {
        const known = await db.select({ id: fiatDeposits.id }).from(fiatDeposits).where(eq(fiatDeposits.id, id)).get();
        throw new ApiFailure(known ? 'fiatErrors.decided' : 'fiatErrors.notFound', {}, { field: 'id', status: known ? 409 : 404 });
      }
      if (approve) await transfer(db, EXTERNAL_ID, row.user_id, USDT_ID, row.credit, 'fiat_deposit', `fiat:${row.id}`);
      // Told to the user in the same transaction: USD sent, USDT credited, or why not.
      if (approve) await notify(row.user_id, 'fiatDepositApproved', { amount: row.amount, credit: row.credit }, `fiat:${row.id}`);
      else await notify(row.user_id, 'fiatDepositRejected', { amount: row.amount, reason: reason ?? '' }, `fiat:${row.id}`);
      return adminReply(row);
    });
  }

  async function log(userId: number, page: number, limit: number) {
    const where = eq(fiatDeposits.user_id, userId);
    return await readPage(
      db.select().from(fiatDeposits).where(where).orderBy(desc(fiatDeposits.id)),
      db.select({ n: count() }).from(fiatDeposits).where(where),
      { page, limit },
      fiatReply,
    );
  }

  const adminList = async (status: W.FiatDeposit['status'] | undefined) =>
    (
      await db
        .select()
        .from(fiatDeposits)
        .where(status ? eq(fiatDeposits.status, status) : undefined)
        .orderBy(desc(fiatDeposits.id))
        .limit(500)
        .all()
    ).map(adminReply);

  return { request, decide, log, adminList };
}
export type FiatDeposits = ReturnType<typeof createFiatDeposits>;

export function registerFiatRoutes({ route, db, app }: ModuleKit, fiat: FiatDeposits, proofs: ProofStore): void {
  route(walletCalls.wireInfo, async () => {
    const open = await offered(db);
    return {
      offered: open,
      // Nothing half-set is shown: the details only once the operator has set the account.
      bank_name: open ? await bank(db, 'wire_bank_name') : '',
      account_name: open ? await bank(db, 'wire_account_name') : '',
      account_number: open ? await bank(db, 'wire_account_number') : '',
      swift: open ? await bank(db, 'wire_swift') : '',
      bank_address: open ? await bank(db, 'wire_bank_address') : '',
      usd_rate: await setting(db, 'usd_rate'),
      min: await setting(db, 'fiat_min'),
    };
  });

  route(walletCalls.wire, async (input, ctx) => await fiat.request(ctx.user, 'wire', input));

  route(
    walletCalls.proofUpload,
    (_input, ctx) => {
      if (ctx.user.account_type === 'demo') throw new ApiFailure('fiatErrors.demo', {}, { field: 'file' });
      return proofs.save(ctx.user.id, ctx.request);
    },
    { multipart: true },
  );
  route(walletCalls.proof, async ({ id }, ctx) => await proofs.read(id, ctx.user.id));
  proofs.registerFileRoute(app);

  route(fiatAdminCalls.adminDeposits, async ({ status }) => await fiat.adminList(status));
  route(fiatAdminCalls.adminDepositProof, async ({ id }) => await proofs.read(id, null));
  route(fiatAdminCalls.adminDepositApprove, async ({ id }) => await fiat.decide(id, true, null));
  route(fiatAdminCalls.adminDepositReject, async ({ id, reason }) => await fiat.decide(id, false, reason));
}
