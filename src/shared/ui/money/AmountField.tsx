import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../Field';
import styles from './money.module.css';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** An i18n key or a translated message, shown under the field. */
  error?: string | null;
  placeholder?: string;
  disabled?: boolean;
  /** The currency or unit after the number. */
  unit?: ReactNode;
  /**
   * What "Max" fills in, already rounded DOWN to what the field allows (roundDownTo): a Max that
   * rounds up makes the order fail. No Max button without it.
   */
  max?: () => string | null;
  name?: string;
}

/** A number typed on a phone: decimal keyboard, the decimal comma accepted, nothing reformatted while typing. */
export function AmountField({ unit, max, onChange, ...props }: AmountFieldProps) {
  const { t } = useTranslation();
  const addon = (
    <>
      {unit && <span className={styles.unit}>{unit}</span>}
      {max && (
        <button
          type="button"
          className={styles.max}
          onClick={() => {
            const value = max();
            if (value !== null) onChange(value);
          }}
        >
          {t('common.max')}
        </button>
      )}
    </>
  );
  return (
    <Field
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      onChange={onChange}
      addon={unit || max ? addon : undefined}
      {...props}
    />
  );
}
