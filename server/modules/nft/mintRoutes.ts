// withdrawNFT and the minter's life: the minter runs with the server (rounds every WATCH_MS; tests call tick()).
import { nftCalls } from '../../../src/contract/nft';
import type { ModuleKit } from '../../core/module';
import { createMints, type Mints } from './mint';
import type { Views } from './views';

declare module '../../core/module' {
  interface Services {
    nftMints: Mints;
  }
}

export function registerMint(kit: ModuleKit, views: Views): Mints {
  const mints = createMints({ db: kit.db, options: kit.options, views });
  kit.route(nftCalls.withdrawNFT, async ({ id, address }, { user }) => {
    const reply = await mints.withdraw(user, id, address);
    mints.poke();
    return reply;
  });
  kit.provide('nftMints', mints);
  kit.onLead(() => mints.start());
  kit.onLeadEnd(() => mints.stop());
  return mints;
}
