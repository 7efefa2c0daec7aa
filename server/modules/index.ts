// Every module of the server, one line each (the order comes from each module's `after`).
export { default as account } from './account';
export { default as admin } from './admin';
export { default as auth } from './auth';
export { default as content } from './content';
export { default as coupon } from './coupon';
export { default as fund } from './fund';
export { default as identity } from './identity';
export { default as invite } from './invite';
export { default as loan } from './loan';
export { default as market } from './market';
export { default as notices } from './notices';
export { default as quant } from './quant';
export { default as salecoin } from './salecoin';
export { default as trade } from './trade';
export { default as wallet } from './wallet';
export { default as withdraw } from './withdraw';
export { default as dual } from './dual';
