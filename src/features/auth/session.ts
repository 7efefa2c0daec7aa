// Signing in and out: the session store, the query cache and where the app goes next.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { callQuery } from '../../api/query';
import type { TokenReply } from '../../contract/auth';
import { authCalls } from '../../contract/auth';
import { useSession } from '../../shared/stores/session';

/** Only paths inside the app may be a redirect target. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/pages/common/login') ? value : '/pages/fund/assets';
}

/** After login or registration: store the session, load the user, go back to where the user was. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  return async (reply: TokenReply) => {
    useSession.getState().signIn(reply.token, reply.uid, reply.account_type);
    queryClient.clear();
    try {
      // Fetched once (no retry: the account page loads it again) and cached where useUserInfo reads it.
      const user = await queryClient.fetchQuery({ ...callQuery(authCalls.userInfo, undefined, { quiet: true }), retry: false });
      useSession.getState().setUser(user);
    } catch {
      // The account page loads it again.
    }
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}

/** Logout: tell the server, then forget the session here whatever it answered, and go on to `to`. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useCallMutation(authCalls.logout);
  return async (to = '/pages/fund/assets') => {
    await logout.mutateAsync({}).catch(() => undefined);
    useSession.getState().clear();
    queryClient.clear();
    navigate(to, { replace: true });
  };
}
