import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useProblemText } from './problemText';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** An i18n key (validation.* or errors.*), `key|{vars}` (problem.ts), or an already translated server message. */
  error?: string | null;
  /** Something inside the input row, after the input: a send-code button, a picker link. */
  addon?: ReactNode;
  /** Something before the input: an area code. */
  lead?: ReactNode;
}

/** A labelled input with its message right under it. */
export function Field({ label, value, onChange, error, addon, lead, ...input }: FieldProps) {
  const id = useId();
  const message = useProblemText(error);
  return (
    <div className={message ? 'field invalid' : 'field'}>
      <span>
        <label htmlFor={id}>{label}</label>
      </span>
      <div className="input-row">
        {lead}
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...input}
        />
        {addon}
      </div>
      {message && (
        <div className="field-error" id={`${id}-error`} role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
