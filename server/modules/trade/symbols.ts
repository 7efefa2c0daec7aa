// What every trading engine reads about the catalogue: symbols (by name, by id, by spot pair) and
// currency codes, cached in memory after the first read (the catalogue only grows), plus the checks
// an order makes on its symbol before anything is written.
import { eq, sql } from 'drizzle-orm';
import type { Decimal } from '../../../src/shared/lib/decimal';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { currencyIdOf } from '../../core/ledger';
import { currencies } from '../../core/schema';
import { leveragesOf, type SymbolRow, symbolLookups, USDT_ID } from '../market/catalogue';
import type { PriceFeed } from '../market/feed';

/** A catalogue symbol with its leverage choices parsed. */
export interface SymbolInfo extends SymbolRow {
  leverageList: number[];
}

/** A refusal at a payload field (an envelope with a translated message; nothing was written). */
export const fail = (key: string, field: string, vars: Record<string, string | number> = {}): ApiFailure =>
  new ApiFailure(key, vars, { field });

export async function createSymbolCache(db: Db, feed: PriceFeed) {
  const byName = new Map<string, SymbolInfo>();
  const byId = new Map<number, SymbolInfo>();
  const remember = (row: SymbolRow | undefined): SymbolInfo | null => {
    if (!row) return null;
    const info = { ...row, leverageList: leveragesOf(row) };
    byName.set(info.symbol, info);
    byId.set(info.id, info);
    return info;
  };
  const lookups = symbolLookups(db);
  for (const row of await lookups.all()) remember(row);
  const codeQuery = db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.id, sql.placeholder('id')))
    .prepare();

  const symbolByName = async (name: string): Promise<SymbolInfo | null> => byName.get(name) ?? remember(await lookups.byName(name));
  const symbolById = async (id: number): Promise<SymbolInfo | null> => byId.get(id) ?? remember(await lookups.byId(id));
  /** The spot pair trading `currencyId` against `legalId` (the first one listed). */
  const spotSymbol = async (currencyId: number, legalId: number): Promise<SymbolInfo | null> => {
    for (const s of byName.values()) if (s.currency_id === currencyId && s.legal_id === legalId) return s;
    return remember(await lookups.pair(currencyId, legalId));
  };

  const codes = new Map<number, string>();
  const currencyCode = async (id: number): Promise<string> => {
    let code = codes.get(id);
    if (code === undefined) {
      code = (await codeQuery.get({ id }))?.code ?? String(id);
      codes.set(id, code);
    }
    return code;
  };

  const requireSymbol = async (name: string, field: string): Promise<SymbolInfo> => {
    const s = await symbolByName(name);
    if (!s) throw fail('tradeErrors.unknownSymbol', field);
    return s;
  };
  const requireOpen = (s: SymbolInfo, field: string): void => {
    if (!feed.isOpen(s.symbol)) throw fail('tradeErrors.marketClosed', field);
  };
  const requirePrice = (s: SymbolInfo, field: string): Decimal => {
    const price = feed.price(s.symbol);
    if (!price) throw fail('tradeErrors.noPrice', field);
    return price;
  };

  return {
    /** The settlement currency of contract orders, options and seconds trades. */
    usdtId: (await currencyIdOf(db, 'USDT')) ?? USDT_ID,
    symbolByName,
    symbolById,
    spotSymbol,
    currencyCode,
    requireSymbol,
    requireOpen,
    requirePrice,
  };
}

export type SymbolCache = Awaited<ReturnType<typeof createSymbolCache>>;
