// A labelled native select bound to one field of a react-hook-form form, with its message under it
// (a refusal from the server about that field lands there too).
import { useId } from 'react';
import { type FieldPath, type FieldValues, type UseFormReturn, useController } from 'react-hook-form';
import { useProblemText } from './problemText';
import styles from './select.module.css';

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** What picking an option does (the caller may change other fields too). */
  onPick(value: string): void;
}

export function SelectField<V extends FieldValues>({ form, name, label, options, onPick }: Props<V>) {
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  const message = useProblemText(error);
  const value = String(field.value ?? '');
  return (
    <div className={message ? 'field invalid' : 'field'}>
      <span>
        <label htmlFor={id}>{label}</label>
      </span>
      <div className="input-row">
        <select
          id={id}
          name={name}
          className={styles.select}
          value={value}
          onChange={(e) => onPick(e.target.value)}
          onBlur={field.onBlur}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        >
          {!options.some((o) => o.value === value) && <option value={value}>…</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {message && (
        <div className="field-error" id={`${id}-error`} role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
