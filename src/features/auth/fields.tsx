// Form parts the auth and security pages share: the email/mobile switch, the account field with its
// area code, and the new password typed twice, each bound to a field of the page's form.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../shared/ui/form';
import type { AuthDraft } from './draft';

type AccountType = AuthDraft['type'];

/** Email or mobile number: which one the account field takes. */
export function AccountTypeSwitch({ label, value, onChange }: { label: string; value: AccountType; onChange(type: AccountType): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="segmented" aria-label={label}>
      <button type="button" aria-pressed={value === 'email'} onClick={() => onChange('email')}>
        {t('auth.email')}
      </button>
      <button type="button" aria-pressed={value === 'mobile'} onClick={() => onChange('mobile')}>
        {t('auth.mobile')}
      </button>
    </fieldset>
  );
}

interface AccountFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  type: AccountType;
  areaCode: string;
  autoComplete: 'username' | 'new';
  /** When the field is left (registration asks whether an email is free). */
  onLeave?(): void;
}

/** The email or mobile number field, with the area-code picker for a mobile number. */
export function AccountField<V extends FieldValues>({ form, name, type, areaCode, autoComplete, onLeave }: AccountFieldProps<V>) {
  const { t } = useTranslation();
  const isEmail = type === 'email';
  const newAccount = isEmail ? 'email' : 'tel-national';
  return (
    <FormField
      form={form}
      name={name}
      label={isEmail ? t('auth.email') : t('auth.mobile')}
      type={isEmail ? 'email' : 'tel'}
      inputMode={isEmail ? 'email' : 'tel'}
      autoComplete={autoComplete === 'username' ? 'username' : newAccount}
      placeholder={isEmail ? t('auth.emailPlaceholder') : t('auth.mobilePlaceholder')}
      onBlur={onLeave}
      lead={
        isEmail ? undefined : (
          <Link to="/pages/common/area" aria-label={t('auth.areaCode')} className="area-code">
            +{areaCode}
          </Link>
        )
      }
    />
  );
}

interface PasswordPairProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The form's fields for the password and its confirmation. */
  names: { password: FieldPath<V>; confirm: FieldPath<V> };
  /** "Password" on registration, "New password" when resetting or changing it. */
  label: string;
}

/** A new password and its confirmation. */
export function PasswordPair<V extends FieldValues>({ form, names, label }: PasswordPairProps<V>) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        form={form}
        name={names.password}
        label={label}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.passwordHint')}
      />
      <FormField form={form} name={names.confirm} label={t('auth.confirmPassword')} type="password" autoComplete="new-password" />
    </>
  );
}
