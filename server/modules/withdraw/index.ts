// Withdrawals: USDT from the funding account to an address-book entry on a configured chain, frozen at
// request, decided by an admin, sent by the hot wallet and followed to its confirmations. The module
// also owns the 24-hour limit on money leaving, which sale coin shares (service `outflowLimit`).
import { dec } from '../../../src/shared/lib/decimal';
import { defineModule } from '../../core/module';
import { withdrawAudit } from './audit';
import { createDecisions } from './decisions';
import { BTC, createOutflowLimit, type OutflowLimitService } from './limits';
import { migrations } from './migrations';
import { createWithdrawals, seedWithdrawSettings } from './requests';
import { registerWithdrawRoutes } from './routes';
import { createSender, type Sender } from './sender';

declare module '../../core/module' {
  interface Services {
    withdrawals: Sender;
    outflowLimit: OutflowLimitService;
  }
}

export default defineModule({
  name: 'withdraw',
  audit: withdrawAudit,
  after: ['auth', 'market', 'wallet', 'fund'],
  migrations,
  seed: async ({ db }) => await seedWithdrawSettings(db),
  register(kit) {
    const feed = kit.use('feed');
    const chains = kit.options.chains ?? [];
    let sender: Sender | null = null;
    const limit = createOutflowLimit(kit.db, () => feed.price(BTC));
    // The last live BTC price is written down as it ticks (at most once a minute).
    const unsubscribe = feed.onTicks(async (ticks) => {
      const btc = ticks.findLast((t) => t.symbol === BTC);
      if (btc) await limit.remember(dec(btc.price));
    });
    const requests = createWithdrawals({ db: kit.db, chains, payPassword: kit.use('payPassword'), limit, notify: kit.notify });
    const decisions = createDecisions(kit.db, requests, () => sender?.poke());
    sender = createSender({
      db: kit.db,
      chains,
      hotWalletKey: kit.options.hotWalletKey,
      requests,
      isStuck: decisions.isStuck,
      watchMs: kit.options.watchMs ?? 1000,
      log: kit.options.log !== false,
    });
    kit.provide('withdrawals', sender);
    kit.provide('outflowLimit', limit);
    registerWithdrawRoutes(kit, requests, decisions);
    kit.onLead(() => sender?.start());
    kit.onLeadEnd(() => {
      unsubscribe();
      return sender?.stop();
    });
  },
});
