// Trading: contract (lever) orders, options and seconds trades, spot, executed against the market's feed.
import type { Decimal } from '../../../src/shared/lib/decimal';
import { defineModule } from '../../core/module';
import { migrations } from './migrations';
import { registerTradeRoutes } from './routes';
import type { Db } from '../../core/db';
import type { Vouchers } from '../coupon/service';
import type { PayRebate } from '../invite/rebate';
import type { VoucherHooks } from './context';
import { createTradingEngine, type TradingEngine } from './trading';
import { tradeAudit } from './audit';

declare module '../../core/module' {
  interface Services {
    trading: TradingEngine;
  }
}

/** The cluster's channel of the orders the leader's tick engine must watch (`lever:<id>`, `coin:<id>`). */
const WATCH = 'kestrel_watch';

/** A fee paid to the fee account pays the payer's inviter their share (when the operator offers one). */
const rebateOnFee =
  (db: Db, pay: PayRebate) =>
  async (userId: number, currencyId: number, fee: Decimal, ref: string): Promise<void> =>
    await pay(db, userId, currencyId, fee, ref);

/** The coupon area's vouchers, as contract orders use them. */
const contractVouchers = (db: Db, v: Vouchers): VoucherHooks => ({
  peek: async (userId, id) => await v.peek(db, userId, id, 'contract'),
  take: async (userId, id, ref) => await v.take(db, userId, id, 'contract', ref),
  release: async (id) => await v.release(db, id),
});

export default defineModule({
  name: 'trade',
  audit: tradeAudit,
  after: ['market', 'invite', 'coupon'],
  migrations,
  async register(kit) {
    const feed = kit.use('feed');
    const trading = await createTradingEngine(kit.db, feed, kit.io, kit.scheduler, {
      notify: kit.notify,
      onFee: rebateOnFee(kit.db, kit.use('inviteRebate')),
      vouchers: contractVouchers(kit.db, kit.use('vouchers')),
      // Several instances: an order placed or changed here is watched by the leader's tick engine.
      onOrderChanged: kit.cluster.shared ? (kind, id) => kit.cluster.send(WATCH, `${kind}:${id}`) : undefined,
    });
    kit.provide('trading', trading);
    registerTradeRoutes(kit, trading, feed);
    kit.cluster.listen(WATCH, (body) => {
      const [kind, id] = body.split(':');
      if (kit.cluster.leading() && (kind === 'lever' || kind === 'coin'))
        trading.refresh(kind, Number(id)).catch((error: unknown) => console.error('trade: an order to watch could not be read', error));
    });
    kit.onLead(async () => {
      // Taking the lead from another instance: the orders it watched, as they are now.
      if (kit.cluster.shared) await trading.reload();
      if (kit.options.market?.autoStart !== false) trading.start();
    });
    kit.onLeadEnd(() => trading.stop());
  },
});
