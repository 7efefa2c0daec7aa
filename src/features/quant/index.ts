// Public face of the quant feature for other features: the term-product pieces locked mining shares
// (same engine, same figures): the buy form, the orders list and the formats.
export { BuyForm } from './BuyForm';
export { useQuantFormat as useTermFormat } from './format';
export { TermOrders } from './QuantOrdersPage';
export { LOCKMING_ORDERS_PATH } from './term';
