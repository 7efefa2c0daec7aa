import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { walletCalls } from '../../contract/wallet';
import { useSession } from '../../shared/stores/session';

/** The user's deposit address on each supported chain (none for demo accounts: they cannot deposit). */
export function useInAddresses() {
  const demo = useSession((s) => s.accountType === 'demo');
  const query = useQuery({ queryKey: ['inAddress'], queryFn: () => api(walletCalls.inAddress, {}), enabled: !demo, staleTime: 60_000 });
  return { ...query, demo };
}
