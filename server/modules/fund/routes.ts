import { asc } from 'drizzle-orm';
import { fundCalls } from '../../../src/contract/fund';
import { dec } from '../../../src/shared/lib/decimal';
import type { ModuleKit } from '../../core/module';
import { currencies } from '../../core/schema';
import type { Accounts } from './accounts';
import type { Converter } from './convert';
import { fiatsOf } from './fiats';

export function registerFundRoutes({ route, db }: ModuleKit, accounts: Accounts, converter: Converter): void {
  route(fundCalls.accounts, (_input, ctx) => accounts.overview(ctx.user.id));

  route(fundCalls.byCurrency, (_input, ctx) => accounts.byCurrency(ctx.user.id));

  route(fundCalls.account, async ({ type, currency }, ctx) => await accounts.holdings(ctx.user.id, type, currency));

  route(fundCalls.userCurrencies, async () => await db.select().from(currencies).orderBy(asc(currencies.id)).all());

  route(fundCalls.fiats, async ({ id }) => {
    const all = await fiatsOf(db);
    return id ? all.filter((f) => f.code === id.toUpperCase()) : all;
  });

  route(
    fundCalls.change,
    async ({ currency_id, number, from_field, to_field }, ctx) =>
      await accounts.move(ctx.user.id, currency_id, dec(number), from_field, to_field),
  );

  route(fundCalls.hzhistory, async ({ page, limit }, ctx) => await accounts.history(ctx.user.id, page, limit));

  route(
    fundCalls.legalLog,
    async ({ type, currency, page, limit }, ctx) => await accounts.bill(ctx.user.id, { type, currency }, page, limit),
  );

  route(fundCalls.convertList, async () => await converter.list());

  route(
    fundCalls.convertQuote,
    async ({ from_currency_id, to_currency_id, number }, ctx) =>
      await converter.quote(ctx.user.id, from_currency_id, to_currency_id, number),
  );

  route(
    fundCalls.convert,
    async ({ quote_id, from_currency_id, to_currency_id, number }, ctx) =>
      await converter.convert(ctx.user.id, quote_id, from_currency_id, to_currency_id, number),
  );
}
