// AI quant savings: the products on offer (seeded; an admin changes them in the table).
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
