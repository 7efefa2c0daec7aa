import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['identity'],
  [
    { path: '/pages/StartVerification/StartVerification', load: () => import('./StartVerificationPage'), auth: true },
    { path: '/pages/setting/real', load: () => import('./Level1Page'), auth: true, title: 'identity.titles.real' },
    { path: '/pages/setting/real_mark', load: () => import('./Level2Page'), auth: true, title: 'identity.titles.real_mark' },
    { path: '/pages/pendingReview/pendingReview', load: () => import('./PendingReviewPage'), auth: true },
  ],
);
