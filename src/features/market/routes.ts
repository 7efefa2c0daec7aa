import { fetchEarly } from '../../api/early';
import { marketCalls } from '../../contract/market';
import { defineRoutes } from '../../shared/route';

/** The tickers' first snapshot, asked for at start-up when the Market tab is the page opened. */
const tickersEarly = () => fetchEarly(marketCalls.quotation, {}, { for: 'store' });

/** The symbol page's header: the tickers (its live price, the largest text) and the symbol's spec. */
const symbolEarly = (_lang: string, search: URLSearchParams) => {
  tickersEarly();
  const symbol = (search.get('symbol') ?? '').trim().toUpperCase();
  // As useSymbolSpec asks for it (the query key must match).
  if (symbol) fetchEarly(marketCalls.symbol, { symbol });
};

export const routes = defineRoutes(
  ['market'],
  [
    { path: '/pages/market/market', load: () => import('./MarketPage'), tab: 1, title: 'tabs.market', early: tickersEarly },
    { path: '/pages/market/search', load: () => import('./SearchPage') },
    // The symbol page: chart, book, trades.
    { path: '/pages/transaction/index2', load: () => import('./SymbolPage'), early: symbolEarly },
  ],
);
