import { create } from 'zustand';
import { useSession } from './session';
import { useSite } from './site';

/** Starting a DAPP_DEMO session: idle (a session exists or ended), starting, or failed with the server's reason. */
export interface DemoStartState {
  status: 'idle' | 'starting' | 'failed';
  /** The translated reason of the last failure ('' when none). */
  error: string;
}

export const useDemoStart = create<DemoStartState>()(() => ({ status: 'idle', error: '' }));

/** True in a DAPP_DEMO build (whatever the session) and for any signed-in demo account. */
export function useDemoSession(): boolean {
  const dappDemo = useSite((s) => s.DAPP_DEMO);
  const demoAccount = useSession((s) => s.accountType === 'demo' && Boolean(s.token));
  return dappDemo || demoAccount;
}
