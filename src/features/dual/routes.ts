import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['dual'],
  [
    { path: '/pages/invest/invest', load: () => import('./InvestPage') },
    { path: '/pages/invest/purchase', load: () => import('./PurchasePage') },
    { path: '/pages/invest/mine', load: () => import('./MinePage'), auth: true },
    { path: '/pages/invest/help', load: () => import('./HelpPage') },
  ],
);
