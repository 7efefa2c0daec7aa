// Wallets: Sign-In with Ethereum, bound addresses, USDT deposits watched on the configured chains.
import { defineModule } from '../../core/module';
import { registerDepositRoutes } from './depositRoutes';
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
  after: ['auth', 'market'],
  migrations,
  register(kit) {
    registerWalletRoutes(kit);
    const deposits = createDepositWatcher(kit.db, kit.options, kit.io);
    kit.provide('deposits', deposits);
    registerDepositRoutes(kit);
    kit.onStart(() => deposits.start());
    kit.onStop(() => deposits.stop());
  },
});
