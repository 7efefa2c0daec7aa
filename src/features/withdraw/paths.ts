// Where the withdraw feature's pages live (plain strings: other features link to them by path).

export const WITHDRAW_PATH = '/pages/fund/withdraw';
/** The records, both addresses (SPEC lists both); one page. */
export const RECORDS_PATH = '/pages/fund/assets_record';
export const DEPOSIT_RECORDS_PATH = '/pages/fund/receive_withdraw_record';
export const ADDRESS_BOOK_PATH = '/pages/setting/wallet';
export const PAY_PASSWORD_PATH = '/pages/setting/payPassword';
/** Identity verification: the levels and the next step (a level's form, its review). */
export const KYC_PATH = '/pages/StartVerification/StartVerification';

/** SPEC record types: 0 deposit, 1 wire (and bank card), 2 withdrawal. */
export const RECORD_TABS = ['deposit', 'wire', 'withdraw'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

/** The records page opened at one tab: `recordsPath('withdraw')` → `/pages/fund/assets_record?type=2`. */
export const recordsPath = (tab: RecordTab) => `${RECORDS_PATH}?type=${RECORD_TABS.indexOf(tab)}`;

/** The address book with its add form open, coming back here once an address is added. */
export const ADD_ADDRESS_PATH = `${ADDRESS_BOOK_PATH}?add=1&from=withdraw`;
