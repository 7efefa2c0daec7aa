import { defineRoutes } from '../../shared/route';

/** The fiat rails: wire transfer and bank-card deposits (one page, `?method=card`), sale coin and its orders. */
export const routes = defineRoutes(
  ['salecoin', 'fund'],
  [
    { path: '/pages/TelegraphicMoney/TelegraphicMoney', load: () => import('./WirePage'), auth: true },
    { path: '/pages/saleCoin/saleCoin', load: () => import('./SalePage'), auth: true },
    { path: '/pages/saleCoin/dollarOrderList', load: () => import('./SaleOrdersPage'), auth: true },
  ],
);
