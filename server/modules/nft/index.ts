// The NFT marketplace (AREAS.md "NFT marketplace"): artworks and blind-box series by artists, sold at a
// fixed price, by auction or in boxes, resold by their owners, paid from the funding balance or by a
// wallet transfer to the buyer's deposit address (settled when the wallet module credits it). The
// engine: market.ts (reads), sales.ts (buy, pay, deadlines, the deposit hook), auction.ts, owners.ts
// (resale, opening boxes), catalog.ts + seed.ts (artists and items). Withdrawing to a chain is mint*.ts.
import { defineModule } from '../../core/module';
import { createAuctions } from './auction';
import { createMarket } from './market';
import { migrations } from './migrations';
import { mintMigrations } from './mint';
import { registerMint } from './mintRoutes';
import { createOwners } from './owners';
import { registerNftRoutes } from './routes';
import { createSales } from './sales';
import { seedNft } from './seed';
import { createViews } from './views';
import { nftAudit } from './audit';

export default defineModule({
  name: 'nft',
  audit: nftAudit,
  after: ['market', 'wallet'],
  migrations: [...migrations, ...mintMigrations],
  seed: ({ db, options }) => seedNft(db, options),
  async register(kit) {
    const { db, options, scheduler, notify } = kit;
    const views = createViews(db, options.chains ?? []);
    const market = createMarket(db, options, views);
    const sales = createSales(db, options, scheduler, notify, views);
    const auctions = createAuctions(db, scheduler, notify, views, sales);
    const owners = createOwners(db, views, auctions);
    await auctions.scheduleAll();
    // A wallet payment is settled in the transaction that credits its deposit.
    kit.use('deposits').onDepositCredited(sales.onCredited);
    registerNftRoutes(kit, { views, market, sales, auctions, owners });
    registerMint(kit, views);
  },
});
