import { withdrawAdminCalls, withdrawCalls } from '../../../src/contract/withdraw';
import type { ModuleKit } from '../../core/module';
import type { createDecisions } from './decisions';
import type { Withdrawals } from './requests';

export function registerWithdrawRoutes(
  { route }: ModuleKit,
  withdrawals: Withdrawals,
  decisions: ReturnType<typeof createDecisions>,
): void {
  route(withdrawCalls.withdrawInfo, async (_input, ctx) => await withdrawals.info(ctx.user));
  route(withdrawCalls.withdrawOut, (input, ctx) => withdrawals.request(ctx.user, input));
  route(withdrawCalls.withdrawList, async ({ page, limit }, ctx) => await withdrawals.list(ctx.user.id, page, limit));

  route(withdrawAdminCalls.adminWithdrawals, async (input) => await decisions.list(input));
  route(withdrawAdminCalls.adminWithdrawApprove, async ({ id }) => await decisions.approve(id));
  route(withdrawAdminCalls.adminWithdrawReject, async ({ id, reason }) => await decisions.reject(id, reason));
}
