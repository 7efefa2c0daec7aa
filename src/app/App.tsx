import { useEffect, useRef } from 'react';
import { Router } from 'wouter';
import { hashHref, useHashLocation, useHashSearch, useLocation } from '../shared/nav';
import { api } from '../api';
import { contentCalls } from '../contract/content';
import { usePrefs } from '../shared/stores/prefs';
import { useSite } from '../shared/stores/site';
import { Overlays } from './Overlays';
import { RouteView } from './RouteView';
import { routeOf } from './routes';

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
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const opened = useRef(here);
  useEffect(() => {
    if (here !== opened.current) document.documentElement.classList.add('navigated');
  }, [here]);
  return null;
}

/** The page of the current path (a new path mounts its page afresh; a new query keeps it). */
function CurrentPage() {
  const route = routeOf(useLocation().pathname);
  return <RouteView key={route.path} route={route} />;
}

/** The shell: routes, overlays and the site config. TanStack Query's provider wraps it (src/main.tsx). */
export function App() {
  return (
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
      <SiteConfig />
      <PageMotion />
      <CurrentPage />
      <Overlays />
    </Router>
  );
}
