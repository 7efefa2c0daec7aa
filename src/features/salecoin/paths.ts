// Where the fiat rails pages live (no library here: the deposit choice and the Account menu link to them).

export const WIRE_PATH = '/pages/TelegraphicMoney/TelegraphicMoney';
/** The same page as a bank-card recharge. */
export const CARD_PATH = `${WIRE_PATH}?method=card`;
export const SALE_PATH = '/pages/saleCoin/saleCoin';
export const SALE_ORDERS_PATH = '/pages/saleCoin/dollarOrderList';
/** The wire and card deposit records (the fund area's records page, tab 1). */
export const FIAT_RECORDS_PATH = '/pages/fund/assets_record?type=1';
export const BANK_CARD_PATH = '/pages/setting/bank';
export const PAY_PASSWORD_PATH = '/pages/setting/payPassword';
/** Identity verification: selling coin needs a verified level, as a withdrawal does. */
export const KYC_PATH = '/pages/StartVerification/StartVerification';
/** The USDT deposit page (on chain), offered when fiat deposits are not. */
export const DEPOSIT_PATH = '/pages/fund/receive';
