// Public face of the withdraw feature: the addresses of its pages (the address book links back here).
export { ADD_ADDRESS_PATH, RECORDS_PATH, recordsPath, WITHDRAW_PATH } from './paths';
