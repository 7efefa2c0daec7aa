// The code that confirms a new withdrawal address (a saved one or a bound wallet): sent to the account's
// bound email, else its mobile (scene `address`), with where it goes said above the field.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { authCalls } from '../../contract/auth';
import { CodeField } from '../auth';

/** The account's bound email or mobile (where the code goes); `noContact` once it is known to have neither. */
export function useBoundContact(enabled = true) {
  const user = useCallQuery(authCalls.userInfo, undefined, { enabled, staleTime: 60_000 });
  const account = user.data?.email ?? user.data?.mobile ?? '';
  return { user: user.data, account, noContact: user.isSuccess && !account };
}

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  contact: ReturnType<typeof useBoundContact>;
  /** Checked before a code is sent (the rest of the form must be right first). */
  validate(): boolean | Promise<boolean>;
  onRefused(err: unknown): void;
}

export function AddressCodeField<V extends FieldValues>({ form, name, contact, validate, onRefused }: Props<V>) {
  const { t } = useTranslation();
  const { user, account } = contact;
  return (
    <>
      {account && <p className="muted">{t('wallet.book.codeGoesTo', { account })}</p>}
      <CodeField
        form={form}
        name={name}
        type={user?.email ? 'email' : 'mobile'}
        account={account}
        areaCode={user?.area_code ?? undefined}
        scene="address"
        validate={validate}
        onRefused={onRefused}
      />
    </>
  );
}
