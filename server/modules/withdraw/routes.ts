import { withdrawAdminCalls, withdrawCalls } from '../../../src/contract/withdraw';
import type { ModuleKit } from '../../core/module';
import type { createDecisions } from './decisions';
import type { Withdrawals } from './requests';

export function registerWithdrawRoutes(
  { route }: ModuleKit,
  withdrawals: Withdrawals,
  decisions: ReturnType<typeof createDecisions>,
): void {
  route(withdrawCalls.withdrawInfo, (_input, ctx) => withdrawals.info(ctx.user));
  route(withdrawCalls.withdrawOut, (input, ctx) => withdrawals.request(ctx.user, input));
  route(withdrawCalls.withdrawList, ({ page, limit }, ctx) => withdrawals.list(ctx.user.id, page, limit));

  route(withdrawAdminCalls.adminWithdrawals, (input) => decisions.list(input));
  route(withdrawAdminCalls.adminWithdrawApprove, ({ id }) => decisions.approve(id));
  route(withdrawAdminCalls.adminWithdrawReject, ({ id, reason }) => decisions.reject(id, reason));
}
