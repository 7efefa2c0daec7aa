import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { useCallQuery } from '../api/query';
import { queryClient } from '../api/queryClient';
import { contentCalls } from '../contract/content';
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
