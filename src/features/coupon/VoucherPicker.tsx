// The voucher picker of the contract order form: the user's available trial vouchers for contract
// orders ("No voucher" first), the one in the address (`?coupon=<id>`, from the coupon centre) chosen
// at the start. What the chosen voucher covers is figured by the form (src/shared/trade/voucher.ts).
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useSearchParams } from '../../shared/nav';
import { useCallQuery, useInvalidateCalls } from '../../api/query';
import { type Coupon, couponCalls } from '../../contract/coupon';
import { localeOf } from '../../shared/config/locale';
import { formatDateTime } from '../../shared/lib/format';
import { formatDown } from '../../shared/lib/numberFormat';
import { SelectField } from '../../shared/ui/SelectField';

const AVAILABLE = { status: 'available', page: 1, limit: 50 } as const;

/** The user's usable contract vouchers, the one the address names, and what a chosen id is worth. */
export function useVoucherChoice() {
  const [params] = useSearchParams();
  const query = useCallQuery(couponCalls.couponList, AVAILABLE, { quiet: true });
  const refresh = useInvalidateCalls();
  const vouchers: Coupon[] = (query.data?.list ?? []).filter((c) => c.product === 'contract');
  const fromAddress = params.get('coupon') ?? '';
  return {
    vouchers,
    /** The voucher to start with: the address's (checked by the server when the order is placed). */
    initial: /^\d+$/.test(fromAddress) ? fromAddress : '',
    /** The amount of the voucher with this id, or null (none chosen, or not one of the list). */
    amountOf: (id: string): string | null => vouchers.find((c) => String(c.id) === id)?.amount ?? null,
    /** After an order: the used voucher leaves the list. */
    refresh: () => refresh(couponCalls.couponList),
  };
}

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  vouchers: Coupon[];
  onPick(value: string): void;
}

/** Shown when the user has a voucher (or the address chose one). */
export function VoucherPicker<V extends FieldValues>({ form, name, vouchers, onPick }: Props<V>) {
  const { t, i18n } = useTranslation();
  const chosen = String(form.watch(name) ?? '');
  if (vouchers.length === 0 && !chosen) return null;
  const options = [
    { value: '', label: t('coupon.none') },
    ...vouchers.map((c) => ({
      value: String(c.id),
      label: t('coupon.option', {
        amount: `${formatDown(localeOf(i18n.language), c.amount, 0, 2)} ${c.currency}`,
        time: formatDateTime(c.expires_at, i18n.language),
      }),
    })),
  ];
  // A voucher named by the address that is not (or no longer) usable stays chosen: the server says why.
  if (chosen && !options.some((o) => o.value === chosen)) options.push({ value: chosen, label: t('coupon.unknown', { id: chosen }) });
  return <SelectField form={form} name={name} label={t('coupon.field')} options={options} onPick={onPick} />;
}
