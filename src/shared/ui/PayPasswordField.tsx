// The 6-digit payment password (validatePayPassword): its input, a password typed on the phone's digit
// keypad, six at most, with its message at the field; and the small form a confirm dialog asks it in
// (a sale, a withdrawal), beside the page's own form: a dialog is a portal, and its submit would bubble
// to an outer form. A wrong password the server refuses lands at this field (serverErrorToForm).
import type { FormEventHandler } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { validatePayPassword } from '../lib/validate';
import { FormField, useRulesForm } from './form';

interface FieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  label: string;
  /** 'new-password' where it is set (the password manager may offer one); 'off' where it is asked. */
  autoComplete?: 'off' | 'new-password';
  autoFocus?: boolean;
}

/** A payment password input bound to one field of a form. */
export function PayPasswordField<V extends FieldValues>({ form, name, label, autoComplete = 'off', autoFocus }: FieldProps<V>) {
  return (
    <FormField
      form={form}
      name={name}
      label={label}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
    />
  );
}

export interface PayPasswordValues {
  pay_password: string;
}

/** The confirm dialog's form: the payment password alone, named as the calls name it. */
export function usePayPasswordForm() {
  return useRulesForm<PayPasswordValues>({ pay_password: '' }, { pay_password: (value) => validatePayPassword(value) });
}

interface FormProps {
  form: UseFormReturn<PayPasswordValues>;
  label: string;
  /** The form's handleSubmit: what confirming does. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
}

/** The payment password a confirm dialog asks for, focused as the dialog opens; Enter confirms. */
export function PayPasswordForm({ form, label, onSubmit, className }: FormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      <PayPasswordField form={form} name="pay_password" label={label} autoFocus />
    </form>
  );
}
