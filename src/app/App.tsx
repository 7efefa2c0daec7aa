import { useEffect, useLayoutEffect, useRef } from 'react';
import { HashRouter } from 'react-router-dom';
import { api } from '../api';
import { contentCalls } from '../contract/content';
import { setRouterNavigate } from '../shared/location';
import { currentPath, useLocation, useNavigate } from '../shared/nav';
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
 * The router's navigate for code outside React (src/shared/location.ts), and no hash change missed: the
 * first render is a transition (src/main.tsx) and the router listens only from its commit on, so when the
 * hash moved meanwhile, the router is told as the browser would tell it (a popstate), once it listens.
 */
function RouterBridge() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const rendered = useRef(pathname + search);
  useLayoutEffect(() => {
    setRouterNavigate((to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options)));
    return () => setRouterNavigate(null);
  }, [navigate]);
  // A passive effect: it runs after the HashRouter's layout effect, which starts its listening.
  useEffect(() => {
    if (currentPath() !== rendered.current) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, []);
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

/**
 * The page of the current path, matched against the areas' route tables (src/app/routes.ts) and loaded
 * lazily with its strings (RouteView): a new path mounts its page afresh, a new query keeps it.
 * (The router's <Routes> would add 2 KB to the first screen for what a data router needs: error
 * boundaries and outlets for nested routes, which the app's flat table has none of.)
 */
function CurrentPage() {
  const route = routeOf(useLocation().pathname);
  return <RouteView key={route.path} route={route} />;
}

/** The shell: the router on the hash, the current page, the overlays and the site config. TanStack Query's provider wraps it. */
export function App() {
  return (
    <HashRouter useTransitions={false}>
      <RouterBridge />
      <SiteConfig />
      <PageMotion />
      <CurrentPage />
      <Overlays />
    </HashRouter>
  );
}
