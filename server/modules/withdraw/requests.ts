// Withdrawal requests: what the page is told (wallet/get_info), asking (wallet/out: every check before
// anything is written, then the limit, the balance, the row and the freeze in one transaction), the
// user's records, and the steps the sender and the admin take (sent, completed, given back).
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type * as C from '../../../src/contract/withdraw';
import { WITHDRAW_CONFIRMATIONS, WITHDRAW_DECIMALS, withdrawFigures } from '../../../src/shared/fund/withdraw';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, EXTERNAL_ID, FEES_ID, freeze, post, text, unfreeze } from '../../core/ledger';
import { type Notify, notifyNobody } from '../../core/notifications';
import type { ChainConfig } from '../../core/options';
import { readPage } from '../../core/paging';
import { Throttle } from '../../core/security';
import { getSetting, seedSetting } from '../../core/settings';
import type { UserRow } from '../../core/users';
import type { PayPasswordCheck } from '../auth/payPassword';
import { USDT_ID } from '../market/catalogue';
import { bookEntry } from '../wallet/addressBook';
import { LIMIT_DEFAULTS, type OutflowLimitService } from './limits';
import { type WithdrawalRow, withdrawals } from './schema';

/**
 * Published parameters, seeded once (the admin changes them: `npm run admin -- setting KEY VALUE`):
 * the global minimum (a chain's own is `withdraw_min_<chain id>`), the limits per KYC level, and the
 * minutes after which a sent withdrawal still unconfirmed is listed for the operator.
 */
const DEFAULTS = { withdraw_min: '10', ...LIMIT_DEFAULTS, withdraw_stuck_min: '60' } as const;
export async function seedWithdrawSettings(db: Db): Promise<void> {
  for (const [key, value] of Object.entries(DEFAULTS)) await seedSetting(db, key, value);
}
export const setting = async (db: Db, key: keyof typeof DEFAULTS) => await getSetting(db, key, DEFAULTS[key]);
/** The minimum withdrawal on a chain: its own setting, else the global one. */
export const minOn = async (db: Db, chainId: number) => await getSetting(db, `withdraw_min_${chainId}`, await setting(db, 'withdraw_min'));

export interface WithdrawDeps {
  db: Db;
  chains: readonly ChainConfig[];
  payPassword: PayPasswordCheck;
  /** The 24-hour limit, shared with sale coin. */
  limit: OutflowLimitService;
  /** Tells the user each step (approved, completed, rejected, failed), inside the step's transaction. */
  notify?: Notify;
}

export function createWithdrawals({ db, chains, payPassword, limit, notify = notifyNobody }: WithdrawDeps) {
  /** Withdraw requests per user: ten in ten minutes, then HTTP 429 (wrong pay passwords have their own, stricter, count). */
  const attempts = new Throttle(db, 'withdraw', 10, 10 * 60);
  const chainOf = (chainId: number) => chains.find((c) => c.chainId === chainId);
  /** A notification about a withdrawal: its amount, what arrives, the currency, and more vars. */
  const tell = async (r: WithdrawalRow, kind: string, vars: Record<string, string> = {}) =>
    await notify(r.user_id, kind, { amount: r.amount, receive: r.receive, currency: 'USDT', ...vars }, `withdraw:${r.id}`);

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

  async function chainsInfo(): Promise<C.WithdrawInfo['chains']> {
    const list: C.WithdrawInfo['chains'] = [];
    for (const c of chains)
      list.push({
        chain_id: c.chainId,
        name: c.name,
        explorer: c.explorer,
        confirmations: c.confirmations,
        min: await minOn(db, c.chainId),
      });
    return list;
  }

  async function info(user: UserRow): Promise<C.WithdrawInfo> {
    const { room: _room, ...outflow } = await limit.of(user);
    return {
      ...outflow,
      currency_id: USDT_ID,
      code: 'USDT',
      available: text((await balanceOf(db, user.id, USDT_ID)).available),
      fee_rate: await getSetting(db, 'tk_radio', '0.01'),
      min: await setting(db, 'withdraw_min'),
      decimals: WITHDRAW_DECIMALS,
      chains: await chainsInfo(),
      has_pay_password: Boolean(user.pay_password_hash),
      demo: user.account_type === 'demo',
    };
  }

  async function request(
    user: UserRow,
    input: { currency_id: number; chain_id: number; address: string; number: string; pay_password: string },
  ) {
    if (user.account_type === 'demo') throw new ApiFailure('withdrawErrors.demo', {}, { field: 'number' });
    if (user.kyc_level < 1) throw new ApiFailure('errors.verifyFirst', {}, { type: 998 });
    await attempts.take(`out:${user.id}`, 'withdrawErrors.tooManyAttempts');
    if (input.currency_id !== USDT_ID) throw new ApiFailure('withdrawErrors.currency', {}, { field: 'currency_id' });
    const chain = chainOf(input.chain_id);
    if (!chain) throw new ApiFailure('withdrawErrors.unknownChain', {}, { field: 'chain_id' });
    const entry = await bookEntry(db, user.id, input.address);
    if (!entry) throw new ApiFailure('withdrawErrors.notInBook', {}, { field: 'address' });
    const amount = dec(input.number);
    const min = await minOn(db, chain.chainId);
    if (amount.lt(min)) throw new ApiFailure('withdrawErrors.belowMin', { min }, { field: 'number' });
    await payPassword.verify(user, input.pay_password);
    return await place(user, chain.chainId, entry, amount);
  }

  /** The writing half of a request, in one transaction: the limit and the balance checked, the row, the freeze. */
  async function place(user: UserRow, chainId: number, entry: { address: string; name: string }, amount: Decimal): Promise<C.Withdrawal> {
    // Checked again where the money moves: a demo account's funds are virtual and never leave.
    if (user.account_type === 'demo') throw new ApiFailure('withdrawErrors.demo', {}, { field: 'number' });
    const { fee, receive } = withdrawFigures(amount, await getSetting(db, 'tk_radio', '0.01'));
    return await db.transaction(async () => {
      await limit.check(user, amount, 'withdrawErrors');
      if (amount.gt((await balanceOf(db, user.id, USDT_ID)).available))
        throw new ApiFailure('withdrawErrors.aboveBalance', {}, { field: 'number' });
      const row = await db
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
      await freeze(db, user.id, USDT_ID, amount, `withdraw:${row.id}`, 'number');
      return reply(row);
    });
  }

  /** A sent withdrawal with enough confirmations: completed, and the frozen amount leaves (fee to the fee account). */
  async function complete(id: number, confirmations: number, blockNumber: number): Promise<void> {
    await db.transaction(async () => {
      const done = await db
        .update(withdrawals)
        .set({ status: 'completed', confirmations, block_number: blockNumber, completed_at: now() })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'sent')))
        .returning()
        .get();
      if (!done) return;
      await tell(done, 'withdrawCompleted');
      await post(db, {
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

  async function list(userId: number, page: number, limit: number) {
    const where = eq(withdrawals.user_id, userId);
    return await readPage(
      db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)),
      db.select({ n: count() }).from(withdrawals).where(where),
      { page, limit },
      reply,
    );
  }

  /** Gives the frozen amount back and ends the row (rejected by the admin, or failed on chain); call inside a transaction. */
  async function giveBack(
    id: number,
    status: 'rejected' | 'failed',
    reason: string,
    from: C.WithdrawState[],
  ): Promise<WithdrawalRow | undefined> {
    const row = await db
      .update(withdrawals)
      .set({ status, reason, ...(status === 'rejected' ? { decided_at: now() } : { completed_at: now() }) })
      .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from)))
      .returning()
      .get();
    if (row) {
      await unfreeze(db, row.user_id, row.currency_id, row.amount, `withdraw:${row.id}`);
      if (status === 'rejected') await tell(row, 'withdrawRejected', { reason });
      else await tell(row, 'withdrawFailed');
    }
    return row;
  }

  /** Broadcast: an approved, signed withdrawal is sent (once). */
  async function markSent(id: number): Promise<void> {
    await db.transaction(async () => {
      const sent = await db
        .update(withdrawals)
        .set({ status: 'sent', sent_at: now() })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'approved'), isNotNull(withdrawals.raw_tx)))
        .returning()
        .get();
      if (sent) await tell(sent, 'withdrawSent');
    });
  }

  /** The hot wallet's last word on a sent withdrawal without a receipt (null once it has one). */
  async function note(id: number, text: string | null): Promise<void> {
    await db
      .update(withdrawals)
      .set({ chain_note: text })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'sent')))
      .run();
  }

  return { info, request, place, complete, list, giveBack, markSent, note, reply, tell, chainOf };
}
export type Withdrawals = ReturnType<typeof createWithdrawals>;
