// Conversion between currencies in the funding account at the live price (user/getTransferFee quotes,
// user/Transfer fills). A quote holds its prices for QUOTE_VALID_MS; the fill uses exactly the quoted
// prices, and is refused once the quote is stale or the live price has moved more than QUOTE_MAX_MOVE
// from it — never filled at a price the user did not see. The fee rate is the setting transfer_fee.
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { ConvertReply, QuoteReply } from '../../../src/contract/fund';
import { convertFigures, QUOTE_VALID_MS, quoteMoved } from '../../../src/shared/fund/convert';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import { clock } from '../../core/clock';
import type { Db } from '../../core/db';
import { now } from '../../core/db';
import { ApiFailure } from '../../core/errors';
import { counterpartiesOf, pocket, post, text } from '../../core/ledger';
import { getSetting, seedSetting } from '../../core/settings';
import { currencies } from '../../core/schema';
import type { PriceOf } from './accounts';
import { fundConversions, fundQuotes } from './schema';

export const DEFAULT_TRANSFER_FEE = '0.002';

export async function seedConvertSettings(db: Db): Promise<void> {
  await seedSetting(db, 'transfer_fee', DEFAULT_TRANSFER_FEE);
}

interface Quote {
  userId: number;
  from: number;
  to: number;
  fromPrice: Decimal;
  toPrice: Decimal;
  feeRate: Decimal;
  expiresMs: number;
}

export function createConverter(db: Db, priceOf: PriceOf) {
  const codeOf = async (id: number) =>
    (await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, id)).get())?.code;
  const feeRate = async () => {
    const rate = await getSetting(db, 'transfer_fee', DEFAULT_TRANSFER_FEE);
    return /^\d+(\.\d+)?$/.test(rate) && dec(rate).lt(1) ? dec(rate) : dec(DEFAULT_TRANSFER_FEE);
  };
  /** The live USDT price of a currency, or a refusal at `field` when it has none. */
  async function livePrice(id: number, field: string): Promise<Decimal> {
    const code = await codeOf(id);
    const price = code ? priceOf(code) : null;
    if (!price || price.lte(0)) throw new ApiFailure('fundErrors.noPrice', {}, { field });
    return price;
  }

  /** The currencies that can be converted: those with a live USDT price. */
  async function list() {
    return (await db.select().from(currencies).all()).flatMap((c) => {
      const price = priceOf(c.code);
      return price?.gt(0) ? [{ id: c.id, code: c.code, name: c.name, price_usdt: text(price) }] : [];
    });
  }

  async function quote(userId: number, from: number, to: number, number?: string): Promise<QuoteReply> {
    if (from === to) throw new ApiFailure('fundErrors.sameCurrency', {}, { field: 'to_currency_id' });
    const q: Quote = {
      userId,
      from,
      to,
      fromPrice: await livePrice(from, 'from_currency_id'),
      toPrice: await livePrice(to, 'to_currency_id'),
      feeRate: await feeRate(),
      expiresMs: clock.ms() + QUOTE_VALID_MS,
    };
    const id = randomUUID();
    await db.transaction(async () => {
      await db
        .delete(fundQuotes)
        .where(lt(fundQuotes.expires_ms, clock.ms() - QUOTE_VALID_MS))
        .run();
      await db
        .insert(fundQuotes)
        .values({
          id,
          user_id: userId,
          from_currency_id: from,
          to_currency_id: to,
          from_price: text(q.fromPrice),
          to_price: text(q.toPrice),
          fee_rate: text(q.feeRate),
          expires_ms: q.expiresMs,
        })
        .run();
    });
    const figures = number ? convertFigures({ number, fromPrice: q.fromPrice, toPrice: q.toPrice, feeRate: q.feeRate }) : null;
    return {
      quote_id: id,
      from_price: text(q.fromPrice),
      to_price: text(q.toPrice),
      rate: q.fromPrice.div(q.toPrice).toSignificantDigits(12).toFixed(),
      fee_rate: text(q.feeRate),
      valid_ms: QUOTE_VALID_MS,
      expires_at_ms: q.expiresMs,
      fee: figures ? text(figures.fee) : null,
      receive: figures ? text(figures.receive) : null,
    };
  }

  /**
   * Fills a quote once: the source (amount + fee) out of the funding account, the target in, in one entry.
   * The quote is taken (deleted, on the condition that it is still there) in the transaction that moves
   * the money: the same quote sent again meanwhile, to any instance, is unknown, and a refused fill rolls
   * back and leaves it to be used.
   */
  async function convert(userId: number, quoteId: string, from: number, to: number, number: string): Promise<ConvertReply> {
    return await db.transaction(async () => {
      const row = await db
        .delete(fundQuotes)
        .where(
          and(
            eq(fundQuotes.id, quoteId),
            eq(fundQuotes.user_id, userId),
            eq(fundQuotes.from_currency_id, from),
            eq(fundQuotes.to_currency_id, to),
          ),
        )
        .returning()
        .get();
      if (!row) throw new ApiFailure('fundErrors.quoteUnknown', {}, { field: 'quote_id' });
      const q: Quote = {
        userId,
        from,
        to,
        fromPrice: dec(row.from_price),
        toPrice: dec(row.to_price),
        feeRate: dec(row.fee_rate),
        expiresMs: row.expires_ms,
      };
      return await fill(userId, q, from, to, number);
    });
  }

  async function fill(userId: number, q: Quote, from: number, to: number, number: string): Promise<ConvertReply> {
    if (clock.ms() > q.expiresMs) throw new ApiFailure('fundErrors.quoteStale', {}, { field: 'quote_id' });
    if (
      quoteMoved(q.fromPrice, await livePrice(from, 'from_currency_id')) ||
      quoteMoved(q.toPrice, await livePrice(to, 'to_currency_id'))
    ) {
      throw new ApiFailure('fundErrors.quoteMoved', {}, { field: 'quote_id' });
    }
    const f = convertFigures({ number, fromPrice: q.fromPrice, toPrice: q.toPrice, feeRate: q.feeRate });
    if (f.receive.lte(0)) throw new ApiFailure('fundErrors.tooSmall', {}, { field: 'number' });
    return await db.transaction(async () => {
      const me = pocket(userId, 'legal');
      const { house, fees } = await counterpartiesOf(db, userId);
      const entryId = await post(db, {
        kind: 'convert',
        field: 'number',
        legs: [
          { account: me, currency: from, amount: f.cost.neg() },
          { account: house, currency: from, amount: dec(number) },
          { account: fees, currency: from, amount: f.fee },
          { account: house, currency: to, amount: f.receive.neg() },
          { account: me, currency: to, amount: f.receive },
        ],
      });
      const row = await db
        .insert(fundConversions)
        .values({
          user_id: userId,
          from_currency_id: from,
          to_currency_id: to,
          number: text(number),
          fee: text(f.fee),
          received: text(f.receive),
          from_price: text(q.fromPrice),
          to_price: text(q.toPrice),
          entry_id: entryId,
          created_at: now(),
        })
        .returning()
        .get();
      return {
        id: row.id,
        from_code: (await codeOf(from)) ?? '',
        to_code: (await codeOf(to)) ?? '',
        number: row.number,
        fee: row.fee,
        received: row.received,
        created_at: row.created_at,
      };
    });
  }

  return { list, quote, convert };
}

export type Converter = ReturnType<typeof createConverter>;
