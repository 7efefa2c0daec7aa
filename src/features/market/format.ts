// How market figures are shown: prices with the symbol's decimals, change in percent with its sign.
import type { Ticker } from '../../contract/market';
import { formatCompact, formatFixed, profitTone } from '../../shared/lib/format';

export const priceText = (value: string, decimals: number) => formatFixed(value, decimals);

/** "+1.25%", "-0.40%", "0.00%". */
export function changeText(change: string): string {
  const text = formatFixed(change, 2);
  return `${profitTone(change) === 'up' ? '+' : ''}${text}%`;
}

export const volumeText = (ticker: Pick<Ticker, 'volume'>) => formatCompact(ticker.volume);

export type SortKey = 'change' | 'volume';
export type SortDir = 'desc' | 'asc';
export interface Sort {
  key: SortKey;
  dir: SortDir;
}

/**
 * The symbols of a category in display order: the server's order, or sorted by change or volume.
 * (Numbers here only order the rows; every figure shown stays a decimal string.)
 */
export function orderSymbols(
  tickers: ReadonlyMap<string, Ticker>,
  category: number,
  favourites: readonly string[],
  sort: Sort | null,
): string[] {
  let list: Ticker[];
  if (category === 100) list = favourites.flatMap((s) => tickers.get(s) ?? []);
  else {
    list = [];
    for (const t of tickers.values()) if (t.category === category) list.push(t);
  }
  if (sort) {
    const sign = sort.dir === 'desc' ? -1 : 1;
    const keyed = list.map((t) => ({ t, v: Number(sort.key === 'change' ? t.change : t.volume) }));
    keyed.sort((a, b) => sign * (a.v - b.v) || a.t.symbol.localeCompare(b.t.symbol));
    list = keyed.map((k) => k.t);
  }
  return list.map((t) => t.symbol);
}

/** The `count` symbols that moved most over 24 h, either way. */
export function topMovers(tickers: ReadonlyMap<string, Ticker>, count: number): string[] {
  return [...tickers.values()]
    .map((t) => ({ symbol: t.symbol, v: Math.abs(Number(t.change)) }))
    .filter((m) => Number.isFinite(m.v))
    .sort((a, b) => b.v - a.v || a.symbol.localeCompare(b.symbol))
    .slice(0, count)
    .map((m) => m.symbol);
}

/** Symbols whose code or name contains the query (case-insensitive), exact and prefix matches first. */
export function searchSymbols(tickers: ReadonlyMap<string, Ticker>, query: string): Ticker[] {
  const q = query.trim().toLowerCase();
  const all = [...tickers.values()];
  if (!q) return all;
  const rank = (t: Ticker) => {
    const symbol = t.symbol.toLowerCase();
    if (symbol === q) return 0;
    if (symbol.startsWith(q)) return 1;
    if (symbol.includes(q)) return 2;
    return t.name.toLowerCase().includes(q) ? 3 : -1;
  };
  return all
    .map((t) => ({ t, r: rank(t) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.t.symbol.localeCompare(b.t.symbol))
    .map((x) => x.t);
}
