// Copy trading and following traders: lead traders (admin-flagged accounts; seeded ones trade by
// published strategies), follows, the copy engine hooked into the contract engine's transactions
// (engine.ts), the calls (service.ts).
import { copyAdminCalls, copyCalls, copyTestCalls } from '../../../src/contract/copytrade';
import { defineModule } from '../../core/module';
import { createCopyEngine } from './engine';
import { migrations } from './migrations';
import { seedLeadTraders } from './seed';
import { createCopyService } from './service';
import { runStrategies } from './strategies';

export default defineModule({
  name: 'copytrade',
  after: ['trade'],
  migrations,
  seed: ({ db }) => seedLeadTraders(db),
  register(kit) {
    const { route, db } = kit;
    const trading = kit.use('trading');
    const feed = kit.use('feed');
    const engine = createCopyEngine(db, trading, feed, kit.notify);
    const copy = createCopyService(db, trading, engine);
    route(copyCalls.followIndex, (_input, { user }) => copy.index(user));
    route(copyCalls.followTraderDetail, ({ trader_user_id }, { user }) => copy.detail(trader_user_id, user));
    route(copyCalls.followHistoryTrade, ({ trader_user_id, ...q }) => copy.history(trader_user_id, q));
    route(copyCalls.followFollow, (input, { user }) => copy.follow(user, input));
    route(copyCalls.followCancel, ({ trader_user_id }, { user }) => copy.cancel(user, trader_user_id));
    route(copyCalls.followSelfHolding, ({ transaction_id }, { user }) => copy.selfHolding(user, transaction_id));
    route(copyCalls.followMy, (_input, { user }) => copy.my(user));
    route(copyAdminCalls.adminLeadTraders, () => copy.adminList());
    route(copyAdminCalls.adminLeadTraderSet, (input) => copy.adminSet(input));
    // Test servers only: a lead trader's market order opened or closed through the engine (browser tests).
    if (kit.options.testClock) {
      route(copyTestCalls.adminCopyOpen, ({ user_id, ...order }) => trading.leverSubmit(user_id, { ...order, order_type: 'market' }));
      route(copyTestCalls.adminCopyClose, ({ user_id, id }) => trading.leverClose(user_id, id));
    }
    let stop: (() => void) | null = null;
    kit.onStart(() => {
      if (kit.options.market?.autoStart !== false) stop = runStrategies(db, feed, trading);
    });
    kit.onStop(() => stop?.());
  },
});
