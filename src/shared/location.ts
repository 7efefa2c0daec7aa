// Where the app is: SPEC.md's routes live in the URL's hash with their query inside it
// (`#/pages/transaction/index2?symbol=BTC`), as react-router-dom's hash history keeps them. These read
// it outside React (the start-up, the transport), and `navigate` moves it from there.

export interface NavOptions {
  replace?: boolean;
  /** Handed to the next page (`useLocation().state`), not written in the URL. */
  state?: unknown;
}

/** The app path in the URL's hash: `#/a/b?x=1` → `/a/b?x=1`; an empty hash is home. */
export const currentPath = () => `/${window.location.hash.replace(/^#?\/?/, '')}`;
/** An app path without its query: `/a/b?x=1` → `/a/b`. */
export const pathOf = (full: string) => full.split('?')[0];
/** An app path's query with its `?` (`?x=1`), or ''. */
export const searchOf = (full: string) => {
  const at = full.indexOf('?');
  return at < 0 ? '' : full.slice(at);
};

/**
 * How many steps into the app this history entry is (0: the page a visit opened, or a link typed): the
 * router's history keeps it in each entry's state (`idx`), one more for a new entry, the same for a
 * replaced one.
 */
export const historyIndex = () => (window.history.state as { idx?: number } | null)?.idx ?? 0;

type Navigate = (to: string | number, options?: NavOptions) => void;
let routerNavigate: Navigate | null = null;

/** The router's own navigate, handed over by the shell once it is mounted (src/app/App.tsx). */
export function setRouterNavigate(fn: Navigate | null): void {
  routerNavigate = fn;
}

/**
 * Go to an app path (`/pages/…?…`), or `-1` for back, from outside React (the transport's redirects):
 * through the router once it runs, else as the router's hash history would (an entry keeping its index
 * and state, so Back still knows the page before); the router reads the address when it starts, or is
 * told of the change once it listens (src/app/App.tsx).
 */
export function navigate(to: string | number, options: NavOptions = {}): void {
  if (routerNavigate) routerNavigate(to, options);
  else if (typeof to === 'number') window.history.go(to);
  else {
    const idx = historyIndex() + (options.replace ? 0 : 1);
    const state = { usr: options.state, key: Math.random().toString(36).slice(2, 10), idx };
    window.history[options.replace ? 'replaceState' : 'pushState'](state, '', `#${to}`);
  }
}
