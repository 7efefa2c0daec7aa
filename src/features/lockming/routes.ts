import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['lockming'],
  [
    { path: '/pages/lockming/welcome', load: () => import('./WelcomePage') },
    { path: '/pages/lockming/lockming', load: () => import('./PlansPage') },
    { path: '/pages/lockming/buy', load: () => import('./BuyPage'), auth: true },
    { path: '/pages/lockming/order', load: () => import('./OrdersPage'), auth: true },
  ],
);
