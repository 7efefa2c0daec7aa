// The fund area's server state.
import { useCallQuery } from '../../api/query';
import { walletCalls } from '../../contract/wallet';
import { useSession } from '../../shared/stores/session';

/** The user's deposit address on each supported chain (none for demo accounts: they cannot deposit). */
export function useInAddresses() {
  const demo = useSession((s) => s.accountType === 'demo');
  const query = useCallQuery(walletCalls.inAddress, {}, { enabled: !demo, staleTime: 60_000 });
  return { ...query, demo };
}

/** A supported chain by id (name, explorer, confirmations); the list changes rarely. */
export function useChainOf() {
  const chains = useCallQuery(walletCalls.chains, {}, { quiet: true, staleTime: 300_000 });
  return (id: number) => chains.data?.find((c) => c.chain_id === id);
}
