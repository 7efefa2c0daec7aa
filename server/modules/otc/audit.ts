// What the auditor of the books checks of OTC: an open order's escrow, the seller's USDT frozen.
import { inArray } from 'drizzle-orm';
import { OTC_OPEN_STATES } from '../../../src/contract/otc';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { otcOrders } from './schema';

export const otcAudit = (db: Db): ModuleAudit => ({
  holds: () =>
    db
      .select()
      .from(otcOrders)
      .where(inArray(otcOrders.status, [...OTC_OPEN_STATES]))
      .all()
      .map((o) => ({ user_id: o.seller_id, wallet: 'legal' as const, currency_id: o.currency_id, amount: o.amount, what: `otc:${o.id}` })),
});
