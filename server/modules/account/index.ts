// The user's own account: profile (avatar, nickname), bank card, image uploads.
import { defineModule } from '../../core/module';
import { migrations } from './migrations';
import { registerProfileRoutes } from './routes';
import { registerUploadRoute } from './upload';

export default defineModule({
  name: 'account',
  after: ['auth'],
  migrations,
  register(kit) {
    registerProfileRoutes(kit);
    registerUploadRoute(kit);
  },
});
