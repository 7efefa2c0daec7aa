import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(['otc'], [{ path: '/pages/otc/otc', load: () => import('./OtcPage'), auth: true }]);
