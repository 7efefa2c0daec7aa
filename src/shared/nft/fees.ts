// NFT sale formulas (AREAS.md "NFT marketplace"), shared by the pages' previews and the server's
// settlement: on a sale at `price` the platform takes its fee (rounded UP to the ledger's 8 decimals:
// the seller pays it), the artist gets the royalty on a resale (rounded DOWN: the artist receives it;
// none on the artist's own first sale), and the seller receives the rest, so the three add up to the
// price exactly.
import { Decimal, dec } from '../lib/decimal';
import { MONEY_DECIMALS } from '../trade/formulas';

export interface NftSaleSplit {
  price: Decimal;
  platformFee: Decimal;
  royalty: Decimal;
  sellerReceives: Decimal;
}

export interface NftRates {
  platform_fee_rate: Decimal.Value;
  royalty_rate: Decimal.Value;
}

/** How a sale at `price` splits; `resale` false is the artist's first sale (no royalty). */
export function nftSaleSplit(price: Decimal.Value, rates: NftRates, resale: boolean): NftSaleSplit {
  const p = dec(price);
  const platformFee = Decimal.min(p, p.times(rates.platform_fee_rate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP));
  const royalty = resale
    ? Decimal.min(p.minus(platformFee), p.times(rates.royalty_rate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN))
    : dec(0);
  return { price: p, platformFee, royalty, sellerReceives: p.minus(platformFee).minus(royalty) };
}

/** The lowest bid an auction accepts now: the starting price before any bid, else highest + minimum raise. */
export function nftNextMinBid(startPrice: Decimal.Value, highestBid: Decimal.Value | null, minRaise: Decimal.Value): Decimal {
  return highestBid === null ? dec(startPrice) : dec(highestBid).plus(minRaise);
}
