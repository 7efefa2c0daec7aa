import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['account', 'auth', 'wallet', 'fund', 'content'],
  [
    { path: '/pages/fund/assets', load: () => import('./AccountPage'), tab: 4, title: 'tabs.account' },
    { path: '/pages/setting/setting', load: () => import('./SettingsPage'), auth: true },
    { path: '/pages/setting/userInfo', load: () => import('./UserInfoPage'), auth: true },
    { path: '/pages/setting/security', load: () => import('./SecurityPage'), auth: true },
    { path: '/pages/setting/areas', load: () => import('./AreasPage'), auth: true },
    { path: '/pages/setting/password', load: () => import('./PasswordPage'), auth: true },
    { path: '/pages/setting/payPassword', load: () => import('./PayPasswordPage'), auth: true },
    { path: '/pages/setting/bank', load: () => import('./BankPage'), auth: true },
    { path: '/pages/setting/bank_international', load: () => import('./BankInternationalPage'), auth: true },
    { path: '/pages/language/language', load: () => import('./LanguagePage') },
  ],
);
