// AI quant savings: the products on offer (seeded in demo mode; an admin creates and changes them), orders with
// daily income on the scheduler, maturity and early termination (orders.ts).
import { defineModule } from '../../core/module';
import { migrations } from './migrations';
import { registerQuantRoutes } from './routes';
import { seedQuantProducts } from './seed';
import { quantAudit } from './audit';

export default defineModule({
  name: 'quant',
  audit: quantAudit,
  after: ['market'],
  migrations,
  // Demo mode only: in production nothing is on offer until the operator creates it (admin/term/product/create).
  seed: async ({ db, options }) => {
    if (options.mode === 'demo') await seedQuantProducts(db);
  },
  register: registerQuantRoutes,
});
