import { useEffect } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { api } from '../api';
import { contentCalls } from '../contract/content';
import { usePrefs } from '../shared/stores/prefs';
import { useSite } from '../shared/stores/site';
import { Overlays } from './Overlays';
import { RouteView } from './RouteView';
import { routes } from './routes';

/** Launch (and each language switch): the site config fills the name, logo, withdrawal fee rate and the demo flag. */
function SiteConfig() {
  const setConfig = useSite((s) => s.setConfig);
  const lang = usePrefs((s) => s.lang);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `lang` is why it runs again (the call sends the language).
  useEffect(() => {
    let alive = true;
    api(contentCalls.siteConfig, undefined, { quiet: true }).then(
      (config) => alive && setConfig(config),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [lang, setConfig]);
  return null;
}

/** The shell: routes, overlays and the site config. TanStack Query's provider wraps it (src/main.tsx). */
export function App() {
  return (
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
  );
}
