// Admin commands: markets between users: OTC disputes, the NFT catalogue and lead traders.
import { copyAdminCalls } from '../../src/contract/copytrade';
import { nftCalls } from '../../src/contract/nft';
import { nftAdminCalls } from '../../src/contract/nftAdmin';
import { otcAdminCalls } from '../../src/contract/otc';
import { command, keyValues, type Params, type Command } from './command';

export const marketCommands: Record<string, Command> = {
  'otc-orders': command(
    otcAdminCalls.adminOtcOrders,
    'otc-orders [status]',
    'list OTC orders (unpaid, paid, disputed, released…)',
    ([status]) => (status ? ({ status } as Params<typeof otcAdminCalls.adminOtcOrders>) : {}),
  ),
  'otc-decide': command(
    otcAdminCalls.adminOtcDecide,
    'otc-decide <id> <release|refund> <reason…>',
    'decide an OTC dispute: release the escrow to the buyer or return it to the seller, with a reason both see',
    ([id, outcome, ...reason]) =>
      id && outcome && reason.length ? ({ id, outcome, reason: reason.join(' ') } as Params<typeof otcAdminCalls.adminOtcDecide>) : null,
  ),
  'nft-artists': command(nftCalls.getArtist, 'nft-artists', 'list the NFT artists with their number of works', () => ({ limit: '200' })),
  'nft-artist-create': command(
    nftAdminCalls.adminNftArtistCreate,
    'nft-artist-create <field=value…>',
    'add an NFT artist (an account of its own receives sales and royalties): name avatar_url [bio]',
    (args) => keyValues(args) as Params<typeof nftAdminCalls.adminNftArtistCreate> | null,
  ),
  'nft-items': command(nftAdminCalls.adminNftItems, 'nft-items', 'list every NFT artwork and blind series with its state', () => ({})),
  'nft-item-create': command(
    nftAdminCalls.adminNftItemCreate,
    'nft-item-create <field=value…>',
    'add an artwork: artist_id name media_url mode(fixed|auction|blind) price start_at end_at [min_raise margin | supply prizes=JSON] (unix seconds)',
    (args) => keyValues(args) as Params<typeof nftAdminCalls.adminNftItemCreate> | null,
  ),
  'nft-fees': command(
    nftAdminCalls.adminNftFees,
    'nft-fees [field=value…]',
    'show or change the NFT platform_fee_rate and royalty_rate (fractions, below 0.5 together)',
    (args) => (args.length ? (keyValues(args) as Params<typeof nftAdminCalls.adminNftFees> | null) : {}),
  ),
  'lead-traders': command(
    copyAdminCalls.adminLeadTraders,
    'lead-traders',
    'list the lead traders with their profit-share rate and strategy',
    () => ({}),
  ),
  'lead-trader': command(
    copyAdminCalls.adminLeadTraderSet,
    'lead-trader <uid> <0|1> [share_rate] [strategy|none]',
    'flag (1) or unflag (0) a lead trader, with the published profit-share rate (0-0.2); unflagging ends the follows',
    ([user_id, active, share_rate, strategy]) =>
      user_id && (active === '0' || active === '1')
        ? ({ user_id, active, ...(share_rate ? { share_rate } : {}), ...(strategy ? { strategy } : {}) } as Params<
            typeof copyAdminCalls.adminLeadTraderSet
          >)
        : null,
  ),
};
