import { DAPP_DEMO } from '../../shared/config/demo';
import { defineRoutes } from '../../shared/route';

// A DAPP_DEMO build has no password pages: login, registration and "forgot password" explain the demo
// and start a fresh demo account (the other pages are left out of that build).
const demoStart = () => import('./DemoStartPage');

export const routes = defineRoutes(
  ['auth', 'wallet'],
  [
    { path: '/pages/common/login', load: DAPP_DEMO ? demoStart : () => import('./LoginPage') },
    { path: '/pages/common/register', load: DAPP_DEMO ? demoStart : () => import('./RegisterPage') },
    { path: '/pages/common/forget', load: DAPP_DEMO ? demoStart : () => import('./ForgetPage') },
    { path: '/pages/common/area', load: () => import('./AreaPage') },
  ],
);
