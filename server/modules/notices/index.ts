// The notices area on the server: its routes, tables and seed.
import { defineModule } from '../../core/module';
import { migrations } from './migrations';
import { registerNoticesRoutes } from './routes';

export default defineModule({
  name: 'notices',
  after: ['auth'],
  migrations,
  register: registerNoticesRoutes,
});
