// Trading: contract (lever) orders, options and seconds trades, spot, executed against the market's feed.
import { defineModule } from '../../core/module';
import { migrations } from './migrations';
import { registerTradeRoutes } from './routes';
import { createTradingEngine, type TradingEngine } from './trading';

declare module '../../core/module' {
  interface Services {
    trading: TradingEngine;
  }
}

export default defineModule({
  name: 'trade',
  after: ['market'],
  migrations,
  register(kit) {
    const feed = kit.use('feed');
    const trading = createTradingEngine(kit.db, feed, kit.io, kit.scheduler);
    kit.provide('trading', trading);
    registerTradeRoutes(kit, trading, feed);
    kit.onStart(() => {
      if (kit.options.market?.autoStart !== false) trading.start();
    });
    kit.onStop(() => trading.stop());
  },
});
