import { defineRoutes } from '../../shared/route';

export const routes = defineRoutes(
  ['nft'],
  [
    { path: '/pages/nft/nft', load: () => import('./NftPage') },
    { path: '/pages/nft/artistDetail', load: () => import('./ArtistDetailPage') },
    { path: '/pages/nft/artworkDetail', load: () => import('./DetailPage') },
    { path: '/pages/nft/artworkDetail_video', load: () => import('./DetailPage') },
    { path: '/pages/nft/purchase', load: () => import('./PurchasePage') },
    { path: '/pages/nft/purchase_one', load: () => import('./PurchaseOnePage'), auth: true },
    { path: '/pages/nft/mine', load: () => import('./MinePage'), auth: true },
    { path: '/pages/nft/myNft', load: () => import('./MyNftPage'), auth: true },
    { path: '/pages/nft/resell', load: () => import('./ResellPage'), auth: true },
    { path: '/pages/nft/components/artist', load: () => import('./components/ArtistList') },
    { path: '/pages/nft/components/artwork', load: () => import('./components/ArtworkList') },
    { path: '/pages/nft/components/collection', load: () => import('./components/CollectionList') },
    { path: '/pages/nft/components/search', load: () => import('./components/SearchPanel') },
  ],
);
