// A share of the balance (25 / 50 / 75 / 100 %, ShareRow) stays chosen until the user types an amount:
// meanwhile the amount follows what it was figured from (the live price, the leverage, a voucher), so
// an order at 100 % is still one the balance pays for when it is sent, a tick later.
import { useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * `fill(share)` writes the amount for a share; `inputs` are what the amount is figured from. Returns the
 * chosen share (null once the user typed the amount) and the handler for ShareRow; `choose(null)` lets
 * the share go and keeps the amount (an order placed with it: the smaller balance must not refigure it).
 */
export function useChosenShare<V extends FieldValues>(
  form: UseFormReturn<V>,
  field: FieldPath<V>,
  fill: (share: number) => void,
  inputs: readonly unknown[],
): [number | null, (share: number | null) => void] {
  const [chosen, setChosen] = useState<number | null>(null);
  const latestFill = useRef(fill);
  latestFill.current = fill;

  // Typing in the field (an input event; the fill's own setValue has none) lets the share go.
  useEffect(() => {
    const watching = form.watch((_values, { name, type }) => {
      if (name === field && type === 'change') setChosen(null);
    });
    return () => watching.unsubscribe();
  }, [form, field]);

  const figuredFrom = JSON.stringify(inputs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `figuredFrom` is why it runs again: the amount follows its inputs.
  useEffect(() => {
    if (chosen !== null) latestFill.current(chosen);
  }, [chosen, figuredFrom]);

  const choose = (share: number | null) => {
    setChosen(share);
    if (share !== null) latestFill.current(share);
  };
  return [chosen, choose];
}
