import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../shared/nav';
import { go, loginPathFrom } from '../api';
import { REDIRECT_MS } from '../shared/config/constants';
import { DAPP_DEMO } from '../shared/config/demo';
import { loadNamespaces } from '../shared/i18n';
import { RouteContext, type RouteDef } from '../shared/route';
import { useSession } from '../shared/stores/session';
import { toast, useUi } from '../shared/stores/ui';
import { Failed, Page } from '../shared/ui/Page';
import { ErrorBoundary } from './ErrorBoundary';
import { LazyPage } from './LazyPage';
import { TabBar } from './TabBar';

/** Only a DAPP_DEMO build shows it: its own small chunk, never in the first screen of the others. */
const DemoStartPanel = /* @__PURE__ */ lazy(() => import('../shared/ui/DemoStartPanel').then((m) => ({ default: m.DemoStartPanel })));

/** Guard: without a token, say "please log in first" and go to login after 1,200 ms, remembering where we were. */
function LoginRequired({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    void loadNamespaces(route.ns ?? []);
  }, [route.ns]);
  useEffect(() => {
    // A message already on screen (such as "session expired") says it better than a second one.
    if (!useUi.getState().toast) toast(t('errors.loginFirst'));
    const from = location.pathname + location.search;
    const timer = setTimeout(() => go(loginPathFrom(from)), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [t, location.pathname, location.search]);
  return <Page title={t(route.title)} />;
}

export function RouteView({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const title = t(route.title);
  useEffect(() => {
    document.title = route.tab === 0 ? 'Kestrel' : `${title} · Kestrel`;
  }, [title, route.tab]);
  const needsLogin = route.auth && !loggedIn;
  return (
    <RouteContext.Provider value={route}>
      {needsLogin && DAPP_DEMO ? (
        // A DAPP_DEMO build asks for no login: the demo session is starting, failed (retry) or ended (start again).
        <Page title={title}>
          <Suspense fallback={null}>
            <DemoStartPanel />
          </Suspense>
        </Page>
      ) : needsLogin ? (
        <LoginRequired route={route} />
      ) : (
        <ErrorBoundary
          fallback={(retry) => (
            <Page title={title}>
              <Failed message={t('shell.pageError')} onRetry={retry} />
            </Page>
          )}
        >
          <LazyPage load={route.load} ns={route.ns} />
        </ErrorBoundary>
      )}
      {route.tab !== undefined && <TabBar active={route.tab} />}
    </RouteContext.Provider>
  );
}
