// Markets: the simulated price feed (walk, candles, book, trades), quotations, favourites.
import { defineModule } from '../../core/module';
import { seedCatalogue } from './catalogue';
import { migrations } from './migrations';
import { createPriceFeed, type MarketFeed } from './prices';
import { registerMarketRoutes } from './routes';

declare module '../../core/module' {
  interface Services {
    /** The simulated market every price comes from. */
    feed: MarketFeed;
  }
}

export default defineModule({
  name: 'market',
  migrations,
  seed: ({ db, options }) => seedCatalogue(db, options.market?.extraSymbols ?? 0),
  register(kit) {
    const feed = createPriceFeed(kit.db, kit.io, kit.options.market);
    kit.provide('feed', feed);
    registerMarketRoutes(kit, feed);
    kit.onStart(() => {
      if (kit.options.market?.autoStart !== false) feed.start();
    });
    kit.onStop(() => feed.stop());
  },
});
