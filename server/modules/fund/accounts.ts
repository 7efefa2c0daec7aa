// A user's four accounts: what each holds and is worth, and transfers between them. Values are in USDT
// at the live price (USDT itself at 1; a currency with no USDT market is worth 0 until it has one).
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  type CurrencyTotal,
  WALLETS,
  type Wallet,
  type WalletAccount,
  type WalletBalance,
  type TransferRecord,
} from '../../../src/contract/fund';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import { MONEY_DECIMALS } from '../../../src/shared/trade/formulas';
import type { Db } from '../../core/db';
import { now } from '../../core/db';
import { ApiFailure } from '../../core/errors';
import { currencyIdOf, pocket, text, transfer } from '../../core/ledger';
import { readPage } from '../../core/paging';
import { balances, currencies, ledger } from '../../core/schema';
import { fundTransfers } from './schema';

/** The live price of a currency in USDT, or null when it has no market. */
export type PriceOf = (code: string) => Decimal | null;

export function createAccounts(db: Db, priceOf: PriceOf) {
  const usdtId = async () => await currencyIdOf(db, 'USDT');
  const codeOf = async (id: number) =>
    (await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, id)).get())?.code;

  const worthOf = (code: string, amount: Decimal): Decimal =>
    code === 'USDT' ? amount : amount.times(priceOf(code) ?? 0).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);

  /** One account's currencies: USDT always, then every currency it holds (or freezes) anything of. */
  async function holdings(userId: number, wallet: Wallet, currencyId?: number): Promise<WalletBalance[]> {
    const rows = (
      await db
        .select({ currency_id: balances.currency_id, code: currencies.code, available: balances.available, frozen: balances.frozen })
        .from(balances)
        .innerJoin(currencies, eq(currencies.id, balances.currency_id))
        .where(and(eq(balances.user_id, userId), eq(balances.wallet, wallet)))
        .orderBy(asc(balances.currency_id))
        .all()
    ).filter((r) => dec(r.available).plus(r.frozen).gt(0));
    const usdt = await usdtId();
    if (usdt !== null && !rows.some((r) => r.currency_id === usdt))
      rows.unshift({ currency_id: usdt, code: 'USDT', available: '0', frozen: '0' });
    rows.sort((a, b) => Number(b.currency_id === usdt) - Number(a.currency_id === usdt) || a.currency_id - b.currency_id);
    if (currencyId !== undefined && !rows.some((r) => r.currency_id === currencyId)) {
      const code = await codeOf(currencyId);
      if (code) rows.push({ currency_id: currencyId, code, available: '0', frozen: '0' });
    }
    return rows
      .filter((r) => currencyId === undefined || r.currency_id === currencyId)
      .map((r) => ({ ...r, value_usdt: text(worthOf(r.code, dec(r.available).plus(r.frozen))) }));
  }

  async function account(userId: number, field: Wallet): Promise<WalletAccount> {
    const list = await holdings(userId, field);
    return { field, value_usdt: text(list.reduce((sum, b) => sum.plus(b.value_usdt), new Decimal(0))), currencies: list };
  }

  async function overview(userId: number) {
    const accounts: WalletAccount[] = [];
    for (const field of WALLETS) accounts.push(await account(userId, field));
    return { value_usdt: text(accounts.reduce((sum, a) => sum.plus(a.value_usdt), new Decimal(0))), accounts };
  }

  /**
   * The same money by currency (wallet/newlist): each currency's total over the four accounts, its value
   * the sum of the accounts' values (so the grand total is wallet/list's), USDT first, then by id.
   */
  async function byCurrency(userId: number) {
    const { value_usdt, accounts } = await overview(userId);
    const totals = new Map<number, CurrencyTotal>();
    for (const account of accounts) {
      for (const b of account.currencies) {
        const total = totals.get(b.currency_id) ?? {
          currency_id: b.currency_id,
          code: b.code,
          available: '0',
          frozen: '0',
          value_usdt: '0',
          accounts: [],
        };
        total.available = text(dec(total.available).plus(b.available));
        total.frozen = text(dec(total.frozen).plus(b.frozen));
        total.value_usdt = text(dec(total.value_usdt).plus(b.value_usdt));
        if (dec(b.available).plus(b.frozen).gt(0)) total.accounts.push({ field: account.field, available: b.available, frozen: b.frozen });
        totals.set(b.currency_id, total);
      }
    }
    const currencies = [...totals.values()].sort(
      (a, b) => Number(b.code === 'USDT') - Number(a.code === 'USDT') || a.currency_id - b.currency_id,
    );
    return { value_usdt, currencies };
  }

  const recordOf = (row: typeof fundTransfers.$inferSelect, code: string): TransferRecord => ({
    id: row.id,
    currency_id: row.currency_id,
    code,
    number: row.amount,
    from_field: row.from_field,
    to_field: row.to_field,
    created_at: row.created_at,
  });

  /** Moves available money between two of the user's accounts, with its record, in one transaction. */
  async function move(userId: number, currencyId: number, amount: Decimal, from: Wallet, to: Wallet): Promise<TransferRecord> {
    return await db.transaction(async () => {
      const code = await codeOf(currencyId);
      if (!code) throw new ApiFailure('fundErrors.currency', {}, { field: 'currency_id' });
      const entryId = await transfer(db, pocket(userId, from), pocket(userId, to), currencyId, amount, 'transfer', null, 'number');
      const row = await db
        .insert(fundTransfers)
        .values({
          user_id: userId,
          currency_id: currencyId,
          amount: text(amount),
          from_field: from,
          to_field: to,
          entry_id: entryId,
          created_at: now(),
        })
        .returning()
        .get();
      return recordOf(row, code);
    });
  }

  async function history(userId: number, page: number, limit: number) {
    const where = eq(fundTransfers.user_id, userId);
    return await readPage(
      db
        .select({ row: fundTransfers, code: currencies.code })
        .from(fundTransfers)
        .innerJoin(currencies, eq(currencies.id, fundTransfers.currency_id))
        .where(where)
        .orderBy(desc(fundTransfers.id)),
      db.select({ n: count() }).from(fundTransfers).where(where),
      { page, limit },
      ({ row, code }) => recordOf(row, code),
    );
  }

  /** The user's ledger rows (their own accounts only), newest first. */
  async function bill(userId: number, filter: { type?: Wallet; currency?: number }, page: number, limit: number) {
    const where = and(
      eq(ledger.user_id, userId),
      filter.type ? eq(ledger.wallet, filter.type) : undefined,
      filter.currency ? eq(ledger.currency_id, filter.currency) : undefined,
    );
    return await readPage(
      db
        .select({ row: ledger, code: currencies.code })
        .from(ledger)
        .innerJoin(currencies, eq(currencies.id, ledger.currency_id))
        .where(where)
        .orderBy(desc(ledger.id)),
      db.select({ n: count() }).from(ledger).where(where),
      { page, limit },
      ({ row, code }) => ({
        id: row.id,
        entry_id: row.entry_id,
        wallet: row.wallet,
        currency_id: row.currency_id,
        code,
        bucket: row.bucket,
        amount: row.amount,
        kind: row.kind,
        ref: row.ref,
        created_at: row.created_at,
      }),
    );
  }

  return { holdings, overview, byCurrency, move, history, bill };
}

export type Accounts = ReturnType<typeof createAccounts>;
