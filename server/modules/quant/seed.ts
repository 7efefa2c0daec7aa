// The products a new database starts with (AREAS.md: name, daily rate, days, minimum and maximum,
// penalty rate, per-user maximum of running orders, KYC level 1). Written once; an operator's changes stay.
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { currencyIdOf } from '../../core/ledger';
import { quantProducts } from './schema';

const PRODUCTS = [
  { name: 'AI Quant 7', daily_rate: '0.006', days: 7, min_amount: '100', max_amount: '20000', penalty_rate: '0.05' },
  { name: 'AI Quant 15', daily_rate: '0.008', days: 15, min_amount: '500', max_amount: '50000', penalty_rate: '0.06' },
  { name: 'AI Quant 30', daily_rate: '0.01', days: 30, min_amount: '1000', max_amount: '100000', penalty_rate: '0.08' },
] as const;

export function seedQuantProducts(db: Db): void {
  const count = db.select({ n: sql<number>`count(*)` }).from(quantProducts).get()?.n ?? 0;
  const usdt = currencyIdOf(db, 'USDT');
  if (count > 0 || usdt === null) return;
  db.transaction(() => {
    PRODUCTS.forEach((p, i) => {
      db.insert(quantProducts)
        .values({ ...p, currency_id: usdt, max_active: 3, kyc_level: 1, sort: i + 1 })
        .run();
    });
  });
}
