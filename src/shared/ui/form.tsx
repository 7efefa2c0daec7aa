// Forms on react-hook-form: the shared validators (src/shared/lib) decide, and the translated message
// sits at the field; a refusal from the server that names a field lands at that field; nothing the
// user typed is ever lost.
//
//   const form = useForm<Values>({ defaultValues, resolver: rules({ account: (v) => validateAccount(v) }) });
//   <FormField form={form} name="account" label={t('auth.account')} />
//   form.handleSubmit(async (values) => { try { await mutation.mutateAsync(values) } catch (e) { serverErrorToForm(form, e) } })
import type { ComponentProps, InputHTMLAttributes, ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useController,
  useForm,
} from 'react-hook-form';
import type { Problem } from '../lib/amount';
import { ApiError } from '../lib/apiError';
import { normalizeDecimalInput } from '../lib/validate';
import { toast } from '../stores/ui';
import { Field } from './Field';
import { AmountField } from './money';
import { encodeProblem } from './problem';

/** A field's rule: the i18n key of what is wrong (or a Problem with variables), or null when it is fine. */
export type Rule<V extends FieldValues, K extends keyof V> = (value: V[K], values: V) => string | Problem | null;
export type Rules<V extends FieldValues> = { [K in keyof V]?: Rule<V, K> };

/** A resolver running one shared validator per field; messages are i18n keys (with variables when needed). */
export function rules<V extends FieldValues>(ruleSet: Rules<V>): Resolver<V> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, rule] of Object.entries(ruleSet) as Array<[keyof V & string, Rule<V, keyof V>]>) {
      const problem = rule(values[name], values);
      if (problem) errors[name] = { type: 'rule', message: encodeProblem(problem) };
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} };
  };
}

/**
 * A form the way every form of the app behaves: the rules run on submit (and where a field asks, when
 * it is left); typing only clears the field's message instead of re-checking on each keystroke
 * (react-hook-form's default after a first submit would nag while the user types).
 */
export function useRulesForm<V extends FieldValues>(defaultValues: DefaultValues<V>, ruleSet: Rules<V>) {
  return useForm<V>({ defaultValues, resolver: rules(ruleSet), mode: 'onSubmit', reValidateMode: 'onSubmit' });
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'form'>;

interface FormFieldProps<V extends FieldValues> extends InputProps {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  label: string;
  addon?: ReactNode;
  lead?: ReactNode;
  /** Leaving the field checks it once something is typed (a blank required field waits for submit). */
  checkOnBlur?: boolean;
}

/** A labelled input bound to one field of a react-hook-form form, with its message under it. */
export function FormField<V extends FieldValues>({ form, name, label, addon, lead, checkOnBlur, onBlur, ...input }: FormFieldProps<V>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <Field
      label={label}
      name={name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        if (fieldState.error) form.clearErrors(name);
      }}
      onBlur={(event) => {
        field.onBlur();
        if (checkOnBlur && field.value) void form.trigger(name);
        onBlur?.(event);
      }}
      error={fieldState.error?.message ?? null}
      addon={addon}
      lead={lead}
      {...input}
    />
  );
}

/**
 * A refusal from the server: at its field when the form has it (`fieldMap` maps the call's payload
 * names to the form's), otherwise a toast. Session and verification replies act on their own.
 */
export function serverErrorToForm<V extends FieldValues>(
  form: UseFormReturn<V>,
  err: unknown,
  fieldMap: Partial<Record<string, FieldPath<V>>> = {},
  fields?: readonly FieldPath<V>[],
): void {
  if (!(err instanceof ApiError)) return;
  if (err.kind === 'session' || err.kind === 'verify') return;
  const field = err.field ? (fieldMap[err.field] ?? (err.field as FieldPath<V>)) : undefined;
  const known = field && (fields ? fields.includes(field) : field in form.getValues());
  if (err.kind === 'business' && field && known) form.setError(field, { type: 'server', message: err.message });
  else toast(err.message);
}

type AmountFieldProps = ComponentProps<typeof AmountField>;

interface FormAmountFieldProps<V extends FieldValues> extends Omit<AmountFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  /**
   * Leaving the field checks it: 'filled' when something is typed (a blank required field waits for
   * submit), 'always' also when blank (an optional field, whose message then goes).
   */
  checkOnBlur?: 'filled' | 'always';
  /** Leaving the field writes the typed number plainly ("1,5" → "1.5"); otherwise the text stays as typed. */
  normalizeOnBlur?: boolean;
}

/** The money widget's AmountField bound to one field of a form, as FormField binds Field. */
export function FormAmountField<V extends FieldValues>({ form, name, checkOnBlur, normalizeOnBlur, ...amount }: FormAmountFieldProps<V>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const value = (field.value as string | undefined) ?? '';
  return (
    <AmountField
      {...amount}
      name={name}
      value={value}
      onChange={(next) => {
        field.onChange(next);
        if (fieldState.error) form.clearErrors(name);
      }}
      onBlur={() => {
        if (normalizeOnBlur) {
          const plain = normalizeDecimalInput(value);
          if (plain !== value) field.onChange(plain);
        }
        field.onBlur();
        if (checkOnBlur === 'always' || (checkOnBlur === 'filled' && value)) void form.trigger(name);
      }}
      error={fieldState.error?.message ?? null}
    />
  );
}
