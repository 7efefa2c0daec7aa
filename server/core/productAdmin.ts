// Registers an area's product-admin calls (src/contract/productAdmin.ts): the table's rows, and one
// field of one product set after its rule accepts the value; the row must still make sense afterwards
// (a minimum not above the maximum), else nothing changes.
import { eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AnyCall } from '../../src/contract/define';
import { dec } from '../../src/shared/lib/decimal';
import type { Db } from './db';
import { ApiFailure } from './errors';
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
}

export const minNotAboveMax = (row: Record<string, unknown>) =>
  dec(String(row.min_amount)).gt(String(row.max_amount)) ? 'min_amount' : null;

export function registerProductAdmin(route: RouteFn, db: Db, calls: { list: AnyCall; set: AnyCall }, spec: ProductTable): void {
  const { table } = spec;
  route(calls.list, () => db.select().from(table).orderBy(table.id).all());
  route(calls.set, (input: { id: number; field: string; value: string }) =>
    db.transaction(() => {
      const rule = spec.fields[input.field];
      const value = rule?.(input.value) ?? null;
      if (value === null) throw new ApiFailure('errors.badSetting', {}, { field: 'value' });
      const updated = db
        .update(table)
        .set({ [input.field]: value })
        .where(eq(table.id, input.id))
        .returning()
        .get() as Record<string, unknown> | undefined;
      if (!updated) throw new ApiFailure('errors.notFound', {}, { field: 'id', status: 404 });
      const wrong = spec.check?.(updated);
      // Throwing inside the transaction rolls the change back.
      if (wrong) throw new ApiFailure('errors.badSetting', {}, { field: wrong });
      return updated;
    }),
  );
}
