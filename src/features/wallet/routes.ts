import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['wallet', 'auth'],
  [
    { path: '/pages/setting/wallet', load: () => import('./WalletsPage'), auth: true },
    { path: '/pages/setting/addWallet', load: () => import('./AddWalletPage'), auth: true },
  ],
);
