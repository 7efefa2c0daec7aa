import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { UserInfo } from '../../contract/auth';

export type AccountType = 'real' | 'demo';

interface SessionState {
  token: string | null;
  /** Stored user info (SPEC: local storage key userInfo carries uid). */
  user: Pick<UserInfo, 'uid'> & Partial<UserInfo>;
  accountType: AccountType;
  /** The wallet address of a Sign-In with Ethereum session (lower case); null for email/phone sessions. */
  wallet: string | null;
  signIn(token: string, uid: number, accountType: AccountType, wallet?: string): void;
  setUser(user: UserInfo): void;
  clear(): void;
}

const anonymous = { uid: 0 };

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: anonymous,
      accountType: 'real',
      wallet: null,
      signIn: (token, uid, accountType, wallet) => set({ token, user: { uid }, accountType, wallet: wallet?.toLowerCase() ?? null }),
      setUser: (user) => set({ user, accountType: user.account_type }),
      clear: () => set({ token: null, user: anonymous, accountType: 'real', wallet: null }),
    }),
    {
      name: 'session',
      // SPEC: the user info is stored under `userInfo`; the token beside it.
      storage: {
        getItem: () => {
          const token = localStorage.getItem('token');
          const raw = localStorage.getItem('userInfo');
          const accountType = localStorage.getItem('accountType') === 'demo' ? 'demo' : 'real';
          const wallet = localStorage.getItem('wallet');
          let user = anonymous;
          try {
            if (raw) user = JSON.parse(raw);
          } catch {
            user = anonymous;
          }
          return { state: { token, user, accountType, wallet }, version: 0 };
        },
        setItem: (_name, value) => {
          const { token, user, accountType, wallet } = value.state as Pick<SessionState, 'token' | 'user' | 'accountType' | 'wallet'>;
          if (token) localStorage.setItem('token', token);
          else localStorage.removeItem('token');
          if (user.uid) localStorage.setItem('userInfo', JSON.stringify(user));
          else localStorage.removeItem('userInfo');
          localStorage.setItem('accountType', accountType);
          if (wallet) localStorage.setItem('wallet', wallet);
          else localStorage.removeItem('wallet');
        },
        removeItem: () => {
          localStorage.removeItem('token');
          localStorage.removeItem('userInfo');
          localStorage.removeItem('wallet');
        },
      },
    },
  ),
);

export const isLoggedIn = () => Boolean(useSession.getState().token);
