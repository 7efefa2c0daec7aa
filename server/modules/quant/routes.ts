import { and, asc, eq, max } from 'drizzle-orm';
import { type QuantProduct, quantCalls, type TermKind, termAdminCalls } from '../../../src/contract/quant';
import type { Db } from '../../core/db';
import type { ModuleKit } from '../../core/module';
import { minNotAboveMax, productCurrencyId, registerProductAdmin, rules } from '../../core/productAdmin';
import { currencies } from '../../core/schema';
import { createTermOrders, TERM_PLANS } from './orders';
import { quantProducts } from './schema';

/** The products of a kind on offer, in display order, with their currency's code. */
export async function offeredProducts(db: Db, kind: TermKind): Promise<QuantProduct[]> {
  return (
    await db
      .select({ product: quantProducts, currency: currencies.code })
      .from(quantProducts)
      .innerJoin(currencies, eq(currencies.id, quantProducts.currency_id))
      .where(and(eq(quantProducts.active, 1), eq(quantProducts.kind, kind)))
      .orderBy(asc(quantProducts.sort), asc(quantProducts.id))
      .all()
  ).map(({ product: p, currency }) => ({
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

/** The highest place any term product has. */
const lastSort = async (db: Db) =>
  (
    await db
      .select({ n: max(quantProducts.sort) })
      .from(quantProducts)
      .get()
  )?.n ?? 0;

export function registerQuantRoutes({ route, db, scheduler, notify }: ModuleKit): void {
  const orders = createTermOrders(db, scheduler, notify, TERM_PLANS.quant);
  route(quantCalls.quantProducts, async () => await offeredProducts(db, 'quant'));
  route(quantCalls.quantBuy, async ({ product_id, amount }, { user }) => await orders.buy(user, product_id, amount));
  route(quantCalls.quantTerminate, async ({ id }, { user }) => await orders.terminate(user, id));
  route(quantCalls.quantOrders, async ({ status, page, limit }, { user }) => await orders.list(user, status, page, limit));
  registerProductAdmin(
    route,
    db,
    { list: termAdminCalls.adminTermProducts, create: termAdminCalls.adminTermProductCreate, set: termAdminCalls.adminTermProductSet },
    {
      table: quantProducts,
      fields: {
        name: rules.text,
        daily_rate: rules.fraction,
        days: rules.int(1, 3650),
        min_amount: rules.amount,
        max_amount: rules.amount,
        penalty_rate: rules.fraction,
        max_active: rules.int(1, 100),
        kyc_level: rules.int(0, 2),
        active: rules.int(0, 1),
        sort: rules.int(0, 10000),
      },
      check: minNotAboveMax,
      defaults: { active: 1, sort: 0 },
      // A new product goes after the others of its kind unless its place is given.
      columns: async (input) => ({
        kind: String(input.kind),
        currency_id: await productCurrencyId(db, input.currency),
        ...(input.sort === undefined ? { sort: (await lastSort(db)) + 1 } : {}),
      }),
    },
  );
}
