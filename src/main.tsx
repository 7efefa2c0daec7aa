import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadOnce } from './app/chunks';
import { routeOf } from './app/routes';
import { DAPP_DEMO } from './shared/config/demo';
import { initI18n, prefetchNamespaces, SHELL_NS } from './shared/i18n';
import { useDemoStart } from './shared/stores/demo';
import { usePrefs } from './shared/stores/prefs';
import { nextTask } from './shared/lib/nextTask';
import { currentPath, pathOf, searchOf } from './shared/nav';
import { useSession } from './shared/stores/session';
import './app/app.css';
import './app/controls.css';

// A preload of a chunk that a new deploy removed: reload once for the new index.html.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// A wallet session follows the wallet on every page: the watcher (and, when idle, the wallet stack)
// loads only for wallet sessions, never in the first screen's bundle.
const watchWallet = () => void import('./features/wallet').then((m) => m.startWalletWatch());
if (useSession.getState().wallet) watchWallet();
useSession.subscribe((state, previous) => {
  if (state.wallet && !previous.wallet) watchWallet();
});

// The first render needs the shell's strings and TanStack Query (every page uses it; it is not in the
// first screen's bundle), and the opened page's module and strings: all are asked for at once, so the
// page is here when React is (one round trip less); a page that fails is LazyPage's to show. A chunk
// that a new deploy removed reloads the page once.
const lang = usePrefs.getState().lang;
const here = currentPath();
const opened = routeOf(pathOf(here));
// A DAPP_DEMO build has demo sessions only: one kept from another build of this origin is dropped.
if (DAPP_DEMO && useSession.getState().accountType !== 'demo') useSession.getState().clear();
const hasSession = Boolean(useSession.getState().token);
// A DAPP_DEMO build without a session starts a fresh demo account at once (no login page): the page
// waits for it (src/app/RouteView.tsx), and its strings and module load meanwhile.
if (DAPP_DEMO && !hasSession) {
  useDemoStart.setState({ status: 'starting', error: '' });
  import('./shared/demo/start').then(
    (m) => m.startDemoSession(),
    () => useDemoStart.setState({ status: 'failed', error: '' }),
  );
}
const openable = !opened.auth || hasSession || DAPP_DEMO;
// Strings and code first, then data (the largest answers): a browser opens six connections to a host,
// and what the first render needs must not queue behind a long answer.
prefetchNamespaces(lang, [SHELL_NS, ...(openable ? (opened.ns ?? []) : [])]);
const queryRoot = import('./api/queryRoot').catch((error: unknown) => {
  if (!reloadOnce()) throw error;
  return new Promise<never>(() => undefined);
});
if (openable) void opened.load().catch(() => undefined);
// Its first data too (src/api/early.ts), before the query library has arrived: it adopts the answers.
if (!opened.auth || hasSession) opened.early?.(lang, new URLSearchParams(searchOf(here)));

// Everything the first render needs is on its way: i18next's set-up waits for a task of its own, not
// the one that started the libraries and the shell (the longest task of a page's start).
await nextTask();
const [{ QueryRoot }] = await Promise.all([queryRoot, initI18n(lang)]);
// The first render as a transition: React renders the page in slices of a few milliseconds, and the
// browser takes input between them, instead of in one long task on a slow phone. (A hash change that
// comes meanwhile is not missed: the router is told of it once it listens, src/app/App.tsx.)
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryRoot>
        <App />
      </QueryRoot>
    </StrictMode>,
  ),
);
