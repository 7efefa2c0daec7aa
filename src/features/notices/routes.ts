import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['notices'],
  [
    { path: '/pages/notices/notices', load: () => import('./NoticesPage'), auth: true },
    { path: '/pages/notices/detail', load: () => import('./NoticeDetailPage'), auth: true },
  ],
);
