import { create } from 'zustand';

/** Starting a DAPP_DEMO session: idle (a session exists or ended), starting, or failed with the server's reason. */
export interface DemoStartState {
  status: 'idle' | 'starting' | 'failed';
  /** The translated reason of the last failure ('' when none). */
  error: string;
}

export const useDemoStart = create<DemoStartState>()(() => ({ status: 'idle', error: '' }));
