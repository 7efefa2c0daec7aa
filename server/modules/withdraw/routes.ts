import { withdrawAdminCalls, withdrawCalls } from '../../../src/contract/withdraw';
import type { ModuleKit } from '../../core/module';
import type { Withdrawals } from './requests';

export function registerWithdrawRoutes({ route }: ModuleKit, withdrawals: Withdrawals): void {
  route(withdrawCalls.withdrawInfo, (_input, ctx) => withdrawals.info(ctx.user));
  route(withdrawCalls.withdrawOut, (input, ctx) => withdrawals.request(ctx.user, input));
  route(withdrawCalls.withdrawList, ({ page, limit }, ctx) => withdrawals.list(ctx.user.id, page, limit));

  route(withdrawAdminCalls.adminWithdrawals, ({ status }) => withdrawals.adminList(status));
  route(withdrawAdminCalls.adminWithdrawApprove, ({ id }) => withdrawals.approve(id));
  route(withdrawAdminCalls.adminWithdrawReject, ({ id, reason }) => withdrawals.reject(id, reason));
}
