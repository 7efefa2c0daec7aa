import { z } from 'zod';
import { normalizeDecimalInput } from '../shared/lib/validate';

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

/** The fields of a page of a list reply: `z.object({ ...paged(item), extra })`. */
export const paged = <T extends z.ZodType>(item: T) => ({
  list: z.array(item),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * A positive decimal typed by a person: the decimal comma is accepted ("1,5" is 1.5), at most
 * `maxDecimals` places, never a float on the way. Refusals carry an i18n key as their message.
 */
export const positiveDecimal = (messageKey: string, maxDecimals = 10) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .transform((value) => normalizeDecimalInput(value))
    .superRefine((value, ctx) => {
      if (!/^\d+(\.\d+)?$/.test(value) || /^0+(\.0+)?$/.test(value)) ctx.addIssue({ code: 'custom', message: messageKey });
      else if ((value.split('.')[1]?.length ?? 0) > maxDecimals) {
        ctx.addIssue({ code: 'custom', message: 'validation.tooManyDecimals', params: { max: maxDecimals } });
      }
    });

/** A decimal string in a reply: money, prices and quantities never travel as floats. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);
