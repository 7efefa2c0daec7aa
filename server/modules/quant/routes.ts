import { asc, eq } from 'drizzle-orm';
import { type QuantProduct, quantCalls } from '../../../src/contract/quant';
import type { Db } from '../../core/db';
import type { ModuleKit } from '../../core/module';
import { currencies } from '../../core/schema';
import { createQuantOrders } from './orders';
import { quantProducts } from './schema';

/** The products on offer, in display order, with their currency's code. */
export function offeredProducts(db: Db): QuantProduct[] {
  return db
    .select({ product: quantProducts, currency: currencies.code })
    .from(quantProducts)
    .innerJoin(currencies, eq(currencies.id, quantProducts.currency_id))
    .where(eq(quantProducts.active, 1))
    .orderBy(asc(quantProducts.sort), asc(quantProducts.id))
    .all()
    .map(({ product: p, currency }) => ({
      id: p.id,
      name: p.name,
      daily_rate: p.daily_rate,
      days: p.days,
      currency,
      min_amount: p.min_amount,
      max_amount: p.max_amount,
      penalty_rate: p.penalty_rate,
      max_active: p.max_active,
      kyc_level: p.kyc_level,
    }));
}

export function registerQuantRoutes({ route, db, scheduler, notify }: ModuleKit): void {
  const orders = createQuantOrders(db, scheduler, notify);
  route(quantCalls.quantProducts, () => offeredProducts(db));
  route(quantCalls.quantBuy, ({ product_id, amount }, { user }) => orders.buy(user, product_id, amount));
  route(quantCalls.quantTerminate, ({ id }, { user }) => orders.terminate(user, id));
  route(quantCalls.quantOrders, ({ status, page, limit }, { user }) => orders.list(user, status, page, limit));
}
