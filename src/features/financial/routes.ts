import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(['financial'], [{ path: '/pages/financial/index', load: () => import('./FinancialPage') }]);
