// Forms on react-hook-form: the shared validators (src/shared/lib) decide, and the translated message
// sits at the field; a refusal from the server that names a field lands at that field; nothing the
// user typed is ever lost.
//
//   const form = useForm<Values>({ defaultValues, resolver: rules({ account: (v) => validateAccount(v) }) });
//   <FormField form={form} name="account" label={t('auth.account')} />
//   form.handleSubmit(async (values) => { try { await mutation.mutateAsync(values) } catch (e) { serverErrorToForm(form, e) } })
import type { InputHTMLAttributes, ReactNode } from 'react';
import { type FieldPath, type FieldValues, type Resolver, type UseFormReturn, useController } from 'react-hook-form';
import { ApiError } from '../../api/http';
import type { Problem } from '../lib/amount';
import { toast } from '../stores/ui';
import { Field } from './Field';
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

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'form'>;

interface FormFieldProps<V extends FieldValues> extends InputProps {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  label: string;
  addon?: ReactNode;
  lead?: ReactNode;
}

/** A labelled input bound to one field of a react-hook-form form, with its message under it. */
export function FormField<V extends FieldValues>({ form, name, label, addon, lead, ...input }: FormFieldProps<V>) {
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
      onBlur={field.onBlur}
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
