// Admin calls that read, create and change an area's product parameters (AREAS.md: rates, terms,
// minimums and fees are data an admin sets through the admin API and the command line). One set of
// calls per product table: the list (offered or not); creating a product with all its fields (in
// production mode nothing is on offer until the operator creates it); setting one field of one
// product. Each value is checked by the same rule on create and on set (server/core/productAdmin.ts),
// then the row as a whole; a refusal changes nothing. Orders keep the terms they were bought with; a
// change applies to what is bought after it.
import { z } from 'zod';
import { intString } from './common';
import { call } from './define';

/** A product row as the admin sees it: its columns as stored. */
export const adminProductRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

const value = z.string().trim().min(1).max(64);

/** The create payload: each field a text the server's rule reads (`optional` ones have a default), and `extra`. */
function createReq<const F extends readonly string[], const O extends readonly F[number][], X extends z.ZodRawShape>(
  fields: F,
  optional: O,
  extra: X,
) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const f of fields) shape[f] = optional.includes(f) ? value.optional() : value;
  return z.object(shape as { [K in F[number]]: K extends O[number] ? z.ZodOptional<typeof value> : typeof value }).extend(extra);
}

/** A currency a product is in, by its code (USDT, ETH). */
export const productCurrency = z.string().trim().toUpperCase().min(2).max(12);

export function productAdminCalls<
  const F extends readonly [string, ...string[]],
  const O extends readonly F[number][],
  X extends z.ZodRawShape,
>(table: string, fields: F, create: { optional: O; extra: X }) {
  return {
    list: call('GET', `admin/${table}/products`, 'admin', z.object({}), z.array(adminProductRow)),
    create: call('POST', `admin/${table}/product/create`, 'admin', createReq(fields, create.optional, create.extra), adminProductRow),
    set: call(
      'POST',
      `admin/${table}/product/set`,
      'admin',
      z.object({ id: intString(1, Number.MAX_SAFE_INTEGER), field: z.enum(fields), value }),
      adminProductRow,
    ),
  };
}
