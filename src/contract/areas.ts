// Every area of the contract, one line each. A new area adds its file and one line here.
export * as account from './account';
export * as admin from './admin';
export * as auth from './auth';
export * as content from './content';
export * as fund from './fund';
export * as ledger from './ledger';
export * as market from './market';
export * as quant from './quant';
export * as salecoin from './salecoin';
export * as trade from './trade';
export * as wallet from './wallet';
export * as withdraw from './withdraw';
