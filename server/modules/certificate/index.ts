// Certificate deposit: fixed terms at a fixed annual rate (seeded in demo mode; an admin creates and changes them), deposits
// held until maturity, interest with the principal, early withdrawal at the lower rate (service.ts).
import { asc, eq, sql } from 'drizzle-orm';
import { type CertificateProduct, certificateAdminCalls, certificateCalls } from '../../../src/contract/certificate';
import { dec } from '../../../src/shared/lib/decimal';
import type { Db } from '../../core/db';
import { currencyIdOf } from '../../core/ledger';
import type { Migration } from '../../core/migrate';
import { defineModule } from '../../core/module';
import { minNotAboveMax, productCurrencyId, registerProductAdmin, rules } from '../../core/productAdmin';
import { currencies } from '../../core/schema';
import { certificateProducts } from './schema';
import { createCertificates } from './service';
import { certificateAudit } from './audit';

const migrations: Migration[] = [
  {
    // Products (rates as fractions a year) and the deposits: the terms copied at deposit, the amount
    // held frozen while running, the interest paid when it ended (matured or withdrawn early).
    id: 'certificate-001',
    sql: `
      CREATE TABLE certificate_products (
        id INTEGER PRIMARY KEY,
        days INTEGER NOT NULL,
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        annual_rate TEXT NOT NULL,
        early_rate TEXT NOT NULL,
        min_hold_days INTEGER NOT NULL,
        min_amount TEXT NOT NULL,
        max_amount TEXT NOT NULL,
        active INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE certificates (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        product_id INTEGER NOT NULL REFERENCES certificate_products(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        amount TEXT NOT NULL,
        days INTEGER NOT NULL,
        annual_rate TEXT NOT NULL,
        early_rate TEXT NOT NULL,
        min_hold_days INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('running', 'matured', 'withdrawn')),
        interest TEXT,
        created_at INTEGER NOT NULL,
        created_ms INTEGER NOT NULL,
        ended_at INTEGER
      );
      CREATE INDEX certificates_user ON certificates(user_id, status, id);`,
  },
];

/** AREAS.md: 30, 90, 180 and 365 days; a longer term earns more; early withdrawal from day 30 at 1 % a year. */
const TERMS = [
  { days: 30, annual_rate: '0.03' },
  { days: 90, annual_rate: '0.04' },
  { days: 180, annual_rate: '0.05' },
  { days: 365, annual_rate: '0.06' },
] as const;

export async function seedCertificateProducts(db: Db): Promise<void> {
  const n = (await db.select({ n: sql<number>`count(*)` }).from(certificateProducts).get())?.n ?? 0;
  const usdt = await currencyIdOf(db, 'USDT');
  if (n > 0 || usdt === null) return;
  await db
    .insert(certificateProducts)
    .values(
      TERMS.map((term) => ({
        ...term,
        currency_id: usdt,
        early_rate: '0.01',
        min_hold_days: 30,
        min_amount: '100',
        max_amount: '1000000',
      })),
    )
    .run();
}

export async function offeredCertificates(db: Db): Promise<CertificateProduct[]> {
  return (
    await db
      .select({ p: certificateProducts, currency: currencies.code })
      .from(certificateProducts)
      .innerJoin(currencies, eq(currencies.id, certificateProducts.currency_id))
      .where(eq(certificateProducts.active, 1))
      .orderBy(asc(certificateProducts.days), asc(certificateProducts.id))
      .all()
  ).map(({ p, currency }) => ({
    id: p.id,
    days: p.days,
    currency,
    annual_rate: p.annual_rate,
    early_rate: p.early_rate,
    min_hold_days: p.min_hold_days,
    min_amount: p.min_amount,
    max_amount: p.max_amount,
  }));
}

export default defineModule({
  name: 'certificate',
  audit: certificateAudit,
  after: ['market'],
  migrations,
  // Demo mode only: in production the operator creates the terms (admin/certificate/product/create).
  seed: async ({ db, options }) => {
    if (options.mode === 'demo') await db.transaction(async () => await seedCertificateProducts(db));
  },
  register({ route, db, scheduler, notify }) {
    const service = createCertificates(db, scheduler, notify);
    route(certificateCalls.certificateProducts, async () => await offeredCertificates(db));
    route(certificateCalls.certificateBuy, async ({ product_id, amount }, { user }) => await service.buy(user, product_id, amount));
    route(certificateCalls.certificateOrders, async ({ status, page, limit }, { user }) => await service.list(user, status, page, limit));
    route(certificateCalls.certificateWithdraw, async ({ id }, { user }) => await service.withdraw(user, id));
    registerProductAdmin(
      route,
      db,
      {
        list: certificateAdminCalls.adminCertificateProducts,
        create: certificateAdminCalls.adminCertificateProductCreate,
        set: certificateAdminCalls.adminCertificateProductSet,
      },
      {
        table: certificateProducts,
        fields: {
          days: rules.int(1, 3650),
          annual_rate: rules.fraction,
          early_rate: rules.fraction,
          min_hold_days: rules.int(0, 3650),
          min_amount: rules.amount,
          max_amount: rules.amount,
          active: rules.int(0, 1),
        },
        // The early rate is the lower one; the minimum holding ends before maturity.
        check: (row) =>
          minNotAboveMax(row) ??
          (dec(String(row.early_rate)).gt(String(row.annual_rate)) ? 'early_rate' : null) ??
          (Number(row.min_hold_days) > Number(row.days) ? 'min_hold_days' : null),
        defaults: { active: 1 },
        columns: async (input) => ({ currency_id: await productCurrencyId(db, input.currency) }),
      },
    );
  },
});
