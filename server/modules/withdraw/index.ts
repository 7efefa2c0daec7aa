// Withdrawals: USDT from the funding account to an address-book entry on a configured chain, frozen at
// request, decided by an admin, sent by the hot wallet and followed to its confirmations.
import { dec } from '../../../src/shared/lib/decimal';
import { defineModule } from '../../core/module';
import { migrations } from './migrations';
import { createWithdrawals, seedWithdrawSettings } from './requests';
import { registerWithdrawRoutes } from './routes';
import { createSender, type Sender } from './sender';
import { withdrawAudit } from './audit';

declare module '../../core/module' {
  interface Services {
    withdrawals: Sender;
  }
}

export default defineModule({
  name: 'withdraw',
  audit: withdrawAudit,
  after: ['auth', 'market', 'wallet', 'fund'],
  migrations,
  seed: ({ db }) => seedWithdrawSettings(db),
  register(kit) {
    const feed = kit.use('feed');
    const chains = kit.options.chains ?? [];
    let sender: Sender | null = null;
    const requests = createWithdrawals({
      db: kit.db,
      chains,
      payPassword: kit.use('payPassword'),
      btcPrice: () => {
        const price = feed.price('BTCUSDT');
        return price === null || price === undefined ? null : dec(price);
      },
      onApproved: () => sender?.poke(),
      notify: kit.notify,
    });
    sender = createSender({
      db: kit.db,
      chains,
      hotWalletKey: kit.options.hotWalletKey,
      requests,
      watchMs: kit.options.watchMs ?? 1000,
      log: kit.options.log !== false,
    });
    kit.provide('withdrawals', sender);
    registerWithdrawRoutes(kit, requests);
    kit.onStart(() => sender?.start());
    kit.onStop(() => sender?.stop());
  },
});
