// Invite friends: the invite page's call (user/invite) and the rebate on friends' trading fees, which
// the trading engine pays through the `inviteRebate` service. Registration records the inviter (auth
// and wallet modules: extension_code).
import { defineModule } from '../../core/module';
import { type PayRebate, payRebate } from './rebate';
import { registerInviteRoutes } from './routes';

declare module '../../core/module' {
  interface Services {
    inviteRebate: PayRebate;
  }
}

export default defineModule({
  name: 'invite',
  // The wallet module (a wallet account's address: wallet/bound.ts) and the currencies.
  after: ['auth', 'wallet', 'market'],
  register(kit) {
    registerInviteRoutes(kit);
    kit.provide('inviteRebate', payRebate);
  },
});
