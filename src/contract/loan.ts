// Loans (the Loans tab, /pages/common/borrowing): terms of 7, 15, 30 and 90 days at a published daily
// rate, no interest within the first day (AREAS.md, src/shared/earn/loan.ts). An application waits for
// an admin: issued (the principal is credited to the funding account) or rejected with a reason, each
// decision kept with its time and who. The user repays any time from the funding balance: principal
// plus interest for the started days after the first. Past the due date a loan is overdue; interest goes
// on at the same rate, and an admin may collect it from the funding balance, saying why.
import { z } from 'zod';
import { decidedBy } from './admin';
import { decimalString, emptyReq, intString, page, paged, positiveDecimal } from './common';
import { call } from './define';
import { productAdminCalls, productCurrency } from './productAdmin';

export const LOAN_STATES = ['pending', 'issued', 'overdue', 'repaid', 'rejected'] as const;
const id = intString(1, Number.MAX_SAFE_INTEGER);

export const loanProduct = z.object({
  id: z.number().int(),
  days: z.number().int(),
  /** A fraction a day: "0.0005" is 0.05 % a day. */
  daily_rate: decimalString,
  currency: z.string(),
  min_amount: decimalString,
  max_amount: decimalString,
  kyc_level: z.number().int(),
});

/** A collection of an overdue loan: what it took from the funding account, when and why. */
export const loanCollection = z.object({ amount: decimalString, at: z.number().int(), reason: z.string() });

export const loan = z.object({
  id: z.number().int(),
  /** The contract number shown to the user and the admin. */
  contract_no: z.string(),
  product_id: z.number().int(),
  currency: z.string(),
  amount: decimalString,
  days: z.number().int(),
  daily_rate: decimalString,
  /** Interest for the whole term: amount × daily rate × (days − 1). */
  total_interest: decimalString,
  status: z.enum(LOAN_STATES),
  /** Why an admin rejected it. */
  reason: z.string().nullable(),
  applied_at: z.number().int(),
  /** When an admin approved or rejected it (null while pending). */
  decided_at: z.number().int().nullable(),
  issued_at: z.number().int().nullable(),
  /** The repayment date: issued + days. */
  due_at: z.number().int().nullable(),
  repaid_at: z.number().int().nullable(),
  /** Started days since it was issued (the first is free of interest). */
  days_held: z.number().int(),
  /** Interest owed now (issued, overdue) or paid (repaid). */
  interest: decimalString,
  /** What has been repaid, and what is still to repay now (principal + interest). */
  repaid: decimalString,
  remaining: decimalString,
  /** What an admin took from the funding account for it once overdue, oldest first. */
  collections: z.array(loanCollection),
});

export const loanInfoReply = z.object({
  products: z.array(loanProduct),
  /** The user's open loan (pending, issued or overdue), or null; null for a guest. */
  current: loan.nullable(),
  /** The user's funding balance of the loan currency (what a repayment takes from), or null for a guest. */
  available: decimalString.nullable(),
});

export const loanApplyReq = z.object({ product_id: id, amount: positiveDecimal('loanErrors.amount', 2) });
export const loanRecordsReq = z.object(page);
export const loanRecordsReply = z.object({
  ...paged(loan),
});

export const loanCalls = {
  /** The terms on offer and the caller's open loan. */
  loanInfo: call('GET', 'user/GetJiedaiInfo', 'public', emptyReq, loanInfoReply),
  /** Applies: pending until an admin decides. One open loan per user. */
  loanApply: call('POST', 'user/jiedai', 'user', loanApplyReq, loan),
  /** The user's loans, newest first ("no loan history" when empty). */
  loanRecords: call('GET', 'user/Getjiedaiht', 'user', loanRecordsReq, loanRecordsReply),
  /** Repays an issued or overdue loan in full from the funding balance. */
  loanRepay: call('POST', 'user/jiedai/repay', 'user', z.object({ id }), loan),
};

export const adminLoansReq = z.object({ status: z.enum(LOAN_STATES).optional() });
/** The admin's view adds who decided, and who made each collection. */
const adminLoan = loan.extend({
  user_id: z.number().int(),
  decided_by: z.string().nullable(),
  collections: z.array(loanCollection.extend({ by: z.string() })),
});
const reason = z.string().trim().min(1, 'loanErrors.reason').max(200, 'loanErrors.reason');
export const loanAdminCalls = {
  adminLoans: call('GET', 'admin/loans', 'admin', adminLoansReq, z.array(adminLoan)),
  /** Each decision is recorded with its time and who (`by`: 'admin' unless the command line names its operator). */
  adminLoanApprove: call('POST', 'admin/loan/approve', 'admin', z.object({ id, by: decidedBy }), adminLoan),
  adminLoanReject: call('POST', 'admin/loan/reject', 'admin', z.object({ id, reason, by: decidedBy }), adminLoan),
  /** Collects an overdue loan from the user's funding balance (what there is, up to what is owed), saying why. */
  adminLoanCollect: call('POST', 'admin/loan/collect', 'admin', z.object({ id, reason, by: decidedBy }), adminLoan),
};

const products = productAdminCalls('loan', ['days', 'daily_rate', 'min_amount', 'max_amount', 'kyc_level', 'active'] as const, {
  optional: ['active'] as const,
  extra: { currency: productCurrency },
});
export const loanProductAdminCalls = {
  adminLoanProducts: products.list,
  adminLoanProductCreate: products.create,
  adminLoanProductSet: products.set,
};

/** Journal entry kinds: the principal paid out, and a repayment (principal and interest) coming back. */
export const entryKinds = ['loan', 'loan_repay'] as const;

export type LoanProduct = z.output<typeof loanProduct>;
export type Loan = z.output<typeof loan>;
export type LoanInfoReply = z.output<typeof loanInfoReply>;
export type LoanRecordsReply = z.output<typeof loanRecordsReply>;
