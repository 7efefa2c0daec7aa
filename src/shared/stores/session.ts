import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { UserInfo } from '../../contract/auth';

export type AccountType = 'real' | 'demo';

interface SessionState {
  token: string | null;
  /** Stored user info (SPEC: local storage key userInfo carries uid). */
  user: Pick<UserInfo, 'uid'> & Partial<UserInfo>;
  accountType: AccountType;
  signIn(token: string, uid: number, accountType: AccountType): void;
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
      signIn: (token, uid, accountType) => set({ token, user: { uid }, accountType }),
      setUser: (user) => set({ user, accountType: user.account_type }),
      clear: () => set({ token: null, user: anonymous, accountType: 'real' }),
    }),
    {
      name: 'session',
      // SPEC: the user info is stored under `userInfo`; the token beside it.
      storage: {
        getItem: () => {
          const token = localStorage.getItem('token');
          const raw = localStorage.getItem('userInfo');
          const accountType = localStorage.getItem('accountType') === 'demo' ? 'demo' : 'real';
          let user = anonymous;
          try {
            if (raw) user = JSON.parse(raw);
          } catch {
            user = anonymous;
          }
          return { state: { token, user, accountType }, version: 0 };
        },
        setItem: (_name, value) => {
          const { token, user, accountType } = value.state as Pick<SessionState, 'token' | 'user' | 'accountType'>;
          if (token) localStorage.setItem('token', token);
          else localStorage.removeItem('token');
          if (user.uid) localStorage.setItem('userInfo', JSON.stringify(user));
          else localStorage.removeItem('userInfo');
          localStorage.setItem('accountType', accountType);
        },
        removeItem: () => {
          localStorage.removeItem('token');
          localStorage.removeItem('userInfo');
        },
      },
    },
  ),
);

export const isLoggedIn = () => Boolean(useSession.getState().token);
