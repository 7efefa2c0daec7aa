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
  route(nftCalls.getBoxList, (input) => market.list(input));
  route(nftCalls.getBoxDetail, ({ id }, { user }) => market.detail(user, id));
  route(nftCalls.getArtist, ({ page, limit, keyword }) => market.artists(page, limit, keyword));
  route(nftCalls.getArtistDetail, ({ id }) => market.artistDetail(id));
  route(nftCalls.collect, ({ id }, { user }) => market.collect(user, id));
  route(nftCalls.getCollection, ({ page, limit }, { user }) => market.collection(user, page, limit));
  route(nftCalls.getNftCurrency, () => market.currency());
  route(nftCalls.buyNFT, ({ id, price, pay_type }, { user, lang }) => sales.buy(user, id, price, pay_type, lang));
  route(nftCalls.marginNFT, ({ id }, { user }) => auctions.marginNFT(user, id));
  route(nftCalls.auctionNFT, ({ id, price }, { user }) => auctions.bid(user, id, price));
  route(nftCalls.getBindBoxQuotationLog, ({ id, page, limit }, { user }) => market.quotationLog(user, id, page, limit));
  route(nftCalls.getMyNFTs, ({ page, limit }, { user }) => market.myNFTs(user, page, limit));
  route(nftCalls.getMyBindBoxQuotationLog, ({ page, limit }, { user }) => market.myBids(user, page, limit));
  route(nftCalls.openBlindBox, ({ box_id }, { user }) => owners.open(user, box_id));
  route(nftCalls.resellNFT, (input, { user }) => owners.resell(user, input));
  route(nftCalls.cancelResell, ({ id }, { user }) => owners.cancel(user, id));
  route(nftCalls.getNeedPayNFTOrder, (_input, { user, lang }) => market.needPay(user, lang));
  route(nftCalls.getNFTOrders, ({ page, limit }, { user, lang }) => market.orders(user, page, limit, lang));
  route(nftCalls.readNFTOrderMessage, ({ order_id }, { user, lang }) => market.readMessage(user, order_id, lang));
  route(nftCalls.payNFTOrder, (input, { user, lang }) => sales.pay(user, input, lang));

  route(nftAdminCalls.adminNftArtistCreate, (input) => views.artistView(createArtist(db, input)));
  route(nftAdminCalls.adminNftItemCreate, async (input) => {
    const item = await createItem(db, input);
    if (item.mode === 'auction') db.transaction(() => auctions.scheduleEnd(item));
    return views.detail(item, null);
  });
  route(nftAdminCalls.adminNftItems, () =>
    db
      .select()
      .from(nftItems)
      .orderBy(desc(nftItems.id))
      .all()
      .map((i) => views.detail(i, null)),
  );
  route(nftAdminCalls.adminNftFees, (input) => db.transaction(() => setRates(db, input)));
}
