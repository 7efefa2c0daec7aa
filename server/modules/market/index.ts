// Markets: the simulated price feed (walk, candles, book, trades), quotations, favourites.
import { adminCalls } from '../../../src/contract/admin';
import { ApiFailure } from '../../core/http';
import { defineModule } from '../../core/module';
import { seedCatalogue } from './catalogue';
import { migrations } from './migrations';
import { createPriceFeed, type MarketFeed } from './prices';
import { registerMarketRoutes } from './routes';

/** The cluster's channel of the tick stream. */
const TICK_STREAM = 'kestrel_ticks';

declare module '../../core/module' {
  interface Services {
    /** The simulated market every price comes from. */
    feed: MarketFeed;
  }
}

export default defineModule({
  name: 'market',
  migrations,
  seed: async ({ db, options }) => await seedCatalogue(db, options.market?.extraSymbols ?? 0),
  async register(kit) {
    // The leader's feed ticks and sends its ticks to the others; theirs mirror them (prices.ts).
    const send = kit.cluster.shared ? (body: string) => kit.cluster.send(TICK_STREAM, body) : null;
    const feed = await createPriceFeed(kit.db, kit.io, kit.options.market, send);
    kit.cluster.listen(TICK_STREAM, (body) => {
      if (!kit.cluster.leading()) feed.mirror(body).catch((error: unknown) => console.error('market: a mirrored tick failed', error));
    });
    kit.provide('feed', feed);
    registerMarketRoutes(kit, feed);
    // Test servers only: a test moves a price by hand (a jump the random walk would take its time to make).
    if (kit.options.testClock) {
      kit.route(adminCalls.price, async ({ symbol, price }) => {
        if (!feed.row(symbol)) throw new ApiFailure('marketErrors.unknownSymbol', {}, { field: 'symbol' });
        await feed.push(symbol, price);
        return { symbol, price };
      });
    }
    kit.onLead(() => {
      if (kit.options.market?.autoStart !== false) feed.start();
    });
    kit.onLeadEnd(async () => await feed.stop());
  },
});
