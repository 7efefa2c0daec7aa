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

  route(fundCalls.account, ({ type, currency }, ctx) => accounts.holdings(ctx.user.id, type, currency));

  route(fundCalls.userCurrencies, () => db.select().from(currencies).orderBy(asc(currencies.id)).all());

  route(fundCalls.fiats, ({ id }) => {
    const all = fiatsOf(db);
    return id ? all.filter((f) => f.code === id.toUpperCase()) : all;
  });

  route(fundCalls.change, ({ currency_id, number, from_field, to_field }, ctx) =>
    accounts.move(ctx.user.id, currency_id, dec(number), from_field, to_field),
  );

  route(fundCalls.hzhistory, ({ page, limit }, ctx) => accounts.history(ctx.user.id, page, limit));

  route(fundCalls.legalLog, ({ type, currency, page, limit }, ctx) => accounts.bill(ctx.user.id, { type, currency }, page, limit));

  route(fundCalls.convertList, () => converter.list());

  route(fundCalls.convertQuote, ({ from_currency_id, to_currency_id, number }, ctx) =>
    converter.quote(ctx.user.id, from_currency_id, to_currency_id, number),
  );

  route(fundCalls.convert, ({ quote_id, from_currency_id, to_currency_id, number }, ctx) =>
    converter.convert(ctx.user.id, quote_id, from_currency_id, to_currency_id, number),
  );
}
