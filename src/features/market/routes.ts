import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['market'],
  [
    { path: '/pages/market/market', load: () => import('./MarketPage'), tab: 1, title: 'tabs.market' },
    { path: '/pages/market/search', load: () => import('./SearchPage') },
    // The symbol page: chart, book, trades.
    { path: '/pages/transaction/index2', load: () => import('./SymbolPage') },
  ],
);
