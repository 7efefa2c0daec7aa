// Sign-In with Ethereum through RainbowKit: the server's nonce, the signed message, user/dologin; an
// address without an account waits for "create an account?" (RegisterDialog).
import { createAuthenticationAdapter, RainbowKitAuthenticationProvider, type AuthenticationStatus } from '@rainbow-me/rainbowkit';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from '../../../shared/nav';
import { parseSiweMessage } from 'viem/siwe';
import { useAccount, useConfig } from 'wagmi';
import { create } from 'zustand';
import { ApiError } from '../../../api';
import { useCallMutation } from '../../../api/mutation';
import { callQuery } from '../../../api/query';
import { authCalls, type TokenReply } from '../../../contract/auth';
import { type WalletLoginReq, walletCalls } from '../../../contract/wallet';
import { useSession } from '../../../shared/stores/session';
import { toast } from '../../../shared/stores/ui';
import { safeRedirect } from '../../auth';
import { errorText } from './rejections';
import { learnServerTime, siweMessage } from './siweMessage';

/** A wallet login the server refused because no account uses the address: waits for "create an account?". */
export const usePendingRegister = create<{ pending: WalletLoginReq | null }>(() => ({ pending: null }));

/** Stores the wallet session, loads the user, goes to the redirect or the Account tab. */
export function useFinishWalletSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  return async (reply: TokenReply, address: string) => {
    useSession.getState().signIn(reply.token, reply.uid, reply.account_type, address);
    client.clear();
    try {
      // Fetched once (no retry: the account page loads it again) and cached where the account page reads it.
      const user = await client.fetchQuery({ ...callQuery(authCalls.userInfo, undefined, { quiet: true }), retry: false });
      useSession.getState().setUser(user);
    } catch {
      // The account page loads it again.
    }
    // The session now has a wallet: main.tsx starts the watcher that follows it.
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}

/** RainbowKit's authentication provider: its "Verify your account" step signs in with the server. */
export function SiweAuthentication({ children }: { children: ReactNode }) {
  const wallet = useSession((s) => s.wallet);
  const { address, chainId } = useAccount();
  const { chains } = useConfig();
  // No signing on a chain the app does not support: the switch-network prompt comes first.
  const chainSupported = chainId === undefined || chains.some((chain) => chain.id === chainId);
  const nonce = useCallMutation(walletCalls.nonce);
  const login = useCallMutation(walletCalls.walletLogin);
  const logout = useCallMutation(authCalls.logout);
  const finish = useFinishWalletSignIn();
  // RainbowKit keeps the adapter it was given first: it reaches the newest hooks through this ref.
  const latest = useRef({ nonce: nonce.mutateAsync, login: login.mutateAsync, logout: logout.mutateAsync, finish });
  latest.current = { nonce: nonce.mutateAsync, login: login.mutateAsync, logout: logout.mutateAsync, finish };
  const status: AuthenticationStatus = wallet && address?.toLowerCase() === wallet ? 'authenticated' : 'unauthenticated';
  const adapter = useMemo(
    () =>
      createAuthenticationAdapter({
        getNonce: async () => {
          const issued = await latest.current.nonce({});
          learnServerTime(issued.issued_at);
          return issued.nonce;
        },
        createMessage: ({ nonce: issued, address: from, chainId: chain }) => siweMessage(from, chain, issued),
        verify: async ({ message, signature }) => {
          const from = parseSiweMessage(message).address ?? '';
          const req: WalletLoginReq = { user_string: from, message, signature };
          try {
            await latest.current.finish(await latest.current.login(req), from);
            return true;
          } catch (err) {
            if (err instanceof ApiError && err.kind === 'business' && err.field === 'user_string') {
              // No account for this address: close the modal and ask whether to create one.
              usePendingRegister.setState({ pending: req });
              return true;
            }
            toast(errorText(err));
            return false;
          }
        },
        signOut: async () => {
          await latest.current.logout({}).catch(() => undefined);
          useSession.getState().clear();
        },
      }),
    [],
  );
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status} enabled={chainSupported}>
      {children}
    </RainbowKitAuthenticationProvider>
  );
}
