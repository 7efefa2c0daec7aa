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
  seed: ({ db, options }) => seedDualSeries(db, options.mode),
  register({ route, db, scheduler, notify, use }) {
    const feed = use('feed');
    const products = createDualProducts(db, scheduler, feed);
    const orders = createDualOrders(db, scheduler, notify, feed, products);
    createDualSeries(db, scheduler, products).ensureScheduled();

    route(dualCalls.dualIndex, (filter) => ({ coins: products.coins(), list: products.offered(filter) }));
    route(dualCalls.dualDetail, ({ id }, { user }) => orders.detail(user, id));
    route(dualCalls.dualBuy, ({ id, num, price }, { user }) => orders.buy(user, id, num, price));
    route(dualCalls.dualList, ({ status, page, limit }, { user }) => orders.list(user, status, page, limit));
    route(dualCalls.dualListPost, ({ status, page, limit }, { user }) => orders.list(user, status, page, limit));
    route(dualCalls.dualCancel, ({ id }, { user }) => orders.cancel(user, id));

    route(dualAdminCalls.adminDualCreate, (p) =>
      products.create({
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
    route(dualAdminCalls.adminDuals, ({ status }) => products.adminList(status));
    route(dualAdminCalls.adminDualClose, ({ id }) => products.close(id));
  },
});
