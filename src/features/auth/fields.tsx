// Form parts the auth and security pages share: the email/mobile switch, the account field with its
// area code, and the new password typed twice.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Field } from '../../shared/ui/Field';
import { useAuthDraft } from './draft';

/** Email or mobile number: which one the account field takes. */
export function AccountTypeSwitch({ label }: { label: string }) {
  const { t } = useTranslation();
  const { type, patch } = useAuthDraft();
  return (
    <fieldset className="segmented" aria-label={label}>
      <button type="button" aria-pressed={type === 'email'} onClick={() => patch({ type: 'email' })}>
        {t('auth.email')}
      </button>
      <button type="button" aria-pressed={type === 'mobile'} onClick={() => patch({ type: 'mobile' })}>
        {t('auth.mobile')}
      </button>
    </fieldset>
  );
}

/** The email or mobile number field (with the area-code picker for a mobile number), kept in the draft. */
export function AccountField({ error, onEdit, autoComplete }: { error?: string; onEdit(): void; autoComplete: 'username' | 'new' }) {
  const { t } = useTranslation();
  const { type, account, areaCode, patch } = useAuthDraft();
  const isEmail = type === 'email';
  const newAccount = isEmail ? 'email' : 'tel-national';
  return (
    <Field
      label={isEmail ? t('auth.email') : t('auth.mobile')}
      type={isEmail ? 'email' : 'tel'}
      inputMode={isEmail ? 'email' : 'tel'}
      autoComplete={autoComplete === 'username' ? 'username' : newAccount}
      placeholder={isEmail ? t('auth.emailPlaceholder') : t('auth.mobilePlaceholder')}
      value={account}
      onChange={(value) => {
        patch({ account: value });
        onEdit();
      }}
      error={error}
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

interface PasswordPairProps {
  password: string;
  confirm: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
  errors: { password?: string; confirm?: string };
  /** "Password" on registration, "New password" when resetting or changing it. */
  label: string;
}

/** A new password and its confirmation. */
export function PasswordPair({ password, confirm, onPassword, onConfirm, errors, label }: PasswordPairProps) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.passwordHint')}
        value={password}
        onChange={onPassword}
        error={errors.password}
      />
      <Field
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        error={errors.confirm}
      />
    </>
  );
}
