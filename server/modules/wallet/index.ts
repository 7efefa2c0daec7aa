// Wallets: Sign-In with Ethereum, the address book, USDT deposits watched on the configured chains,
// wire and bank-card deposits decided by an admin (their proofs kept private).
import { defineModule } from '../../core/module';
import { registerAddressBookRoutes } from './addressBook';
import { registerDepositRoutes } from './depositRoutes';
import { createFiatDeposits, registerFiatRoutes, seedFiatSettings } from './fiat';
import { migrations } from './migrations';
import { createProofStore, migrateLegacyProofs } from './proofs';
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
  seed: async ({ db, options }) => {
    await seedFiatSettings(db, options.mode);
    // Deposit proofs of earlier versions leave the public upload folder.
    await migrateLegacyProofs(db, options.dataDir);
  },
  register(kit) {
    registerWalletRoutes(kit);
    registerAddressBookRoutes(kit);
    const deposits = createDepositWatcher(kit.db, kit.options, kit.io, kit.notify);
    kit.provide('deposits', deposits);
    const proofs = createProofStore(kit.db, kit.options.dataDir);
    const fiat = createFiatDeposits(kit.db, proofs, kit.notify);
    registerDepositRoutes(kit, fiat);
    registerFiatRoutes(kit, fiat, proofs);
    kit.onLead(() => deposits.start());
    kit.onLeadEnd(() => deposits.stop());
  },
});
