// Admin commands: money a person decides: withdrawals, fiat deposits, sale-coin orders, vouchers and loans.
import { couponAdminCalls } from '../../src/contract/coupon';
import { loanAdminCalls } from '../../src/contract/loan';
import { saleAdminCalls } from '../../src/contract/salecoin';
import { depositAdminCalls, fiatAdminCalls } from '../../src/contract/wallet';
import { withdrawAdminCalls } from '../../src/contract/withdraw';
import { byOperator, command, type Params, type Command } from './command';

export const moneyCommands: Record<string, Command> = {
  withdrawals: command(
    withdrawAdminCalls.adminWithdrawals,
    'withdrawals [status]',
    'list withdrawals (pending, approved, sent, completed, rejected, failed)',
    ([status]) => (status ? ({ status } as Params<typeof withdrawAdminCalls.adminWithdrawals>) : {}),
  ),
  'withdrawals-stuck': command(
    withdrawAdminCalls.adminWithdrawals,
    'withdrawals-stuck',
    "list sent withdrawals still unconfirmed after withdraw_stuck_min minutes, with the hot wallet's last word on each (never given back without proof)",
    () => ({ stuck: '1' }),
  ),
  approve: command(
    withdrawAdminCalls.adminWithdrawApprove,
    'approve <id>',
    'approve a pending withdrawal: the hot wallet sends it',
    ([id]) => (id ? { id } : null),
  ),
  reject: command(
    withdrawAdminCalls.adminWithdrawReject,
    'reject <id> <reason…>',
    'reject a pending withdrawal with a reason (unfrozen)',
    ([id, ...reason]) => (id && reason.length ? { id, reason: reason.join(' ') } : null),
  ),
  deposits: command(
    fiatAdminCalls.adminDeposits,
    'deposits [status]',
    'list wire and bank-card deposits (pending, approved, rejected)',
    ([status]) => (status ? ({ status } as Params<typeof fiatAdminCalls.adminDeposits>) : {}),
  ),
  'deposit-approve': command(
    fiatAdminCalls.adminDepositApprove,
    'deposit-approve <id>',
    'approve a wire or card deposit: credits the funding account',
    ([id]) => (id ? { id } : null),
  ),
  'deposit-reject': command(
    fiatAdminCalls.adminDepositReject,
    'deposit-reject <id> <reason…>',
    'reject a wire or card deposit with a reason',
    ([id, ...reason]) => (id && reason.length ? { id, reason: reason.join(' ') } : null),
  ),
  reorged: command(
    depositAdminCalls.adminReorged,
    'reorged [missing|restored]',
    'list credited USDT deposits whose block left the chain (missing: not back on it; balances untouched)',
    ([state]) => (state ? ({ state } as Params<typeof depositAdminCalls.adminReorged>) : {}),
  ),
  sales: command(saleAdminCalls.adminSales, 'sales [status]', 'list sale-coin orders (pending, paid, rejected)', ([status]) =>
    status ? ({ status } as Params<typeof saleAdminCalls.adminSales>) : {},
  ),
  'sale-paid': command(
    saleAdminCalls.adminSalePaid,
    'sale-paid <id>',
    'mark a sale-coin order paid (the USD was sent): the USDT leaves',
    ([id]) => (id ? { id } : null),
  ),
  'sale-reject': command(
    saleAdminCalls.adminSaleReject,
    'sale-reject <id> <reason…>',
    'reject a sale-coin order with a reason (unfrozen)',
    ([id, ...reason]) => (id && reason.length ? { id, reason: reason.join(' ') } : null),
  ),
  'coupon-grant': command(
    couponAdminCalls.adminCouponGrant,
    'coupon-grant <uid> <amount> <days> [note…]',
    'give a user a trial voucher of <amount> USDT for contract orders, valid <days> days',
    ([uid, amount, days, ...note]) =>
      uid && amount && days ? { uid, amount, days, ...(note.length ? { note: note.join(' ') } : {}) } : null,
  ),
  coupons: command(couponAdminCalls.adminCoupons, 'coupons [uid]', 'list the newest 200 vouchers (of one user)', ([uid]) =>
    uid ? { uid } : {},
  ),
  loans: command(loanAdminCalls.adminLoans, 'loans [status]', 'list loans (pending, issued, overdue, repaid, rejected)', ([status]) =>
    status ? ({ status } as Params<typeof loanAdminCalls.adminLoans>) : {},
  ),
  'loan-approve': command(
    loanAdminCalls.adminLoanApprove,
    'loan-approve <id>',
    'approve a loan application: the principal is credited to the funding account',
    ([id], env) => (id ? { id, ...byOperator(env) } : null),
  ),
  'loan-reject': command(
    loanAdminCalls.adminLoanReject,
    'loan-reject <id> <reason…>',
    'reject a loan application with a reason (shown to the user)',
    ([id, ...reason], env) => (id && reason.length ? { id, reason: reason.join(' '), ...byOperator(env) } : null),
  ),
  'loan-collect': command(
    loanAdminCalls.adminLoanCollect,
    'loan-collect <id> <reason…>',
    'collect an overdue loan from the funding balance (what there is, up to what is owed), with a reason shown to the user',
    ([id, ...reason], env) => (id && reason.length ? { id, reason: reason.join(' '), ...byOperator(env) } : null),
  ),
};
