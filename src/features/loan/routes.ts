import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['loan'],
  [
    { path: '/pages/loan/loan', load: () => import('./LoanPage'), tab: 3, title: 'tabs.loan' },
    { path: '/pages/common/borrowing', load: () => import('./BorrowingPage'), auth: true },
  ],
);
