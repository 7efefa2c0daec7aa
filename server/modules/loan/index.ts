// Loans: the terms on offer (seeded in demo mode; an admin creates and changes them), applications an admin approves or rejects, repayment, the due
// date on the scheduler, collection of an overdue loan (service.ts).
import { sql } from 'drizzle-orm';
import { loanAdminCalls, loanCalls, loanProductAdminCalls } from '../../../src/contract/loan';
import type { Db } from '../../core/db';
import { currencyIdOf } from '../../core/ledger';
import { defineModule } from '../../core/module';
import { minNotAboveMax, productCurrencyId, registerProductAdmin, rules } from '../../core/productAdmin';
import { loanAudit } from './audit';
import { migrations } from './migrations';
import { loanProducts } from './schema';
import { createLoans } from './service';

/** AREAS.md: terms of 7, 15, 30 and 90 days; a lower daily rate for a longer term; KYC level 1. */
const TERMS = [
  { days: 7, daily_rate: '0.001' },
  { days: 15, daily_rate: '0.0008' },
  { days: 30, daily_rate: '0.0006' },
  { days: 90, daily_rate: '0.0005' },
] as const;

export async function seedLoanProducts(db: Db): Promise<void> {
  const count = (await db.select({ n: sql<number>`count(*)` }).from(loanProducts).get())?.n ?? 0;
  const usdt = await currencyIdOf(db, 'USDT');
  if (count > 0 || usdt === null) return;
  await db.transaction(async () => {
    for (const term of TERMS)
      await db
        .insert(loanProducts)
        .values({ ...term, currency_id: usdt, min_amount: '100', max_amount: '50000', kyc_level: 1 })
        .run();
  });
}

export default defineModule({
  name: 'loan',
  after: ['market'],
  audit: loanAudit,
  migrations,
  // Demo mode only: in production the operator creates the terms (admin/loan/product/create).
  seed: async ({ db, options }) => {
    if (options.mode === 'demo') await seedLoanProducts(db);
  },
  register({ route, db, scheduler, notify }) {
    const loans = createLoans(db, scheduler, notify);
    route(loanCalls.loanInfo, async (_input, { user }) => await loans.info(user));
    route(loanCalls.loanApply, async ({ product_id, amount }, { user }) => await loans.apply(user, product_id, amount));
    route(loanCalls.loanRecords, async ({ page, limit }, { user }) => await loans.records(user, page, limit));
    route(loanCalls.loanRepay, async ({ id }, { user }) => await loans.repay(user, id));
    route(loanAdminCalls.adminLoans, async ({ status }) => await loans.adminList(status));
    route(loanAdminCalls.adminLoanApprove, async ({ id, by }) => await loans.decide(id, true, null, by));
    route(loanAdminCalls.adminLoanReject, async ({ id, reason, by }) => await loans.decide(id, false, reason, by));
    route(loanAdminCalls.adminLoanCollect, async ({ id, reason, by }) => await loans.collect(id, reason, by));
    registerProductAdmin(
      route,
      db,
      {
        list: loanProductAdminCalls.adminLoanProducts,
        create: loanProductAdminCalls.adminLoanProductCreate,
        set: loanProductAdminCalls.adminLoanProductSet,
      },
      {
        table: loanProducts,
        fields: {
          days: rules.int(2, 3650),
          daily_rate: rules.fraction,
          min_amount: rules.amount,
          max_amount: rules.amount,
          kyc_level: rules.int(0, 2),
          active: rules.int(0, 1),
        },
        check: minNotAboveMax,
        defaults: { active: 1 },
        columns: async (input) => ({ currency_id: await productCurrencyId(db, input.currency) }),
      },
    );
  },
});
