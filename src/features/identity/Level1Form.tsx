// Level 1: the person and their document (SPEC §3 Identity). Each field's rule runs on submit with its
// message at the field (SPEC §5); a refusal from the server (an ID number another account uses) lands at
// its field too, and nothing typed is lost.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { identityCalls, type PersonDetails } from '../../contract/identity';
import { localeOf } from '../../shared/config/locale';
import { COUNTRY_CODES, countryName } from '../../shared/identity/countries';
import {
  GENDERS,
  ID_TYPE_NAMES,
  ID_TYPES,
  MIN_AGE,
  validateAddress,
  validateBirthDate,
  validateCardId,
  validateCountry,
  validateGender,
  validateIdType,
  validatePersonName,
} from '../../shared/identity/rules';
import { Button } from '../../shared/ui/Button';
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { SelectField } from '../../shared/ui/SelectField';
import { STATE_CALLS } from './state';

type Values = { [K in keyof PersonDetails]: string };
const FIELDS = ['first_name', 'last_name', 'gender', 'birth_date', 'country', 'address', 'id_type', 'card_id'] as const;
export const EMPTY_PERSON: Values = {
  first_name: '',
  last_name: '',
  gender: '',
  birth_date: '',
  country: '',
  address: '',
  id_type: '',
  card_id: '',
};

const today = () => new Date().toISOString().slice(0, 10);
/** The latest birth date of someone old enough today. */
function latestBirthDate(): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - MIN_AGE);
  return d.toISOString().slice(0, 10);
}

interface Props {
  initial: Values;
  onSubmitted(): void;
}

export function Level1Form({ initial, onSubmitted }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const submit = useCallMutation(identityCalls.userReal, { invalidates: STATE_CALLS });
  const form = useRulesForm<Values>(initial, {
    first_name: validatePersonName,
    last_name: validatePersonName,
    gender: validateGender,
    birth_date: (v) => validateBirthDate(v, today()),
    country: validateCountry,
    address: validateAddress,
    id_type: validateIdType,
    card_id: (v, values) => validateCardId(v, values.id_type, values.country),
  });
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    [locale],
  );
  const pick = (name: 'gender' | 'country' | 'id_type') => (value: string) => {
    form.setValue(name, value);
    form.clearErrors(name);
  };

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await submit.mutateAsync({
        real_type: '1',
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        gender: v.gender as PersonDetails['gender'],
        birth_date: v.birth_date,
        country: v.country,
        address: v.address.trim(),
        id_type: v.id_type as PersonDetails['id_type'],
        card_id: v.card_id,
      });
      onSubmitted();
    } catch (err) {
      serverErrorToForm(form, err, {}, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField form={form} name="first_name" label={t('identity.form.firstName')} autoComplete="given-name" maxLength={60} />
      <FormField form={form} name="last_name" label={t('identity.form.lastName')} autoComplete="family-name" maxLength={60} />
      <SelectField
        form={form}
        name="gender"
        label={t('identity.form.gender')}
        options={GENDERS.map((g) => ({ value: g, label: t(`identity.genders.${g}`) }))}
        onPick={pick('gender')}
      />
      <FormField form={form} name="birth_date" label={t('identity.form.birthDate')} type="date" min="1900-01-01" max={latestBirthDate()} />
      <SelectField form={form} name="country" label={t('identity.form.country')} options={countries} onPick={pick('country')} />
      <FormField form={form} name="address" label={t('identity.form.address')} autoComplete="street-address" maxLength={200} />
      <SelectField
        form={form}
        name="id_type"
        label={t('identity.form.idType')}
        options={ID_TYPES.map((id) => ({ value: id, label: t(`identity.idTypes.${ID_TYPE_NAMES[id]}`) }))}
        onPick={pick('id_type')}
      />
      <FormField
        form={form}
        name="card_id"
        label={t('identity.form.cardId')}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        checkOnBlur
      />
      <p className="muted">{t('identity.form.note')}</p>
      <Button type="submit" disabled={submit.isPending}>
        {t('identity.form.submit')}
      </Button>
    </form>
  );
}
