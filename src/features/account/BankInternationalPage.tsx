// The international bank card page: ABA, account number or IBAN, bank, payment network, SWIFT, contact phone.
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
import { BankCardPage, type CardKind } from './BankCardPage';

interface Values {
  aba: string;
  account_address: string;
  bank_name: string;
  network: BankNetwork | '';
  swift: string;
  contact_phone: string;
}

const INTERNATIONAL: CardKind<Values, InternationalCard> = {
  title: 'routes.setting.bank_international',
  none: 'account.noInternationalCard',
  international: true,
  info: accountCalls.cashInfoInternational,
  save: accountCalls.cashSaveInternational,
  fields: [
    { name: 'bank_name', label: 'account.bankName', rule: validateBankText('bankErrors.bankName'), trim: true, input: { maxLength: 60 } },
    {
      name: 'account_address',
      label: 'account.accountAddress',
      rule: validateAccountNumber,
      masked: true,
      input: { autoCapitalize: 'characters', spellCheck: false, maxLength: 42 },
    },
    { name: 'aba', label: 'account.aba', rule: validateAba, input: { inputMode: 'numeric', maxLength: 11, hint: 'account.abaHint' } },
    {
      name: 'swift',
      label: 'account.swift',
      rule: validateSwift,
      input: { autoCapitalize: 'characters', spellCheck: false, maxLength: 14, hint: 'account.swiftHint' },
    },
    {
      name: 'network',
      label: 'account.network',
      rule: (value) => (value && (BANK_NETWORKS as readonly string[]).includes(value) ? null : 'bankErrors.network'),
      options: BANK_NETWORKS,
    },
    {
      name: 'contact_phone',
      label: 'account.contactPhone',
      rule: validatePhone,
      input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 24, hint: 'account.contactPhoneHint' },
    },
  ],
  empty: { aba: '', account_address: '', bank_name: '', network: 'SWIFT', swift: '', contact_phone: '' },
};

/** The international card: needs a verified identity like the domestic one (998 otherwise). */
export default function BankInternationalPage() {
  return <BankCardPage kind={INTERNATIONAL} />;
}
