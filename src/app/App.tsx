import { useEffect, useRef } from 'react';
import { HashRouter, Route, Routes, useLocation } from 'react-router-dom';
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

/**
 * The pages slide in when the user moves between them, not on the page a visit opens: that one takes
 * the boot shell's place at once (it already waited for its code), and its content counts as painted
 * when it is (a page fading in from transparent paints nothing for the browser's metrics).
 */
function PageMotion() {
  const { key } = useLocation();
  const opened = useRef(key);
  useEffect(() => {
    if (key !== opened.current) document.documentElement.classList.add('navigated');
  }, [key]);
  return null;
}

/** The shell: routes, overlays and the site config. TanStack Query's provider wraps it (src/main.tsx). */
export function App() {
  return (
    <HashRouter>
      <SiteConfig />
      <PageMotion />
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
