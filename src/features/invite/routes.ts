import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(['invite'], [{ path: '/pages/setting/share', load: () => import('./InvitePage'), auth: true }]);
