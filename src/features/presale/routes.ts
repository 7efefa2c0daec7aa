import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['presale'],
  [
    { path: '/pages/ieo/ieo', load: () => import('./IeoPage') },
    { path: '/pages/ieo/subscribe', load: () => import('./SubscribePage') },
    { path: '/pages/ieo/order', load: () => import('./OrdersPage'), auth: true },
  ],
);
