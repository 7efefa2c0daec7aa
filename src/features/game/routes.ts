import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(['game'], [{ path: '/pages/game/game', load: () => import('./GamePage') }]);
