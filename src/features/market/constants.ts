// Market constants the pages need at runtime. The contract module holds the same lists next to its zod
// schemas; importing it here would pull zod into the app, so the lists are restated and type-checked.
import type { CategoryId, Period } from '../../contract/market';

/** Every member of a union, exactly once: a missing or extra entry is a type error. */
type Exhaustive<Union, List extends readonly Union[]> = [Union] extends [List[number]] ? List : never;

const categoryList = [100, 0, 6, 3, 2, 9] as const satisfies readonly CategoryId[];
const periodList = ['1m', '5m', '15m', '30m', '1h', '1d', '1w', '1M'] as const satisfies readonly Period[];

/** Market categories in tab order (SPEC §3): 100 favourites, 0 forex, 6 US stocks, 3 futures, 2 crypto, 9 ETF. */
export const CATEGORY_IDS: Exhaustive<CategoryId, typeof categoryList> = categoryList;
export const FAVOURITES: CategoryId = 100;
export const CRYPTO: CategoryId = 2;
export const PERIODS: Exhaustive<Period, typeof periodList> = periodList;

export { PERIOD_SECONDS } from '../../shared/config/periods';

export { CANDLE_COUNT, FIRST_PERIOD } from './candleWindow';

/** Home tab headline tickers, shown when the server lists them. */
export const HEADLINE_SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'EURUSD', 'XAUUSD', 'AAPL'] as const;

export const symbolPath = (symbol: string) => `/pages/transaction/index2?symbol=${encodeURIComponent(symbol)}`;
