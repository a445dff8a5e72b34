import { createContext, useContext, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';

/**
 * A page inside the shell. The app gives the layout the whole table (ShellRoutesContext) so the
 * layout can render every open tab's page itself and keep the hidden ones mounted: react-admin's
 * router renders only the current route.
 */
export interface ShellRoute {
  /** a react-router path pattern */
  path: string;
  element: ReactNode;
  /** shown on the tab: a translation key when `translateTitle`, else the text itself (menu names) */
  title: string;
  translateTitle?: boolean;
  icon?: string;
  /** never cached: the page is mounted fresh each time its tab is shown */
  noCache?: boolean;
  /** a framed outside page: kept alive even when page caching is off, so the frame does not reload */
  framed?: boolean;
}

export const ShellRoutesContext = createContext<readonly ShellRoute[]>([]);

export const useShellRoutes = (): readonly ShellRoute[] => useContext(ShellRoutesContext);

/** The shell route serving a pathname, if any. */
export function matchShellRoute(routes: readonly ShellRoute[], pathname: string): ShellRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** Paths the shell serves without a tab: the refresh hop. */
export const isRedirectPath = (pathname: string): boolean => pathname.startsWith('/redirect/') || pathname === '/redirect';
