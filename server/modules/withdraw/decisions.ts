// The operator's side of withdrawals: the list (by state, or the stuck ones: sent and still unconfirmed
// after `withdraw_stuck_min` minutes, with the hot wallet's last word on each), approving (the sender
// signs and sends) and rejecting with a reason (unfrozen).
import { and, desc, eq, lte } from 'drizzle-orm';
import type * as C from '../../../src/contract/withdraw';
import type { Db } from '../../core/db';
import { now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { setting, type Withdrawals } from './requests';
import { type WithdrawalRow, withdrawals } from './schema';

export function createDecisions(db: Db, requests: Withdrawals, onApproved: () => void) {
  /** Seconds since which a sent withdrawal still unconfirmed is stuck. */
  const stuckBefore = async () => now() - Math.round(Number(await setting(db, 'withdraw_stuck_min')) * 60);
  const isStuck = async (r: WithdrawalRow) => r.status === 'sent' && r.sent_at !== null && r.sent_at <= (await stuckBefore());

  const adminReply = async (r: WithdrawalRow): Promise<C.AdminWithdrawal> => ({
    ...requests.reply(r),
    user_id: r.user_id,
    stuck: await isStuck(r),
    chain_note: r.status === 'sent' ? r.chain_note : null,
    nonce: r.nonce,
  });

  async function pendingRow(id: number): Promise<WithdrawalRow> {
    const row = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).get();
    if (!row) throw new ApiFailure('withdrawErrors.notFound', {}, { field: 'id', status: 404 });
    if (row.status !== 'pending') throw new ApiFailure('withdrawErrors.decided', { status: row.status }, { field: 'id', status: 409 });
    return row;
  }

  async function approve(id: number): Promise<C.AdminWithdrawal> {
    const row = await db.transaction(async () => {
      const pending = await pendingRow(id);
      if (!requests.chainOf(pending.chain_id)) throw new ApiFailure('withdrawErrors.unknownChain', {}, { field: 'id', status: 409 });
      const approved = await db
        .update(withdrawals)
        .set({ status: 'approved', decided_at: now() })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
        .returning()
        .get();
      if (!approved) throw new ApiFailure('withdrawErrors.decided', {}, { field: 'id', status: 409 });
      await requests.tell(approved, 'withdrawApproved');
      return approved;
    });
    onApproved();
    return await adminReply(row);
  }

  async function reject(id: number, reason: string): Promise<C.AdminWithdrawal> {
    return await db.transaction(async () => {
      await pendingRow(id);
      const row = await requests.giveBack(id, 'rejected', reason, ['pending']);
      if (!row) throw new ApiFailure('withdrawErrors.decided', {}, { field: 'id', status: 409 });
      return await adminReply(row);
    });
  }

  async function list({ status, stuck }: C.AdminWithdrawalsReq): Promise<C.AdminWithdrawal[]> {
    const where =
      stuck === '1'
        ? and(eq(withdrawals.status, 'sent'), lte(withdrawals.sent_at, await stuckBefore()))
        : status
          ? eq(withdrawals.status, status)
          : undefined;
    const rows = await db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).limit(500).all();
    const replies: C.AdminWithdrawal[] = [];
    for (const row of rows) replies.push(await adminReply(row));
    return replies;
  }

  return { approve, reject, list, isStuck };
}
