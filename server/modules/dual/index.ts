// Dual investment (invest/*, dual/*): products (products.ts; created by an admin or by the daily series
// job, series.ts), orders bought before the start and held frozen, cancelled before the start, settled
// at expiry on the scheduler (orders.ts).
import { dualAdminCalls, dualCalls } from '../../../src/contract/dual';
import { clock } from '../../core/clock';
import { defineModule } from '../../core/module';
import { migrations } from './migrations';
import { createDualOrders } from './orders';
import { createDualProducts } from './products';
import { createDualSeries, seedDualSeries } from './series';
import { dualAudit } from './audit';

export default defineModule({
  name: 'dual',
  audit: dualAudit,
  after: ['market'],
  migrations,
  seed: async ({ db, options }) => await seedDualSeries(db, options.mode),
  async register({ route, db, scheduler, notify, use }) {
    const feed = use('feed');
    const products = createDualProducts(db, scheduler, feed);
    const orders = createDualOrders(db, scheduler, notify, feed, products);
    await createDualSeries(db, scheduler, products).ensureScheduled();

    route(dualCalls.dualIndex, async (filter) => ({ coins: await products.coins(), list: await products.offered(filter) }));
    route(dualCalls.dualDetail, async ({ id }, { user }) => await orders.detail(user, id));
    route(dualCalls.dualBuy, async ({ id, num, price }, { user }) => await orders.buy(user, id, num, price));
    route(dualCalls.dualList, async ({ status, page, limit }, { user }) => await orders.list(user, status, page, limit));
    route(dualCalls.dualListPost, async ({ status, page, limit }, { user }) => await orders.list(user, status, page, limit));
    route(dualCalls.dualCancel, async ({ id }, { user }) => await orders.cancel(user, id));

    route(
      dualAdminCalls.adminDualCreate,
      async (p) =>
        await products.create({
          coin: p.coin,
          type: p.type,
          strike: p.strike,
          annual_rate: p.annual_rate,
          // Whole seconds: a start given from now counts from the server clock (a test clock included).
          start_ms: p.start_at !== undefined ? p.start_at * 1000 : (clock.sec() + (p.start_in ?? 0)) * 1000,
          days: p.days,
          shares: p.shares,
          per_user_limit: p.per_user_limit,
        }),
    );
    route(dualAdminCalls.adminDuals, async ({ status }) => await products.adminList(status));
    route(dualAdminCalls.adminDualClose, async ({ id }) => await products.close(id));
  },
});
