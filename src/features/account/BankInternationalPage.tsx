// The international bank card page: ABA, account number or IBAN, bank, payment network, SWIFT, contact phone.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { accountCalls, type InternationalCard } from '../../contract/account';
import {
  BANK_NETWORKS,
  type BankNetwork,
  validateAba,
  validateAccountNumber,
  validateBankText,
  validatePhone,
  validateSwift,
} from '../../shared/lib/bank';
import { Button } from '../../shared/ui/Button';
import { Cell, Cells } from '../../shared/ui/Cell';
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { SelectField } from '../../shared/ui/SelectField';
import { Page, Placeholder } from '../../shared/ui/Page';
import styles from './account.module.css';
import { maskNumber, OtherCardLink, VerifyFirst } from './bankCard';

interface Values {
  aba: string;
  account_address: string;
  bank_name: string;
  network: BankNetwork | '';
  swift: string;
  contact_phone: string;
}

const FIELDS = ['aba', 'account_address', 'bank_name', 'network', 'swift', 'contact_phone'] as const;
const EMPTY: Values = { aba: '', account_address: '', bank_name: '', network: 'SWIFT', swift: '', contact_phone: '' };

/** The international card: needs a verified identity like the domestic one (998 otherwise). */
export default function BankInternationalPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCallQuery(accountCalls.cashInfoInternational, undefined, { retry: false });
  const [saved, setSaved] = useState<InternationalCard | null>(null);
  const [editing, setEditing] = useState(false);
  const card = saved ?? data;
  return (
    <Page title={t('routes.setting.bank_international')}>
      <div className="content">
        {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {isError && <VerifyFirst />}
        {card && !editing && (
          <>
            <Cells>
              <Cell label={t('account.bankName')} value={card.bank_name} />
              <Cell label={t('account.accountAddress')} value={maskNumber(card.account_address)} />
              <Cell label={t('account.aba')} value={card.aba} />
              <Cell label={t('account.swift')} value={card.swift} />
              <Cell label={t('account.network')} value={card.network} />
              <Cell label={t('account.contactPhone')} value={card.contact_phone} />
            </Cells>
            <div className={styles.formActions}>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('account.editCard')}
              </Button>
            </div>
          </>
        )}
        {card === null && <p className="muted">{t('account.noInternationalCard')}</p>}
        {(card === null || (card && editing)) && (
          <InternationalForm
            initial={card ?? EMPTY}
            onSaved={(next) => {
              setSaved(next);
              setEditing(false);
            }}
            onCancel={card ? () => setEditing(false) : undefined}
          />
        )}
        {!isPending && !isError && <OtherCardLink international />}
      </div>
    </Page>
  );
}

interface FormProps {
  initial: Values;
  onSaved(card: InternationalCard): void;
  onCancel?(): void;
}

function InternationalForm({ initial, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const save = useCallMutation(accountCalls.cashSaveInternational, { invalidates: [accountCalls.cashInfoInternational] });
  const form = useRulesForm<Values>(initial, {
    aba: validateAba,
    account_address: validateAccountNumber,
    bank_name: validateBankText('bankErrors.bankName'),
    network: (value) => (value && (BANK_NETWORKS as readonly string[]).includes(value) ? null : 'bankErrors.network'),
    swift: validateSwift,
    contact_phone: validatePhone,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const card = await save.mutateAsync({
        aba: values.aba,
        account_address: values.account_address,
        bank_name: values.bank_name.trim(),
        network: values.network as BankNetwork,
        swift: values.swift,
        contact_phone: values.contact_phone,
      });
      onSaved(card);
    } catch (err) {
      serverErrorToForm(form, err, {}, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField form={form} name="bank_name" label={t('account.bankName')} maxLength={60} checkOnBlur />
      <FormField
        form={form}
        name="account_address"
        label={t('account.accountAddress')}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={42}
        checkOnBlur
      />
      <FormField
        form={form}
        name="aba"
        label={t('account.aba')}
        inputMode="numeric"
        maxLength={11}
        placeholder={t('account.abaHint')}
        checkOnBlur
      />
      <FormField
        form={form}
        name="swift"
        label={t('account.swift')}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={14}
        placeholder={t('account.swiftHint')}
        checkOnBlur
      />
      <SelectField
        form={form}
        name="network"
        label={t('account.network')}
        options={BANK_NETWORKS.map((network) => ({ value: network, label: network }))}
        onPick={(value) => {
          form.setValue('network', value as Values['network']);
          form.clearErrors('network');
        }}
      />
      <FormField
        form={form}
        name="contact_phone"
        label={t('account.contactPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={24}
        placeholder={t('account.contactPhoneHint')}
        checkOnBlur
      />
      <Button type="submit" disabled={save.isPending}>
        {t('account.saveCard')}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
    </form>
  );
}
