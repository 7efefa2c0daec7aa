// Registers an area's product-admin calls (src/contract/productAdmin.ts): the table's rows; a new
// product, each field read by its rule; one field of one product set after its rule accepts the value.
// A created or changed row must make sense as a whole (a minimum not above the maximum), else nothing
// changes: the check runs inside the transaction that wrote it, and its refusal rolls the write back.
import { eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AnyCall } from '../../src/contract/define';
import { dec } from '../../src/shared/lib/decimal';
import type { Db } from './db';
import { ApiFailure } from './errors';
import { currencyIdOf } from './ledger';
import type { RouteFn } from './http';

type Value = string | number;
/** A field's rule: the stored value, or null when the text is not acceptable. */
export type FieldRule = (text: string) => Value | null;

const FRACTION = /^(0(\.\d{1,8})?|1)$/;
export const rules = {
  /** A rate as a fraction (0 to 1, 8 places at most). */
  fraction: ((v) => (FRACTION.test(v) ? dec(v).toFixed() : null)) as FieldRule,
  /** A positive amount with at most 8 places. */
  amount: ((v) => (/^\d{1,12}(\.\d{1,8})?$/.test(v) && dec(v).gt(0) ? dec(v).toFixed() : null)) as FieldRule,
  int:
    (min: number, max: number): FieldRule =>
    (v) =>
      /^\d{1,9}$/.test(v) && Number(v) >= min && Number(v) <= max ? Number(v) : null,
  text: ((v) => (v.length >= 1 && v.length <= 60 ? v : null)) as FieldRule,
};

interface ProductTable {
  table: SQLiteTable & { id: SQLiteColumn };
  fields: Record<string, FieldRule>;
  /** A row that no longer makes sense: the field to blame, or null. */
  check?(row: Record<string, unknown>): string | null;
  /** Values of the fields a new product may leave out. */
  defaults?: Record<string, Value>;
  /** A new product's columns that are not fields (its currency, its kind), from the payload; throws a refusal. */
  columns?(input: Record<string, unknown>): Promise<Record<string, Value>> | Record<string, Value>;
}

const refusal = (field: string) => new ApiFailure('errors.badSetting', { key: field }, { field });

/** The id of a listed currency by its code, for a new product's `currency`; refused at that field when unknown. */
export async function productCurrencyId(db: Db, code: unknown): Promise<number> {
  const id = typeof code === 'string' ? await currencyIdOf(db, code) : null;
  if (id === null) throw refusal('currency');
  return id;
}

export const minNotAboveMax = (row: Record<string, unknown>) =>
  dec(String(row.min_amount)).gt(String(row.max_amount)) ? 'min_amount' : null;

export function registerProductAdmin(
  route: RouteFn,
  db: Db,
  calls: { list: AnyCall; create: AnyCall; set: AnyCall },
  spec: ProductTable,
): void {
  const { table } = spec;
  route(calls.list, async () => await db.select().from(table).orderBy(table.id).all());
  route(
    calls.create,
    async (input: Record<string, unknown>) =>
      await db.transaction(async () => {
        const values: Record<string, Value> = { ...spec.defaults };
        for (const [field, rule] of Object.entries(spec.fields)) {
          const given = input[field];
          if (given === undefined && field in values) continue;
          const value = typeof given === 'string' ? rule(given) : null;
          if (value === null) throw refusal(field);
          values[field] = value;
        }
        const row = (await db
          .insert(table)
          .values({ ...values, ...(await spec.columns?.(input)) } as never)
          .returning()
          .get()) as Record<string, unknown>;
        const wrong = spec.check?.(row);
        // Throwing inside the transaction rolls the insert back.
        if (wrong) throw refusal(wrong);
        return row;
      }),
  );
  route(
    calls.set,
    async (input: { id: number; field: string; value: string }) =>
      await db.transaction(async () => {
        const rule = spec.fields[input.field];
        const value = rule?.(input.value) ?? null;
        if (value === null) throw new ApiFailure('errors.badSetting', { key: input.field }, { field: 'value' });
        const updated = (await db
          .update(table)
          .set({ [input.field]: value })
          .where(eq(table.id, input.id))
          .returning()
          .get()) as Record<string, unknown> | undefined;
        if (!updated) throw new ApiFailure('errors.notFound', {}, { field: 'id', status: 404 });
        const wrong = spec.check?.(updated);
        // Throwing inside the transaction rolls the change back.
        if (wrong) throw new ApiFailure('errors.badSetting', {}, { field: wrong });
        return updated;
      }),
  );
}
