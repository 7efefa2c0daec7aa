// Adds a withdrawal address to the address book: a name (up to 20 characters) and a 0x address, each
// checked at its field as the server checks it (user/wallet/save without a signature). A refusal
// lands at its field; what was typed stays.
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { type WalletItem, walletCalls } from '../../contract/wallet';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import styles from './wallet.module.css';

/** The longest name an entry may have (the contract's limit). */
export const BOOK_NAME_MAX = 20;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

interface AddressValues {
  name: string;
  address: string;
}
const FIELDS = ['name', 'address'] as const;

interface Props {
  /** The entries already in the book: the same address twice is refused here. */
  entries: readonly WalletItem[];
  onAdded(item: WalletItem): void;
  onCancel(): void;
}

export function AddAddressForm({ entries, onAdded, onCancel }: Props) {
  const { t } = useTranslation();
  const save = useCallMutation(walletCalls.walletSave, { invalidates: [walletCalls.walletList] });
  const form = useRulesForm<AddressValues>(
    { name: '', address: '' },
    {
      name: (value) => {
        const name = value.trim();
        return name.length === 0 || name.length > BOOK_NAME_MAX ? 'walletErrors.name' : null;
      },
      address: (value) => {
        const address = value.trim();
        if (!ADDRESS.test(address)) return 'walletErrors.badAddress';
        return entries.some((e) => e.address.toLowerCase() === address.toLowerCase()) ? 'walletErrors.addressExists' : null;
      },
    },
  );

  const submit = form.handleSubmit(async (v) => {
    try {
      const item = await save.mutateAsync({ name: v.name.trim(), address: v.address.trim() });
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
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('wallet.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('wallet.book.save')}
        </Button>
      </div>
    </form>
  );
}
