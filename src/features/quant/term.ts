// What differs between the two term products on the page: the strings' namespace, the call that buys,
// the orders page, and the decimals an amount may have (USDT to the cent; a coin to the ledger's unit).
import { useCallMutation } from '../../api/mutation';
import { fundCalls } from '../../contract/fund';
import { lockmingCalls } from '../../contract/lockming';
import { quantCalls, type TermKind } from '../../contract/quant';
import { ORDERS_PATH } from './paths';

export const LOCKMING_ORDERS_PATH = '/pages/lockming/order';

export const TERM_UI = {
  quant: { ns: 'quant', errors: 'quantErrors', ordersPath: ORDERS_PATH, productField: 'product_id' },
  lockming: { ns: 'lockming', errors: 'lockmingErrors', ordersPath: LOCKMING_ORDERS_PATH, productField: 'config_id' },
} as const satisfies Record<TermKind, { ns: string; errors: string; ordersPath: string; productField: string }>;

export const placesOf = (currency: string) => (currency === 'USDT' ? 2 : 8);

/** The calls of a kind: buy, end early, and the orders list. */
export function termCalls(kind: TermKind) {
  return kind === 'quant'
    ? { orders: quantCalls.quantOrders, end: quantCalls.quantTerminate }
    : { orders: lockmingCalls.lockmingOrders, end: lockmingCalls.lockmingCancel };
}

/** Buys `amount` of a product of the kind (both mutations exist; the kind picks one). */
export function useTermBuy(kind: TermKind) {
  const calls = termCalls(kind);
  const options = { invalidates: [calls.orders, fundCalls.account] };
  const quant = useCallMutation(quantCalls.quantBuy, options);
  const lock = useCallMutation(lockmingCalls.lockmingDeposit, options);
  return {
    pending: quant.isPending || lock.isPending,
    buy: (id: number, amount: string) =>
      kind === 'quant' ? quant.mutateAsync({ product_id: id, amount }) : lock.mutateAsync({ config_id: id, amount }),
  };
}
