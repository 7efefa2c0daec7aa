// Wallets: Sign-In with Ethereum, the address book, USDT deposits watched on the configured chains,
// wire and bank-card deposits decided by an admin.
import { defineModule } from '../../core/module';
import { registerAddressBookRoutes } from './addressBook';
import { registerDepositRoutes } from './depositRoutes';
import { createFiatDeposits, registerFiatRoutes, seedFiatSettings } from './fiat';
import { migrations } from './migrations';
import { registerWalletRoutes } from './siwe';
import { createDepositWatcher, type DepositWatcher } from './watcher';

declare module '../../core/module' {
  interface Services {
    deposits: DepositWatcher;
  }
}

export default defineModule({
  name: 'wallet',
  after: ['auth', 'market', 'coupon'],
  migrations,
  seed: ({ db }) => seedFiatSettings(db),
  register(kit) {
    registerWalletRoutes(kit);
    registerAddressBookRoutes(kit);
    const deposits = createDepositWatcher(kit.db, kit.options, kit.io, kit.notify);
    kit.provide('deposits', deposits);
    const fiat = createFiatDeposits(kit.db, kit.options.dataDir, kit.notify);
    registerDepositRoutes(kit, fiat);
    registerFiatRoutes(kit, fiat);
    kit.onStart(() => deposits.start());
    kit.onStop(() => deposits.stop());
  },
});
