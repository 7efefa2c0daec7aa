import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(['reserves'], [{ path: '/pages/reserves/reserves', load: () => import('./ReservesPage') }]);
