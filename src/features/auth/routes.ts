import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['auth', 'wallet'],
  [
    { path: '/pages/common/login', load: () => import('./LoginPage') },
    { path: '/pages/common/register', load: () => import('./RegisterPage') },
    { path: '/pages/common/forget', load: () => import('./ForgetPage') },
    { path: '/pages/common/area', load: () => import('./AreaPage') },
  ],
);
