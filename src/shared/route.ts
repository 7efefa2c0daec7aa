import { createContext, useContext } from 'react';

export interface CurrentRoute {
  path: string;
  /** i18n key of the page title. */
  title: string;
  tab?: number;
}

/** The route table entry the current page was opened through (its title, its tab). */
export const RouteContext = createContext<CurrentRoute>({ path: '/', title: 'tabs.home' });
export const useCurrentRoute = () => useContext(RouteContext);
