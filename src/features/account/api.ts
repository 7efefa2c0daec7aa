import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api';
import { authCalls } from '../../contract/auth';
import { useSession } from '../../shared/stores/session';

/** The logged-in user (GET /user/info), kept in the session store too. */
export function useUserInfo() {
  const token = useSession((s) => s.token);
  const setUser = useSession((s) => s.setUser);
  const query = useQuery({ queryKey: ['userInfo'], queryFn: () => api(authCalls.userInfo), enabled: Boolean(token) });
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return query;
}
