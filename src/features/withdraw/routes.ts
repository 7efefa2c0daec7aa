import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['withdraw', 'fund', 'wallet'],
  [
    { path: '/pages/fund/withdraw', load: () => import('./WithdrawPage'), auth: true },
    // The deposit, wire and withdrawal records, at both of their addresses (?type=0|1|2 opens a tab).
    { path: '/pages/fund/assets_record', load: () => import('./RecordsPage'), auth: true },
    { path: '/pages/fund/receive_withdraw_record', load: () => import('./RecordsPage'), auth: true },
  ],
);
