// Funds: the user's four accounts per currency (funding, spot, contract, seconds), their value,
// transfers between them and conversions between currencies. Every movement goes through the core journal.
import { dec } from '../../../src/shared/lib/decimal';
import { defineModule } from '../../core/module';
import { createAccounts, type PriceOf } from './accounts';
import { createConverter, seedConvertSettings } from './convert';
import { seedFiats } from './fiats';
import { migrations } from './migrations';
import { registerFundRoutes } from './routes';

export default defineModule({
  name: 'fund',
  after: ['market'],
  migrations,
  seed: async ({ db }) => {
    await seedFiats(db);
    await seedConvertSettings(db);
  },
  register(kit) {
    const feed = kit.use('feed');
    // USDT is worth 1; another currency its <CODE>USDT market's last price (none without a market).
    const priceOf: PriceOf = (code) => {
      if (code === 'USDT') return dec(1);
      const price = feed.price(`${code}USDT`);
      return price === null || price === undefined ? null : dec(price);
    };
    registerFundRoutes(kit, createAccounts(kit.db, priceOf), createConverter(kit.db, priceOf));
  },
});
