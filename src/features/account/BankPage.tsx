// The bank card page: the domestic card bound to the verified identity, or the form to bind one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { accountCalls, type CashInfoReply } from '../../contract/account';
import { validateBankText, validateCardNumber } from '../../shared/lib/bank';
import { Button } from '../../shared/ui/Button';
import { Cell, Cells } from '../../shared/ui/Cell';
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Page, Placeholder } from '../../shared/ui/Page';
import styles from './account.module.css';
import { maskNumber, OtherCardLink, VerifyFirst } from './bankCard';

type Card = NonNullable<CashInfoReply>;

const FIELDS = ['real_name', 'bank_name', 'card_number', 'branch'] as const;
const EMPTY: Card = { real_name: '', bank_name: '', card_number: '', branch: '' };

/** Bank card: needs a verified identity; the server answers 998 and the app goes to verification. */
export default function BankPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCallQuery(accountCalls.cashInfo, undefined, { retry: false });
  const [saved, setSaved] = useState<Card | null>(null);
  const [editing, setEditing] = useState(false);
  const card = saved ?? data;
  return (
    <Page title={t('routes.setting.bank')}>
      <div className="content">
        {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {isError && <VerifyFirst />}
        {card && !editing && (
          <>
            <Cells>
              <Cell label={t('account.realName')} value={card.real_name} />
              <Cell label={t('account.bankName')} value={card.bank_name} />
              <Cell label={t('account.cardNumber')} value={maskNumber(card.card_number)} />
              <Cell label={t('account.branch')} value={card.branch} />
            </Cells>
            <div className={styles.formActions}>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('account.editCard')}
              </Button>
            </div>
          </>
        )}
        {card === null && <p className="muted">{t('account.noBankCard')}</p>}
        {(card === null || (card && editing)) && (
          <BankForm
            initial={card ?? EMPTY}
            onSaved={(next) => {
              setSaved(next);
              setEditing(false);
            }}
            onCancel={card ? () => setEditing(false) : undefined}
          />
        )}
        {!isPending && !isError && <OtherCardLink international={false} />}
      </div>
    </Page>
  );
}

interface FormProps {
  initial: Card;
  onSaved(card: Card): void;
  onCancel?(): void;
}

/** The four required fields (SPEC §5), each with its rule's message at the field. */
function BankForm({ initial, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const save = useCallMutation(accountCalls.cashSave, { invalidates: [accountCalls.cashInfo] });
  const form = useRulesForm<Card>(initial, {
    real_name: validateBankText('bankErrors.realName', 50),
    bank_name: validateBankText('bankErrors.bankName'),
    card_number: validateCardNumber,
    branch: validateBankText('bankErrors.branch', 100),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const card = await save.mutateAsync({
        real_name: values.real_name.trim(),
        bank_name: values.bank_name.trim(),
        card_number: values.card_number,
        branch: values.branch.trim(),
      });
      onSaved(card);
    } catch (err) {
      serverErrorToForm(form, err, {}, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField form={form} name="real_name" label={t('account.realName')} autoComplete="name" maxLength={50} checkOnBlur />
      <FormField form={form} name="bank_name" label={t('account.bankName')} maxLength={60} checkOnBlur />
      <FormField
        form={form}
        name="card_number"
        label={t('account.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={30}
        placeholder={t('account.cardNumberHint')}
        checkOnBlur
      />
      <FormField form={form} name="branch" label={t('account.branch')} maxLength={100} checkOnBlur />
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
