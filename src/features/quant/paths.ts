export const ORDERS_PATH = '/pages/quantitativeOrder/quantitativeOrder';
