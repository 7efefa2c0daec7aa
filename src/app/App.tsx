import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { useCallQuery } from '../api/query';
import { queryClient } from '../api/queryClient';
import { contentCalls } from '../contract/content';
import { useSession } from '../shared/stores/session';
import { useSite } from '../shared/stores/site';
import { Overlays } from './Overlays';
import { RouteView } from './RouteView';
import { routes } from './routes';

/** Launch: the site config fills the name, logo, withdrawal fee rate and the demo flag. */
function SiteConfig() {
  const setConfig = useSite((s) => s.setConfig);
  const { data } = useCallQuery(contentCalls.siteConfig, undefined, { quiet: true, staleTime: 5 * 60_000 });
  useEffect(() => {
    if (data) setConfig(data);
  }, [data, setConfig]);
  return null;
}

// What the server answers depends on who asks and in which language: a session that ends leaves no
// one's data in the cache, and a language switch refetches what is on screen in the new language.
useSession.subscribe((state, previous) => {
  if (previous.token && state.token !== previous.token) queryClient.removeQueries();
});
i18next.on('languageChanged', () => void queryClient.invalidateQueries());

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <SiteConfig />
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
          ))}
          <Route path="*" element={<RouteView route={routes[0]} />} />
        </Routes>
        <Overlays />
      </HashRouter>
    </QueryClientProvider>
  );
}
