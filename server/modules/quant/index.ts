// AI quant savings: the products on offer (seeded; an admin changes them in the table), orders with
// daily income on the scheduler, maturity and early termination (orders.ts).
import { defineModule } from '../../core/module';
import { migrations } from './migrations';
import { registerQuantRoutes } from './routes';
import { seedQuantProducts } from './seed';

export default defineModule({
  name: 'quant',
  after: ['market'],
  migrations,
  seed: ({ db }) => seedQuantProducts(db),
  register: registerQuantRoutes,
});
