// AI quant savings: the products on offer (seeded; an admin changes them in the table), orders with
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
  seed: ({ db }) => seedQuantProducts(db),
  register: registerQuantRoutes,
});
