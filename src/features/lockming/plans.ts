// The plans on offer (a public call) and what a plan earns on an example amount, from the shared
// formula the server pays with.
import { useCallQuery } from '../../api/query';
import { lockmingCalls } from '../../contract/lockming';
import type { QuantProduct } from '../../contract/quant';
import { Decimal, dec } from '../../shared/lib/decimal';

export const PLANS_PATH = '/pages/lockming/lockming';
export const buyPath = (id: number) => `/pages/lockming/buy?id=${id}`;

export const usePlans = () => useCallQuery(lockmingCalls.lockmingPlans);

/** The example amount: 1,000 USDT (1 of a coin), kept within the plan's limits. */
export const exampleAmount = (p: QuantProduct) =>
  Decimal.min(dec(p.max_amount), Decimal.max(dec(p.min_amount), dec(p.currency === 'USDT' ? 1000 : 1)));
