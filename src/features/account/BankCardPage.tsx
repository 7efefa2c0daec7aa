// One page for both bank cards (setting/bank and setting/bank_international): the card bound to the
// verified identity as cells with an Edit button, or the form to bind one. What differs is a card kind:
// its calls and its field list (BankPage.tsx, BankInternationalPage.tsx), each field with its rule's
// message at the field; a refusal naming a field lands there and nothing typed is lost.
import { type InputHTMLAttributes, useState } from 'react';
import type { DefaultValues, FieldPath, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import type { Call } from '../../contract/define';
import { Button } from '../../shared/ui/Button';
import { Cell, Cells } from '../../shared/ui/Cell';
import { FormField, type Rule, type Rules, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Page, Placeholder } from '../../shared/ui/Page';
import { SelectField } from '../../shared/ui/SelectField';
import styles from './account.module.css';
import { maskNumber, OtherCardLink, VerifyFirst } from './bankCard';

/** A card as the form holds it: every field is text (a select's value too). */
type Values<V> = Record<keyof V, string>;

type InputAttrs = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'maxLength'
>;

export interface CardField<V extends Values<V>> {
  name: FieldPath<V> & keyof V;
  /** i18n key of its label, in the saved card's cells and at the input. */
  label: string;
  rule: Rule<V, keyof V>;
  /** Sent trimmed (names); numbers and codes go as typed (the server drops the spaces). */
  trim?: boolean;
  /** Shown as its last four digits in the saved card. */
  masked?: boolean;
  /** A select of these values instead of an input. */
  options?: readonly string[];
  /** The input's attributes; `hint` is the i18n key of its placeholder. */
  input?: InputAttrs & { hint?: string };
}

export interface CardKind<V extends Values<V>, Card extends V> {
  /** i18n keys: the page's title, and what it says while no card is bound. */
  title: string;
  none: string;
  international: boolean;
  info: Call<z.ZodType, z.ZodType<Card | null>>;
  save: Call<z.ZodType, z.ZodType<Card>>;
  /** The fields in the order shown (cells and form alike). */
  fields: readonly CardField<V>[];
  /** The form of a card not bound yet. */
  empty: V;
}

/** A bank card page: needs a verified identity; the server answers 998 and the app goes to verification. */
export function BankCardPage<V extends Values<V>, Card extends V>({ kind }: { kind: CardKind<V, Card> }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCallQuery(kind.info, undefined, { retry: false });
  const [saved, setSaved] = useState<Card | null>(null);
  const [editing, setEditing] = useState(false);
  const card = saved ?? data;
  return (
    <Page title={t(kind.title)}>
      <div className="content">
        {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {isError && <VerifyFirst />}
        {card && !editing && (
          <>
            <Cells>
              {kind.fields.map((f) => (
                <Cell key={f.name} label={t(f.label)} value={f.masked ? maskNumber(card[f.name]) : card[f.name]} />
              ))}
            </Cells>
            <div className={styles.formActions}>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('account.editCard')}
              </Button>
            </div>
          </>
        )}
        {card === null && <p className="muted">{t(kind.none)}</p>}
        {(card === null || (card && editing)) && (
          <BankCardForm
            kind={kind}
            initial={card ?? kind.empty}
            onSaved={(next) => {
              setSaved(next);
              setEditing(false);
            }}
            onCancel={card ? () => setEditing(false) : undefined}
          />
        )}
        {!isPending && !isError && <OtherCardLink international={kind.international} />}
      </div>
    </Page>
  );
}

interface FormProps<V extends Values<V>, Card extends V> {
  kind: CardKind<V, Card>;
  initial: V;
  onSaved(card: Card): void;
  onCancel?(): void;
}

/** The card's fields (every one required, SPEC §5), each with its rule's message at the field. */
function BankCardForm<V extends Values<V>, Card extends V>({ kind, initial, onSaved, onCancel }: FormProps<V, Card>) {
  const { t } = useTranslation();
  const { fields } = kind;
  const save = useCallMutation(kind.save, { invalidates: [kind.info] });
  const ruleSet: Rules<V> = {};
  for (const f of fields) ruleSet[f.name] = f.rule;
  const form = useRulesForm<V>(initial as DefaultValues<V>, ruleSet);
  const names = fields.map((f) => f.name);

  const submit = form.handleSubmit(async (values) => {
    try {
      // Only the card's fields: a card read back may carry more.
      const card = await save.mutateAsync(Object.fromEntries(fields.map((f) => [f.name, f.trim ? values[f.name].trim() : values[f.name]])));
      onSaved(card);
    } catch (err) {
      serverErrorToForm(form, err, {}, names);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      {fields.map(({ name, label, options, input: { hint, ...input } = {} }) =>
        options ? (
          <SelectField
            key={name}
            form={form}
            name={name}
            label={t(label)}
            options={options.map((value) => ({ value, label: value }))}
            onPick={(value) => {
              form.setValue(name, value as PathValue<V, typeof name>);
              form.clearErrors(name);
            }}
          />
        ) : (
          <FormField key={name} form={form} name={name} label={t(label)} placeholder={hint && t(hint)} {...input} checkOnBlur />
        ),
      )}
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
