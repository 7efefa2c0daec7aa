// TanStack Query for the pages: the provider of the app's one client, and what empties or refreshes its
// cache. src/main.tsx loads this module beside the shell's strings, so the query library is not in the
// first screen's bundle and is there before the first page renders.
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { usePrefs } from '../shared/stores/prefs';
import { useSession } from '../shared/stores/session';
import { takeAllEarly } from './early';
import { queryClient } from './queryClient';

// What the server answers depends on who asks and in which language: a session that ends leaves no
// one's data in the cache, and a language switch refetches what is on screen in the new language.
useSession.subscribe((state, previous) => {
  if (previous.token && state.token !== previous.token) queryClient.removeQueries();
});
// Only a switch: i18next also says 'languageChanged' as it starts in the language the start-up asked
// in, which would throw away the answers asked for at start-up (below) if this module came first.
let asked = usePrefs.getState().lang as string;
i18next.on('languageChanged', (lang: string) => {
  if (lang === asked) return;
  asked = lang;
  void queryClient.invalidateQueries();
});

// The opened page's data asked for at start-up (early.ts): its answers become the queries' first fetch.
for (const { key, answer } of takeAllEarly()) void queryClient.prefetchQuery({ queryKey: key, queryFn: () => answer });

export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
