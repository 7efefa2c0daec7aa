// An amount paid from the funding account into a product with a minimum and a maximum: the form whose
// one field is checked against the product's limits and the available balance (the page reads it live
// from the funding account and passes it in: shared code does not call the transport), and the
// props that bind the money widget to it (placeholder "min – max", Max = the balance or the maximum,
// whichever is lower, rounded down). Used by the savings, mining and certificate deposit forms.
import { useRef } from 'react';
import { checkDecimal, type DecimalRules, readDecimal, roundDownTo } from '../lib/amount';
import { dec } from '../lib/decimal';
import { useRulesForm } from './form';

interface Limits extends DecimalRules {
  min: string;
  max: string;
}

/** `available`: the funding account's available balance of `currency` now ('0' while it loads). */
export function useFundedAmountForm(
  currency: string,
  limits: Limits,
  balanceKey: string,
  format: (v: string) => string,
  available: string,
) {
  const latest = useRef(available);
  latest.current = available;
  const form = useRulesForm(
    { amount: '' },
    {
      amount: (value) => checkDecimal(value, limits) ?? (dec(readDecimal(value) || '0').gt(latest.current) ? { key: balanceKey } : null),
    },
  );
  const field = {
    form,
    name: 'amount' as const,
    unit: currency,
    placeholder: `${format(limits.min)} – ${format(limits.max)}`,
    checkOnBlur: 'filled' as const,
    normalizeOnBlur: true,
    max: () => {
      form.clearErrors('amount');
      return roundDownTo(dec(latest.current).lt(limits.max) ? latest.current : limits.max, limits.decimals);
    },
  };
  /** The typed amount when it is within the limits (the figures to preview), else null. */
  const valid = (raw: string | null) => (raw && !checkDecimal(raw, limits) ? raw : null);
  return { form, field, available, valid };
}
