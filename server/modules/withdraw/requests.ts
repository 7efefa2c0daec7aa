// Withdrawal requests: what the page is told (wallet/get_info), asking (wallet/out: every check before
// anything is written, then the amount frozen with the row in one transaction), the user's records,
// and the admin's decision (approve hands the row to the sender; reject unfreezes with the reason).
import { and, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type * as C from '../../../src/contract/withdraw';
import {
  WITHDRAW_CONFIRMATIONS,
  WITHDRAW_DECIMALS,
  WITHDRAW_WINDOW_MS,
  withdrawFigures,
  withdrawRoom,
} from '../../../src/shared/fund/withdraw';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import { clock } from '../../core/clock';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, EXTERNAL_ID, FEES_ID, freeze, post, text, unfreeze } from '../../core/ledger';
import { type Notify, notifyNobody } from '../../core/notifications';
import type { ChainConfig } from '../../core/options';
import { Throttle } from '../../core/security';
import { getSetting, seedSetting } from '../../core/settings';
import type { UserRow } from '../../core/users';
import type { PayPasswordCheck } from '../auth/payPassword';
import { USDT_ID } from '../market/catalogue';
import { bookEntry } from '../wallet/addressBook';
import { type WithdrawalRow, withdrawals } from './schema';

/** Published parameters, seeded once (the admin changes them: `npm run admin -- setting KEY VALUE`). */
const DEFAULTS = { withdraw_min: '10', withdraw_limit_l1_btc: '200', withdraw_limit_l2_btc: '500' } as const;
export function seedWithdrawSettings(db: Db): void {
  for (const [key, value] of Object.entries(DEFAULTS)) seedSetting(db, key, value);
}
const setting = (db: Db, key: keyof typeof DEFAULTS) => getSetting(db, key, DEFAULTS[key]);

/** States whose amount counts against the 24-hour limit (everything not given back). */
const COUNTED: C.WithdrawState[] = ['pending', 'approved', 'sent', 'completed'];

export interface WithdrawDeps {
  db: Db;
  chains: readonly ChainConfig[];
  payPassword: PayPasswordCheck;
  /** The live BTC price in USDT, or null when there is none. */
  btcPrice: () => Decimal | null;
  /** Called after an approval: the sender signs and broadcasts without waiting for its next round. */
  onApproved: () => void;
  /** Tells the user each step (approved, completed, rejected, failed), inside the step's transaction. */
  notify?: Notify;
}

export function createWithdrawals({ db, chains, payPassword, btcPrice, onApproved, notify = notifyNobody }: WithdrawDeps) {
  /** Withdraw requests per user: ten in ten minutes, then HTTP 429 (wrong pay passwords have their own, stricter, count). */
  const attempts = new Throttle(10, 10 * 60);
  const chainOf = (chainId: number) => chains.find((c) => c.chainId === chainId);
  /** A notification about a withdrawal: its amount, what arrives, the currency, and more vars. */
  const tell = (r: WithdrawalRow, kind: string, vars: Record<string, string> = {}) =>
    notify(r.user_id, kind, { amount: r.amount, receive: r.receive, currency: 'USDT', ...vars }, `withdraw:${r.id}`);

  function reply(r: WithdrawalRow): C.Withdrawal {
    const chain = chainOf(r.chain_id);
    return {
      id: r.id,
      currency_id: r.currency_id,
      code: 'USDT',
      chain_id: r.chain_id,
      chain_name: chain?.name ?? `Chain ${r.chain_id}`,
      explorer: chain?.explorer ?? '',
      address: r.address,
      name: r.name,
      amount: r.amount,
      fee: r.fee,
      receive: r.receive,
      status: r.status,
      reason: r.reason,
      tx_hash: r.tx_hash && r.status !== 'approved' ? r.tx_hash : null,
      confirmations: r.confirmations,
      required_confirmations: chain?.confirmations ?? WITHDRAW_CONFIRMATIONS,
      created_at: r.created_at,
      decided_at: r.decided_at,
      sent_at: r.sent_at,
      completed_at: r.completed_at,
    };
  }
  const adminReply = (r: WithdrawalRow): C.AdminWithdrawal => ({ ...reply(r), user_id: r.user_id });

  /** What the user asked in the last 24 hours (USDT), pending to completed. */
  function usedUsdt(userId: number): Decimal {
    const since = Math.floor((clock.ms() - WITHDRAW_WINDOW_MS) / 1000);
    const rows = db
      .select({ value: withdrawals.value_usdt })
      .from(withdrawals)
      .where(and(eq(withdrawals.user_id, userId), gte(withdrawals.created_at, since), inArray(withdrawals.status, COUNTED)))
      .all();
    return rows.reduce((sum, r) => sum.plus(r.value), dec(0));
  }

  function limits(user: UserRow) {
    const limitBtc =
      user.kyc_level >= 2 ? setting(db, 'withdraw_limit_l2_btc') : user.kyc_level === 1 ? setting(db, 'withdraw_limit_l1_btc') : '0';
    const price = btcPrice() ?? dec(0);
    const used = usedUsdt(user.id);
    return { limitBtc, price, used, room: withdrawRoom(limitBtc, price, used) };
  }

  function info(user: UserRow): C.WithdrawInfo {
    const { limitBtc, price, used, room } = limits(user);
    return {
      currency_id: USDT_ID,
      code: 'USDT',
      available: text(balanceOf(db, user.id, USDT_ID).available),
      fee_rate: getSetting(db, 'tk_radio', '0.01'),
      min: setting(db, 'withdraw_min'),
      decimals: WITHDRAW_DECIMALS,
      chains: chains.map((c) => ({ chain_id: c.chainId, name: c.name, explorer: c.explorer, confirmations: c.confirmations })),
      kyc_level: user.kyc_level,
      has_pay_password: Boolean(user.pay_password_hash),
      demo: user.account_type === 'demo',
      limit_btc: limitBtc,
      btc_price: text(price),
      used_usdt: text(used),
      room_usdt: text(room),
    };
  }

  async function request(
    user: UserRow,
    input: { currency_id: number; chain_id: number; address: string; number: string; pay_password: string },
  ) {
    if (user.account_type === 'demo') throw new ApiFailure('withdrawErrors.demo', {}, { field: 'number' });
    if (user.kyc_level < 1) throw new ApiFailure('errors.verifyFirst', {}, { type: 998 });
    attempts.check(`out:${user.id}`, 'withdrawErrors.tooManyAttempts');
    attempts.hit(`out:${user.id}`);
    if (input.currency_id !== USDT_ID) throw new ApiFailure('withdrawErrors.currency', {}, { field: 'currency_id' });
    const chain = chainOf(input.chain_id);
    if (!chain) throw new ApiFailure('withdrawErrors.unknownChain', {}, { field: 'chain_id' });
    const entry = bookEntry(db, user.id, input.address);
    if (!entry) throw new ApiFailure('withdrawErrors.notInBook', {}, { field: 'address' });
    const amount = dec(input.number);
    const min = setting(db, 'withdraw_min');
    if (amount.lt(min)) throw new ApiFailure('withdrawErrors.belowMin', { min }, { field: 'number' });
    await payPassword.verify(user, input.pay_password);
    return place(user, chain.chainId, entry, amount);
  }

  /** The writing half of a request, in one transaction: the limit and the balance checked, the row, the freeze. */
  function place(user: UserRow, chainId: number, entry: { address: string; name: string }, amount: Decimal): C.Withdrawal {
    // Checked again where the money moves: a demo account's funds are virtual and never leave.
    if (user.account_type === 'demo') throw new ApiFailure('withdrawErrors.demo', {}, { field: 'number' });
    const { fee, receive } = withdrawFigures(amount, getSetting(db, 'tk_radio', '0.01'));
    return db.transaction(() => {
      const { room } = limits(user);
      if (amount.gt(room)) throw new ApiFailure('withdrawErrors.aboveLimit', { room: text(room) }, { field: 'number' });
      if (amount.gt(balanceOf(db, user.id, USDT_ID).available))
        throw new ApiFailure('withdrawErrors.aboveBalance', {}, { field: 'number' });
      const row = db
        .insert(withdrawals)
        .values({
          user_id: user.id,
          currency_id: USDT_ID,
          chain_id: chainId,
          address: entry.address,
          name: entry.name,
          amount: text(amount),
          fee: text(fee),
          receive: text(receive),
          value_usdt: text(amount),
          status: 'pending',
          created_at: now(),
        })
        .returning()
        .get();
      freeze(db, user.id, USDT_ID, amount, `withdraw:${row.id}`, 'number');
      return reply(row);
    });
  }

  /** A sent withdrawal with enough confirmations: completed, and the frozen amount leaves (fee to the fee account). */
  function complete(id: number, confirmations: number, blockNumber: number): void {
    db.transaction(() => {
      const done = db
        .update(withdrawals)
        .set({ status: 'completed', confirmations, block_number: blockNumber, completed_at: now() })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'sent')))
        .returning()
        .get();
      if (!done) return;
      tell(done, 'withdrawCompleted');
      post(db, {
        kind: 'withdraw',
        ref: `withdraw:${done.id}`,
        legs: [
          { account: done.user_id, currency: done.currency_id, amount: `-${done.amount}`, bucket: 'frozen' },
          { account: EXTERNAL_ID, currency: done.currency_id, amount: done.receive },
          { account: FEES_ID, currency: done.currency_id, amount: done.fee },
        ],
      });
    });
  }

  function list(userId: number, page: number, limit: number) {
    const rows = db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.user_id, userId))
      .orderBy(desc(withdrawals.id))
      .limit(limit)
      .offset((page - 1) * limit)
      .all();
    const total = db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.user_id, userId)).get()?.n ?? 0;
    return { list: rows.map(reply), total, page, limit };
  }

  function pendingRow(id: number): WithdrawalRow {
    const row = db.select().from(withdrawals).where(eq(withdrawals.id, id)).get();
    if (!row) throw new ApiFailure('withdrawErrors.notFound', {}, { field: 'id', status: 404 });
    if (row.status !== 'pending') throw new ApiFailure('withdrawErrors.decided', { status: row.status }, { field: 'id', status: 409 });
    return row;
  }

  function approve(id: number): C.AdminWithdrawal {
    const row = db.transaction(() => {
      const pending = pendingRow(id);
      if (!chainOf(pending.chain_id)) throw new ApiFailure('withdrawErrors.unknownChain', {}, { field: 'id', status: 409 });
      const approved = db
        .update(withdrawals)
        .set({ status: 'approved', decided_at: now() })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
        .returning()
        .get();
      if (approved) tell(approved, 'withdrawApproved');
      return approved;
    });
    onApproved();
    return adminReply(row);
  }

  /** Gives the frozen amount back and ends the row (rejected by the admin, or failed on chain); call inside a transaction. */
  function giveBack(id: number, status: 'rejected' | 'failed', reason: string, from: C.WithdrawState[]): WithdrawalRow | undefined {
    const row = db
      .update(withdrawals)
      .set({ status, reason, ...(status === 'rejected' ? { decided_at: now() } : { completed_at: now() }) })
      .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from)))
      .returning()
      .get();
    if (row) {
      unfreeze(db, row.user_id, row.currency_id, row.amount, `withdraw:${row.id}`);
      if (status === 'rejected') tell(row, 'withdrawRejected', { reason });
      else tell(row, 'withdrawFailed');
    }
    return row;
  }

  function reject(id: number, reason: string): C.AdminWithdrawal {
    return db.transaction(() => {
      pendingRow(id);
      const row = giveBack(id, 'rejected', reason, ['pending']);
      if (!row) throw new ApiFailure('withdrawErrors.decided', {}, { field: 'id', status: 409 });
      return adminReply(row);
    });
  }

  function adminList(status: C.WithdrawState | undefined): C.AdminWithdrawal[] {
    return db
      .select()
      .from(withdrawals)
      .where(status ? eq(withdrawals.status, status) : sql`1 = 1`)
      .orderBy(desc(withdrawals.id))
      .limit(500)
      .all()
      .map(adminReply);
  }

  /** Broadcast: an approved, signed withdrawal is sent (once). */
  function markSent(id: number): void {
    db.transaction(() => {
      const sent = db
        .update(withdrawals)
        .set({ status: 'sent', sent_at: now() })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'approved'), isNotNull(withdrawals.raw_tx)))
        .returning()
        .get();
      if (sent) tell(sent, 'withdrawSent');
    });
  }

  return { info, request, place, complete, list, approve, reject, adminList, giveBack, markSent, reply };
}
export type Withdrawals = ReturnType<typeof createWithdrawals>;
