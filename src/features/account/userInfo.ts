// The logged-in user, from the contract's call (shared by every page that shows it).
import { useEffect } from 'react';
import { useCallQuery } from '../../api/query';
import { authCalls } from '../../contract/auth';
import { useSession } from '../../shared/stores/session';

/** The logged-in user (GET /user/info), kept in the session store too. */
export function useUserInfo() {
  const token = useSession((s) => s.token);
  const setUser = useSession((s) => s.setUser);
  const query = useCallQuery(authCalls.userInfo, undefined, { enabled: Boolean(token) });
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return query;
}
