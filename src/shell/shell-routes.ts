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

/** Answers already found, per route table: the table lives as long as the session's menu. */
const MATCHES_KEPT = 1000;
const matched = new WeakMap<readonly ShellRoute[], Map<string, ShellRoute | null>>();

/**
 * The shell route serving a pathname, if any. Remembered per table and pathname: the layout, the
 * tags view and the kept pages ask for every open tab on each navigation, and matchPath compiles
 * each pattern anew (issue 17: with 40 tabs open, thousands of matchPath calls per navigation).
 */
export function matchShellRoute(routes: readonly ShellRoute[], pathname: string): ShellRoute | undefined {
  let known = matched.get(routes);
  // (a long session's detail pages, each id its own path, start the memory again now and then)
  if (!known || known.size > MATCHES_KEPT) matched.set(routes, (known = new Map()));
  let route = known.get(pathname);
  if (route === undefined) {
    route = routes.find((item) => matchPath({ path: item.path, end: true }, pathname) !== null) ?? null;
    known.set(pathname, route);
  }
  return route ?? undefined;
}

/** Paths the shell serves without a tab: the refresh hop. */
export const isRedirectPath = (pathname: string): boolean => pathname.startsWith('/redirect/') || pathname === '/redirect';
