import { z } from 'zod';

/** Turns a validator returning an i18n key (or null) into a zod string whose issue message is that key. */
export function ruled(validate: (value: string) => string | null) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const key = validate(value);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });
}

/** An optional form field: absent, empty or whitespace all mean "not given". */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Form-encoded integers arrive as strings. */
export const intString = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const page = {
  page: intString(1, 100000).default(1),
  limit: intString(1, 9999).default(10),
};

export const emptyReq = z.object({});

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}
