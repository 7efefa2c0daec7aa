// OTC, peer-to-peer USDT against fiat: in demo mode, seeded demo merchants and their adverts (seed.ts);
// users' adverts (ads.ts); orders with escrow, expiry, demo merchants' own steps and disputes (service.ts);
// what the auditor checks (audit.ts).
import { OTC_METHODS, otcAdminCalls, otcCalls } from '../../../src/contract/otc';
import { otcTraderLimit } from '../../../src/shared/earn/otc';
import { now } from '../../core/db';
import { balanceOf, text } from '../../core/ledger';
import { defineModule } from '../../core/module';
import { fiatsOf } from '../fund/fiats';
import { createAds } from './ads';
import { migrations } from './migrations';
import { otcParamsOf, seedOtc } from './seed';
import { createOtc } from './service';
import { otcAudit } from './audit';

export default defineModule({
  name: 'otc',
  audit: otcAudit,
  after: ['market', 'fund'],
  seed: async ({ db, options }) => await seedOtc(db, options),
  migrations,
  register({ route, db, scheduler, notify }) {
    const otc = createOtc(db, scheduler, notify);
    const ads = createAds(db, otc.views);
    route(otcCalls.otcInfo, async (_input, { user }) => {
      const params = await otcParamsOf(db);
      return {
        params,
        fiats: (await fiatsOf(db)).map((f) => f.code),
        methods: [...OTC_METHODS],
        kyc_level: user ? user.kyc_level : null,
        limit: user ? otcTraderLimit(user.account_type, user.kyc_level, params) : null,
        available: user ? text((await balanceOf(db, user.id, await otc.usdt())).available) : null,
        demo: user?.account_type === 'demo',
        open_orders: user ? await otc.openPlaced(user.id) : null,
        now: now(),
      };
    });
    route(otcCalls.otcAds, async ({ side, fiat, method, page, limit }, { user }) => await ads.list(user, side, fiat, method, page, limit));
    route(otcCalls.otcMyAds, async (_input, { user }) => await ads.mine(user));
    route(otcCalls.otcAdCreate, async (input, { user }) => await ads.create(user, input));
    route(otcCalls.otcAdClose, async ({ id }, { user }) => await ads.close(user, id));
    route(otcCalls.otcPlace, async ({ ad_id, amount, pay_details }, { user }) => await otc.place(user, ad_id, amount, pay_details));
    route(otcCalls.otcOrders, async ({ open, page, limit }, { user }) => await otc.orders(user, open, page, limit));
    route(otcCalls.otcOrder, async ({ id }, { user }) => await otc.order(user, id));
    route(otcCalls.otcPaid, async ({ id }, { user }) => await otc.markPaid(user, id));
    route(otcCalls.otcRelease, async ({ id }, { user }) => await otc.release(user, id));
    route(otcCalls.otcCancel, async ({ id }, { user }) => await otc.cancel(user, id));
    route(otcCalls.otcDispute, async ({ id, reason }, { user }) => await otc.dispute(user, id, reason));
    route(otcAdminCalls.adminOtcOrders, async ({ status }) => await otc.adminList(status));
    route(otcAdminCalls.adminOtcDecide, async ({ id, outcome, reason }) => await otc.decide(id, outcome, reason));
  },
});
