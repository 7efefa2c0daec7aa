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
  seed: ({ db, options }) => seedOtc(db, options),
  migrations,
  register({ route, db, scheduler, notify }) {
    const otc = createOtc(db, scheduler, notify);
    const ads = createAds(db, otc.views);
    route(otcCalls.otcInfo, (_input, { user }) => {
      const params = otcParamsOf(db);
      return {
        params,
        fiats: fiatsOf(db).map((f) => f.code),
        methods: [...OTC_METHODS],
        kyc_level: user ? user.kyc_level : null,
        limit: user ? otcTraderLimit(user.account_type, user.kyc_level, params) : null,
        available: user ? text(balanceOf(db, user.id, otc.usdt()).available) : null,
        demo: user?.account_type === 'demo',
        open_orders: user ? otc.openPlaced(user.id) : null,
        now: now(),
      };
    });
    route(otcCalls.otcAds, ({ side, fiat, method, page, limit }, { user }) => ads.list(user, side, fiat, method, page, limit));
    route(otcCalls.otcMyAds, (_input, { user }) => ads.mine(user));
    route(otcCalls.otcAdCreate, (input, { user }) => ads.create(user, input));
    route(otcCalls.otcAdClose, ({ id }, { user }) => ads.close(user, id));
    route(otcCalls.otcPlace, ({ ad_id, amount, pay_details }, { user }) => otc.place(user, ad_id, amount, pay_details));
    route(otcCalls.otcOrders, ({ open, page, limit }, { user }) => otc.orders(user, open, page, limit));
    route(otcCalls.otcOrder, ({ id }, { user }) => otc.order(user, id));
    route(otcCalls.otcPaid, ({ id }, { user }) => otc.markPaid(user, id));
    route(otcCalls.otcRelease, ({ id }, { user }) => otc.release(user, id));
    route(otcCalls.otcCancel, ({ id }, { user }) => otc.cancel(user, id));
    route(otcCalls.otcDispute, ({ id, reason }, { user }) => otc.dispute(user, id, reason));
    route(otcAdminCalls.adminOtcOrders, ({ status }) => otc.adminList(status));
    route(otcAdminCalls.adminOtcDecide, ({ id, outcome, reason }) => otc.decide(id, outcome, reason));
  },
});
