// The marketplace's calls (src/contract/nft.ts), each to its engine: market.ts reads, sales.ts buys and
// pays, auction.ts bids, owners.ts resells and opens boxes; and the admin's calls (catalog.ts).
import { desc } from 'drizzle-orm';
import { nftCalls } from '../../../src/contract/nft';
import { nftAdminCalls } from '../../../src/contract/nftAdmin';
import type { ModuleKit } from '../../core/module';
import type { Auctions } from './auction';
import { createArtist, createItem } from './catalog';
import type { Market } from './market';
import type { createOwners } from './owners';
import { setRates } from './params';
import type { Sales } from './sales';
import { nftItems } from './schema';
import type { Views } from './views';

interface Engines {
  views: Views;
  market: Market;
  sales: Sales;
  auctions: Auctions;
  owners: ReturnType<typeof createOwners>;
}

export function registerNftRoutes({ route, db }: ModuleKit, { views, market, sales, auctions, owners }: Engines): void {
  route(nftCalls.getBoxList, async (input) => await market.list(input));
  route(nftCalls.getBoxDetail, async ({ id }, { user }) => await market.detail(user, id));
  route(nftCalls.getArtist, async ({ page, limit, keyword }) => await market.artists(page, limit, keyword));
  route(nftCalls.getArtistDetail, async ({ id }) => await market.artistDetail(id));
  route(nftCalls.collect, async ({ id }, { user }) => await market.collect(user, id));
  route(nftCalls.getCollection, async ({ page, limit }, { user }) => await market.collection(user, page, limit));
  route(nftCalls.getNftCurrency, async () => await market.currency());
  route(nftCalls.buyNFT, async ({ id, price, pay_type }, { user, lang }) => await sales.buy(user, id, price, pay_type, lang));
  route(nftCalls.marginNFT, async ({ id }, { user }) => await auctions.marginNFT(user, id));
  route(nftCalls.auctionNFT, async ({ id, price }, { user }) => await auctions.bid(user, id, price));
  route(nftCalls.getBindBoxQuotationLog, async ({ id, page, limit }, { user }) => await market.quotationLog(user, id, page, limit));
  route(nftCalls.getMyNFTs, async ({ page, limit }, { user }) => await market.myNFTs(user, page, limit));
  route(nftCalls.getMyBindBoxQuotationLog, async ({ page, limit }, { user }) => await market.myBids(user, page, limit));
  route(nftCalls.openBlindBox, ({ box_id }, { user }) => owners.open(user, box_id));
  route(nftCalls.resellNFT, async (input, { user }) => await owners.resell(user, input));
  route(nftCalls.cancelResell, async ({ id }, { user }) => await owners.cancel(user, id));
  route(nftCalls.getNeedPayNFTOrder, async (_input, { user, lang }) => await market.needPay(user, lang));
  route(nftCalls.getNFTOrders, async ({ page, limit }, { user, lang }) => await market.orders(user, page, limit, lang));
  route(nftCalls.readNFTOrderMessage, async ({ order_id }, { user, lang }) => await market.readMessage(user, order_id, lang));
  route(nftCalls.payNFTOrder, async (input, { user, lang }) => await sales.pay(user, input, lang));

  route(nftAdminCalls.adminNftArtistCreate, async (input) => await views.artistView(await createArtist(db, input)));
  route(nftAdminCalls.adminNftItemCreate, async (input) => {
    const item = await createItem(db, input);
    if (item.mode === 'auction') await db.transaction(async () => await auctions.scheduleEnd(item));
    return await views.detail(item, null);
  });
  route(nftAdminCalls.adminNftItems, async () => {
    const items = await db.select().from(nftItems).orderBy(desc(nftItems.id)).all();
    return await Promise.all(items.map(async (i) => await views.detail(i, null)));
  });
  route(nftAdminCalls.adminNftFees, async (input) => await db.transaction(async () => await setRates(db, input)));
}
