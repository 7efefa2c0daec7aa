// Presale (IEO): projects on sale (seeded in demo mode; an admin creates and changes them), subscriptions paid at
// once from the funding account (service.ts), delivery of the tokens at the delivery date on the
// scheduler (delivery.ts), the admin's calls (projects.ts).
import { presaleAdminCalls, presaleCalls } from '../../../src/contract/presale';
import { dec } from '../../../src/shared/lib/decimal';
import { defineModule } from '../../core/module';
import { presaleAudit } from './audit';
import { createDelivery } from './delivery';
import { migrations } from './migrations';
import { createProjectAdmin } from './projects';
import { seedPresaleProjects } from './seed';
import { createPresale } from './service';

export default defineModule({
  name: 'presale',
  after: ['market'],
  audit: presaleAudit,
  migrations,
  // Demo mode only: a production database has no project until the operator creates one.
  seed: async ({ db, options }) => {
    if (options.mode === 'demo') await seedPresaleProjects(db);
  },
  async register({ route, db, scheduler, notify }) {
    const presale = createPresale(db);
    const delivery = createDelivery(db, scheduler, notify);
    const admin = createProjectAdmin(db, presale, delivery);
    await delivery.scheduleAll();
    route(presaleCalls.presaleProjects, async ({ page, limit }) => await presale.list(page, limit));
    route(presaleCalls.presaleDetail, async ({ project_id }, { user }) => await presale.detail(user, project_id));
    route(
      presaleCalls.presaleOrder,
      async ({ project_id, amount, price }, { user }) => await presale.subscribe(user, project_id, dec(amount), 'amount', price),
    );
    route(
      presaleCalls.presaleBuy,
      async ({ project_id, total_price }, { user }) => await presale.buyWithTotal(user, project_id, total_price),
    );
    route(presaleCalls.presaleOrders, async ({ status, page, limit }, { user }) => await presale.orders(user, status, page, limit));
    route(presaleAdminCalls.adminProjects, async () => await admin.list());
    route(presaleAdminCalls.adminProjectCreate, async (input) => await admin.create(input));
    route(presaleAdminCalls.adminProjectUpdate, async (input) => await admin.update(input));
    route(presaleAdminCalls.adminProjectClose, async ({ id }) => await admin.close(id));
  },
});
