import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['copytrade'],
  [
    { path: '/pages/copytrade/copy', load: () => import('./TraderListPage') },
    { path: '/pages/follow/index', load: () => import('./TraderListPage') },
    { path: '/pages/follow/trader', load: () => import('./TraderPage') },
    { path: '/pages/copytrade/trader', load: () => import('./TradesPage') },
    { path: '/pages/follow/follow', load: () => import('./FollowPage'), auth: true },
    { path: '/pages/copytrade/my', load: () => import('./MyCopyPage'), auth: true },
    { path: '/pages/follow/agreement_zh', load: () => import('./AgreementPage') },
    { path: '/pages/follow/agreement_en', load: () => import('./AgreementPage') },
  ],
);
