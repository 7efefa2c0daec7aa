// Every area of the contract, one line each. A new area adds its file and one line here.
export * as account from './account';
export * as admin from './admin';
export * as auth from './auth';
export * as content from './content';
export * as coupon from './coupon';
export * as fund from './fund';
export * as identity from './identity';
export * as invite from './invite';
export * as ledger from './ledger';
export * as loan from './loan';
export * as market from './market';
export * as notices from './notices';
export * as quant from './quant';
export * as salecoin from './salecoin';
export * as trade from './trade';
export * as wallet from './wallet';
export * as withdraw from './withdraw';
