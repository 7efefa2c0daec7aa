// Certificate deposit (/pages/certificateDeposit/certificateDeposit): fixed terms (30, 90, 180, 365
// days) at a fixed annual rate from the funding account, the interest paid with the principal at
// maturity; no withdrawal in the first min_hold_days, then early withdrawal at the published lower rate
// (AREAS.md; src/shared/earn/certificate.ts). SPEC.md names no calls for it: these are ours.
import { z } from 'zod';
import { decimalString, emptyReq, intString, page, paged, positiveDecimal } from './common';
import { call } from './define';
import { productAdminCalls, productCurrency } from './productAdmin';

export const CERTIFICATE_STATES = ['running', 'matured', 'withdrawn'] as const;
const id = intString(1, Number.MAX_SAFE_INTEGER);

export const certificateProduct = z.object({
  id: z.number().int(),
  days: z.number().int().positive(),
  currency: z.string(),
  /** Fractions a year: "0.045" is 4.5 % a year. */
  annual_rate: decimalString,
  early_rate: decimalString,
  /** No withdrawal before this many days. */
  min_hold_days: z.number().int().min(0),
  min_amount: decimalString,
  max_amount: decimalString,
});

export const certificate = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  currency: z.string(),
  amount: decimalString,
  days: z.number().int(),
  annual_rate: decimalString,
  early_rate: decimalString,
  min_hold_days: z.number().int(),
  status: z.enum(CERTIFICATE_STATES),
  /** Interest at maturity (running), or the interest paid (ended). */
  interest: decimalString,
  created_at: z.number().int(),
  maturity_at: z.number().int(),
  /** From when an early withdrawal is possible, and what it would pay now (null once ended or not yet allowed). */
  early_from: z.number().int(),
  /** The whole days held so far (server time), and what an early withdrawal would pay for them now. */
  early_days: z.number().int(),
  early_interest: decimalString.nullable(),
  ended_at: z.number().int().nullable(),
});

export const certificateBuyReq = z.object({ product_id: id, amount: positiveDecimal('certificateErrors.amount', 2) });
export const certificateOrdersReq = z.object({ ...page, status: z.enum(['running', 'ended']).optional() });
export const certificateOrdersReply = z.object({
  ...paged(certificate),
});

export const certificateCalls = {
  certificateProducts: call('GET', 'certificate/products', 'public', emptyReq, z.array(certificateProduct)),
  /** Deposits: the amount leaves the funding account's available balance until maturity. */
  certificateBuy: call('POST', 'certificate/buy', 'user', certificateBuyReq, certificate),
  certificateOrders: call('GET', 'certificate/orders', 'user', certificateOrdersReq, certificateOrdersReply),
  /** Withdraws early (after min_hold_days): the amount and the interest at the early rate come back. */
  certificateWithdraw: call('POST', 'certificate/withdraw', 'user', z.object({ id }), certificate),
};

const products = productAdminCalls(
  'certificate',
  ['days', 'annual_rate', 'early_rate', 'min_hold_days', 'min_amount', 'max_amount', 'active'] as const,
  { optional: ['active'] as const, extra: { currency: productCurrency } },
);
export const certificateAdminCalls = {
  adminCertificateProducts: products.list,
  adminCertificateProductCreate: products.create,
  adminCertificateProductSet: products.set,
};

/** Journal entry kind: the interest paid (at maturity, or at the early rate). */
export const entryKinds = ['certificate_interest'] as const;

export type CertificateProduct = z.output<typeof certificateProduct>;
export type Certificate = z.output<typeof certificate>;
