import { fetchEarly } from '../../api/early';
import { marketCalls } from '../../contract/market';
import { defineRoutes } from '../../shared/route';
import { candleWindow, FIRST_PERIOD, FIRST_PERIOD_SECONDS } from './candleWindow';

/** The tickers' first snapshot, asked for at start-up when the Market tab is the page opened. */
const tickersEarly = () => fetchEarly(marketCalls.quotation, {}, { for: 'store' });

/**
 * The symbol page's header: the tickers (its live price, the largest text) and the symbol's spec; and its
 * chart's candles (the first period's), the page's largest answer, which the chart draws once the header
 * is on the screen.
 */
const symbolEarly = (_lang: string, search: URLSearchParams) => {
  tickersEarly();
  const symbol = (search.get('symbol') ?? '').trim().toUpperCase();
  if (!symbol) return;
  // As useSymbolSpec and useCandles ask for them (the query keys must match).
  fetchEarly(marketCalls.symbol, { symbol });
  fetchEarly(marketCalls.timeshar, candleWindow(symbol, FIRST_PERIOD, FIRST_PERIOD_SECONDS), { key: { symbol, period: FIRST_PERIOD } });
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
