// Public face of the fund feature for other features: the assets section of the Account tab (loaded
// lazily, so the tab's own chunk stays light and a guest never loads it), the transfer offer the
// trading pages show beside a balance, and the addresses of the transfer and convert pages.
import { lazy } from 'react';

export const AssetsOverview = lazy(() => import('./AssetsOverview'));
export { convertPath, transferPath } from './paths';
export { TransferOffer } from './TransferOffer';
