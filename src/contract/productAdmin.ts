// Admin calls that read and change an area's product parameters (AREAS.md: rates, terms, minimums and
// fees are seeded data an admin changes through the admin API and the command line). One pair per
// product table: the list (offered or not), and setting one field of one product. Orders keep the terms
// they were bought with; a change applies to what is bought after it.
import { z } from 'zod';
import { intString } from './common';
import { call } from './define';

/** A product row as the admin sees it: its columns as stored. */
export const adminProductRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export function productAdminCalls<const F extends readonly [string, ...string[]]>(table: string, fields: F) {
  return {
    list: call('GET', `admin/${table}/products`, 'admin', z.object({}), z.array(adminProductRow)),
    set: call(
      'POST',
      `admin/${table}/product/set`,
      'admin',
      z.object({ id: intString(1, Number.MAX_SAFE_INTEGER), field: z.enum(fields), value: z.string().trim().min(1).max(64) }),
      adminProductRow,
    ),
  };
}
