// Adds a withdrawal address to the address book: a name (up to 20 characters), a 0x address (checked
// against its EIP-55 checksum when written in mixed case: a mistyped letter is caught) and the code sent
// to the account's bound email or mobile, as the server asks for a new address (user/wallet/save
// without a signature). Each is checked at its field as the server checks it; a refusal lands at its
// field and what was typed stays. Saved, the address is shown in its checksummed form.
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { type WalletItem, walletCalls } from '../../contract/wallet';
import { addressProblem } from '../../shared/fund/address';
import { Link } from '../../shared/nav';
import { validateCode } from '../../shared/lib/validate';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { AddressCodeField, useBoundContact } from './AddressCode';
import styles from './wallet.module.css';

/** The longest name an entry may have (the contract's limit). */
export const BOOK_NAME_MAX = 20;
/** Where an email or a mobile number is bound (the code goes there). */
const SECURITY_PATH = '/pages/setting/security';

interface AddressValues {
  name: string;
  address: string;
  code: string;
}
const FIELDS = ['name', 'address', 'code'] as const;
/** The send-code call's fields are not this form's: its refusal shows at the code. */
const SEND_CODE_FIELDS = { email: 'code', mobile: 'code', area_code: 'code', scene: 'code' } as const;

interface Props {
  /** The entries already in the book: the same address twice is refused here. */
  entries: readonly WalletItem[];
  onAdded(item: WalletItem): void;
  onCancel(): void;
}

export function AddAddressForm({ entries, onAdded, onCancel }: Props) {
  const { t } = useTranslation();
  const contact = useBoundContact();
  const save = useCallMutation(walletCalls.walletSave, { invalidates: [walletCalls.walletList] });
  const form = useRulesForm<AddressValues>(
    { name: '', address: '', code: '' },
    {
      name: (value) => {
        const name = value.trim();
        return name.length === 0 || name.length > BOOK_NAME_MAX ? 'walletErrors.name' : null;
      },
      address: (value) => {
        const address = value.trim();
        const problem = addressProblem(address);
        if (problem) return problem;
        return entries.some((e) => e.address.toLowerCase() === address.toLowerCase()) ? 'walletErrors.addressExists' : null;
      },
      code: (value) => validateCode(value),
    },
  );
  const { noContact } = contact;

  const submit = form.handleSubmit(async (v) => {
    try {
      const item = await save.mutateAsync({ name: v.name.trim(), address: v.address.trim(), code: v.code.trim() });
      toast(t('wallet.book.added'));
      form.reset();
      onAdded(item);
    } catch (err) {
      serverErrorToForm(form, err, {}, FIELDS);
    }
  });

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="add-address-title">
      <h2 id="add-address-title" className={styles.formTitle}>
        {t('wallet.book.add')}
      </h2>
      <FormField
        form={form}
        name="name"
        label={t('wallet.book.name')}
        placeholder={t('wallet.book.namePlaceholder', { max: BOOK_NAME_MAX })}
        autoComplete="off"
        checkOnBlur
      />
      <FormField
        form={form}
        name="address"
        label={t('wallet.book.address')}
        placeholder="0x…"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        checkOnBlur
      />
      <p className="muted">{t('wallet.book.checksumHint')}</p>
      {noContact ? (
        <p role="alert" className={styles.full}>
          {t('wallet.book.bindContactFirst')} <Link to={SECURITY_PATH}>{t('wallet.book.bindContact')}</Link>
        </p>
      ) : (
        <AddressCodeField
          form={form}
          name="code"
          contact={contact}
          validate={() => form.trigger('address')}
          onRefused={(err) => serverErrorToForm(form, err, SEND_CODE_FIELDS, FIELDS)}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('wallet.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending || noContact}>
          {t('wallet.book.save')}
        </Button>
      </div>
    </form>
  );
}
