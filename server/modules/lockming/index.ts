// Locked mining: plans (term products of kind `lockming`, in the quant module's tables) and the same
// order engine as AI quant savings, under the lh/deposit calls: lock, daily income, the principal back
// at the end, early redemption at the plan's fee.
import { lockmingCalls } from '../../../src/contract/lockming';
import type { Db } from '../../core/db';
import { defineModule } from '../../core/module';
import { termAudit } from '../quant/audit';
import { createTermOrders, TERM_PLANS } from '../quant/orders';
import { offeredProducts } from '../quant/routes';
import { type SeededTerm, seedTermKind } from '../quant/seed';

/** No identity check (an admin may set one), up to 5 running orders of a plan. */
const PLANS: SeededTerm[] = [
  { name: 'USDT 7-day lock', daily_rate: '0.003', days: 7, min_amount: '50', max_amount: '50000', penalty_rate: '0.02' },
  { name: 'USDT 30-day lock', daily_rate: '0.004', days: 30, min_amount: '100', max_amount: '100000', penalty_rate: '0.03' },
  { name: 'USDT 90-day lock', daily_rate: '0.005', days: 90, min_amount: '500', max_amount: '200000', penalty_rate: '0.05' },
  { name: 'ETH 30-day lock', currency: 'ETH', daily_rate: '0.0015', days: 30, min_amount: '0.05', max_amount: '100', penalty_rate: '0.03' },
];

export async function seedLockmingPlans(db: Db): Promise<void> {
  await db.transaction(async () => await seedTermKind(db, 'lockming', PLANS, { max_active: 5, kyc_level: 0 }));
}

export default defineModule({
  name: 'lockming',
  after: ['quant'],
  audit: termAudit('lockming'),
  // Demo mode only: in production the operator creates the plans (admin/term/product/create kind=lockming).
  seed: async ({ db, options }) => {
    if (options.mode === 'demo') await seedLockmingPlans(db);
  },
  register({ route, db, scheduler, notify }) {
    const orders = createTermOrders(db, scheduler, notify, TERM_PLANS.lockming);
    route(lockmingCalls.lockmingPlans, async () => await offeredProducts(db, 'lockming'));
    route(lockmingCalls.lockmingDeposit, async ({ config_id, amount }, { user }) => await orders.buy(user, config_id, amount, 'config_id'));
    route(lockmingCalls.lockmingCancel, async ({ id }, { user }) => await orders.terminate(user, id));
    route(lockmingCalls.lockmingOrders, async ({ status, page, limit }, { user }) => await orders.list(user, status, page, limit));
  },
});
