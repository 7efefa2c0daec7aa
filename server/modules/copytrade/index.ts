// Copy trading and following traders: lead traders (admin-flagged accounts; in demo mode, seeded demo
// accounts trade by published strategies), follows, the copy engine hooked into the contract engine's
// transactions (engine.ts), the calls (views.ts, service.ts, admin.ts) and the auditor's checks (audit.ts).
import { copyAdminCalls, copyCalls, copyTestCalls } from '../../../src/contract/copytrade';
import { defineModule } from '../../core/module';
import { createCopyAdmin } from './admin';
import { copyAudit } from './audit';
import { createCopyEngine } from './engine';
import { migrations } from './migrations';
import { seedLeadTraders } from './seed';
import { createCopyService } from './service';
import { runStrategies } from './strategies';
import { createCopyViews } from './views';

export default defineModule({
  name: 'copytrade',
  after: ['trade'],
  migrations,
  seed: async ({ db, options }) => await seedLeadTraders(db, options.mode),
  audit: copyAudit,
  async register(kit) {
    const { route, db } = kit;
    const trading = await kit.use('trading');
    const feed = kit.use('feed');
    const engine = createCopyEngine(db, trading, feed, kit.notify);
    const views = createCopyViews(db, trading, engine);
    const copy = createCopyService(db, trading, feed, engine, views);
    const admin = createCopyAdmin(db, kit.options.mode);
    route(copyCalls.followIndex, async (_input, { user }) => await views.index(user));
    route(copyCalls.followTraderDetail, async ({ trader_user_id }, { user }) => await views.detail(trader_user_id, user));
    route(copyCalls.followHistoryTrade, async ({ trader_user_id, ...q }) => await views.history(trader_user_id, q));
    route(copyCalls.followFollow, async (input, { user }) => await copy.follow(user, input));
    route(copyCalls.followCancel, async ({ trader_user_id }, { user }) => await copy.cancel(user, trader_user_id));
    route(copyCalls.followSelfHolding, async ({ transaction_id }, { user }) => await copy.selfHolding(user, transaction_id));
    route(copyCalls.followMy, async (_input, { user }) => await copy.my(user));
    route(copyAdminCalls.adminLeadTraders, async () => await admin.adminList());
    route(copyAdminCalls.adminLeadTraderSet, async (input) => await admin.adminSet(input));
    // Test servers only: a lead trader's market order opened or closed through the engine (browser tests).
    if (kit.options.testClock) {
      route(
        copyTestCalls.adminCopyOpen,
        async ({ user_id, ...order }) => await trading.leverSubmit(user_id, { ...order, order_type: 'market' }),
      );
      route(copyTestCalls.adminCopyClose, async ({ user_id, id }) => await trading.leverClose(user_id, id));
    }
    let stop: (() => Promise<void>) | null = null;
    kit.onLead(() => {
      // The seeded strategy traders trade by themselves in demo mode only.
      if (kit.options.mode === 'demo' && kit.options.market?.autoStart !== false) stop = runStrategies(db, feed, trading);
    });
    kit.onLeadEnd(async () => await stop?.());
  },
});
