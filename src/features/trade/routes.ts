import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['trade', 'market', 'fund', 'coupon'],
  [
    // Options and seconds trades, as two tabs.
    { path: '/pages/transaction/index', load: () => import('./OptionsPage') },
    { path: '/pages/transaction/currency', load: () => import('./SpotPage') },
    { path: '/pages/transaction/contract', load: () => import('./ContractPage') },
    { path: '/pages/transaction/currency_order', load: () => import('./SpotOrdersPage'), auth: true },
    { path: '/pages/transaction/contract_order', load: () => import('./ContractOrderPage'), auth: true },
    { path: '/pages/transaction/seconds_order', load: () => import('./SecondsOrderPage'), auth: true },
    { path: '/pages/contractOrders/contractOrders', load: () => import('./ContractOrdersPage'), auth: true },
    { path: '/pages/historyList/historyList', load: () => import('./HistoryListPage'), auth: true },
  ],
);
