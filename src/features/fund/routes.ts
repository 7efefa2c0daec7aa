import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['wallet'],
  [
    { path: '/pages/fund/select', load: () => import('./DepositSelectPage'), auth: true },
    { path: '/pages/fund/receive', load: () => import('./ReceivePage'), auth: true },
    { path: '/pages/fund/receive_withdraw_record', load: () => import('./RecordsPage'), auth: true },
  ],
);
