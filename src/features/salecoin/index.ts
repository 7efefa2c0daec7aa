// Public face of the fiat rails for other features: the fiat choices of the deposit page and the
// addresses of the sale coin and fiat deposit pages.
export { FiatDepositOptions } from './FiatDepositOptions';
export { CARD_PATH, SALE_ORDERS_PATH, SALE_PATH, WIRE_PATH } from './paths';
