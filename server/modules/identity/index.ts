// The identity area on the server: two-level verification (KYC), its private photos and the admin's review.
import { defineModule } from '../../core/module';
import { identityAudit } from './audit';
import { migrations } from './migrations';
import { registerIdentityRoutes } from './routes';

export default defineModule({
  name: 'identity',
  after: ['auth', 'account'],
  audit: identityAudit,
  migrations,
  register: registerIdentityRoutes,
});
