// The AI quant savings products a new database starts with (AREAS.md: name, daily rate, days, minimum
// and maximum, penalty rate, per-user maximum of running orders, KYC level 1), and the writer locked
// mining's plans use too. Written once per kind; an operator's changes stay.
import { eq, sql } from 'drizzle-orm';
import type { TermKind } from '../../../src/contract/quant';
import type { Db } from '../../core/db';
import { currencyIdOf } from '../../core/ledger';
import { quantProducts } from './schema';

export interface SeededTerm {
  name: string;
  currency?: string;
  daily_rate: string;
  days: number;
  min_amount: string;
  max_amount: string;
  penalty_rate: string;
  max_active?: number;
  kyc_level?: number;
}

const QUANT: SeededTerm[] = [
  { name: 'AI Quant 7', daily_rate: '0.006', days: 7, min_amount: '100', max_amount: '20000', penalty_rate: '0.05' },
  { name: 'AI Quant 15', daily_rate: '0.008', days: 15, min_amount: '500', max_amount: '50000', penalty_rate: '0.06' },
  { name: 'AI Quant 30', daily_rate: '0.01', days: 30, min_amount: '1000', max_amount: '100000', penalty_rate: '0.08' },
];

/** Writes a kind's products once (when it has none). */
export async function seedTermKind(
  db: Db,
  kind: TermKind,
  products: SeededTerm[],
  defaults: { max_active: number; kyc_level: number },
): Promise<void> {
  const count = (await db.select({ n: sql<number>`count(*)` }).from(quantProducts).where(eq(quantProducts.kind, kind)).get())?.n ?? 0;
  if (count > 0) return;
  const rows = [];
  for (const [i, { currency, ...p }] of products.entries()) {
    const currency_id = await currencyIdOf(db, currency ?? 'USDT');
    if (currency_id !== null) rows.push({ ...defaults, ...p, currency_id, kind, sort: i + 1 });
  }
  if (rows.length) await db.insert(quantProducts).values(rows).run();
}

export async function seedQuantProducts(db: Db): Promise<void> {
  await db.transaction(async () => await seedTermKind(db, 'quant', QUANT, { max_active: 3, kyc_level: 1 }));
}
