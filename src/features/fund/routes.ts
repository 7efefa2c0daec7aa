import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['wallet', 'fund'],
  [
    { path: '/pages/fund/select', load: () => import('./DepositSelectPage'), auth: true },
    { path: '/pages/fund/receive', load: () => import('./ReceivePage'), auth: true },
    { path: '/pages/fund/transfer', load: () => import('./TransferPage'), auth: true },
    { path: '/pages/fund/transfer_history', load: () => import('./TransferHistoryPage'), auth: true },
    { path: '/pages/fund/fundTransfer', load: () => import('./ConvertPage'), auth: true, title: 'fund.convert.title' },
  ],
).concat(
  // The account-change record, at both of its addresses (its strings in their own namespace).
  defineRoutes(
    ['bill', 'fund'],
    [
      { path: '/pages/setting/bill', load: () => import('./BillPage'), auth: true },
      { path: '/pages/fund/assets_all_record', load: () => import('./BillPage'), auth: true },
    ],
  ),
);
