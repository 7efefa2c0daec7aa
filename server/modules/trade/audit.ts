// What the auditor of the books checks of trading (core/audit.ts): the margins and fees that open and
// pending contract orders hold in the contract account, and what pending spot orders hold in the spot account.
import { inArray, eq } from 'drizzle-orm';
import { dec } from '../../../src/shared/lib/decimal';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { USDT_ID } from '../market/catalogue';
import { coinOrders, leverOrders } from './schema';

export function tradeAudit(db: Db): ModuleAudit {
  return {
    holds: async () => [
      ...(
        await db
          .select()
          .from(leverOrders)
          .where(inArray(leverOrders.status, ['open', 'pending']))
          .all()
      ).map((o) => ({
        user_id: o.user_id,
        wallet: 'lever' as const,
        currency_id: USDT_ID,
        amount: o.status === 'open' ? o.margin : dec(o.margin).plus(o.fee),
        what: `lever:${o.id}`,
      })),
      ...(await db.select().from(coinOrders).where(eq(coinOrders.status, 'pending')).all()).flatMap((o) =>
        o.frozen_currency_id === null
          ? []
          : [
              {
                user_id: o.user_id,
                wallet: 'change' as const,
                currency_id: o.frozen_currency_id,
                amount: o.frozen_amount,
                what: `coin:${o.id}`,
              },
            ],
      ),
    ],
  };
}
