// The bank card page: the domestic card bound to the verified identity, or the form to bind one.
import { accountCalls, type CashInfoReply } from '../../contract/account';
import { validateBankText, validateCardNumber } from '../../shared/lib/bank';
import { BankCardPage, type CardKind } from './BankCardPage';

type Card = NonNullable<CashInfoReply>;

/** The four required fields (SPEC §5). */
const DOMESTIC: CardKind<Card, Card> = {
  title: 'routes.setting.bank',
  none: 'account.noBankCard',
  international: false,
  info: accountCalls.cashInfo,
  save: accountCalls.cashSave,
  fields: [
    {
      name: 'real_name',
      label: 'account.realName',
      rule: validateBankText('bankErrors.realName', 50),
      trim: true,
      input: { autoComplete: 'name', maxLength: 50 },
    },
    { name: 'bank_name', label: 'account.bankName', rule: validateBankText('bankErrors.bankName'), trim: true, input: { maxLength: 60 } },
    {
      name: 'card_number',
      label: 'account.cardNumber',
      rule: validateCardNumber,
      masked: true,
      input: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 30, hint: 'account.cardNumberHint' },
    },
    { name: 'branch', label: 'account.branch', rule: validateBankText('bankErrors.branch', 100), trim: true, input: { maxLength: 100 } },
  ],
  empty: { real_name: '', bank_name: '', card_number: '', branch: '' },
};

/** Bank card: needs a verified identity; the server answers 998 and the app goes to verification. */
export default function BankPage() {
  return <BankCardPage kind={DOMESTIC} />;
}
