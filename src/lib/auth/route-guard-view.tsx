import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { getToken } from '../storage/jnpf-storage.ts';
import { currentLocale } from '../i18n/locale.ts';
import { fixedRouteTitle } from '../routes/fixed-routes.ts';
import { buildMenuRoutes, findMenuRoute } from '../routes/menu-routes.ts';
import { routeMessages } from '../routes/messages.ts';
import type { MenuItem } from './current-user-types.ts';
import { authMessages } from './messages.ts';
import { decideNavigation, failureTarget, pageTitle, showsProgress } from './route-guard.ts';
import { adoptToken, loadCurrentUser, resetSession, sessionStore, SessionLoadError } from './session-store.ts';

NProgress.configure({ showSpinner: false });

export interface RouteGuardProps {
  children: ReactNode;
  /** shows a failed user load's message (a toast in the app) */
  notify?: (message: string) => void;
  /** the title of the page at a path; by default the fixed route's translated title, else the menu entry's name */
  titleOf?: (path: string) => string | undefined;
}

/** The title of a fixed route in the current language, else the name of the menu route serving the path. */
function routeTitle(path: string, menuList: MenuItem[]): string | undefined {
  const key = fixedRouteTitle(path);
  if (key) {
    const titles: Record<string, string> = routeMessages[currentLocale()].routes;
    return titles[key.replace(/^routes\./, '')];
  }
  // Only paths matter here, and they do not depend on the context.
  const { routes } = buildMenuRoutes(menuList, { token: '', dataV: '', origin: '' });
  return findMenuRoute(routes, path)?.meta.title;
}

/**
 * Applies the route guard (spec §2.2) on every location change, inside a react-router router:
 * redirects (replacing the history entry), loads the user on the first signed-in navigation,
 * takes over a /workFlowDetail token, runs the progress bar (not for / and /index) and sets the
 * page title. Children render only while the guard lets the current location through.
 */
let unloading = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (unloading = true));
  window.addEventListener('beforeunload', () => (unloading = true));
  window.addEventListener('pageshow', () => (unloading = false));
}

/** True once the browser has started leaving this page (reload, typed address, link to another page). */
export function pageIsUnloading(): boolean {
  return unloading;
}

export function RouteGuard({ children, notify, titleOf }: RouteGuardProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const storedToken = getToken();
  const decision = useMemo(
    () => decideNavigation({ path: pathname, query: search, token: session.token, isLocked: session.isLock, menusLoaded: session.loaded, storedToken }),
    [pathname, search, session.token, session.isLock, session.loaded, storedToken],
  );

  // The callback may be a new function on every render of the parent; it must not restart the guard.
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  }, [notify]);

  // The bar starts once per location and finishes when the location is let through.
  const started = useRef<string | null>(null);
  useEffect(() => {
    const location = `${pathname}${search}`;
    if (started.current !== location) {
      started.current = location;
      if (showsProgress(pathname)) NProgress.start();
    }
    if (decision.kind === 'proceed') NProgress.done();
  }, [pathname, search, decision]);

  useEffect(() => {
    if (decision.kind !== 'proceed') return;
    const title = titleOf ? titleOf(pathname) : routeTitle(pathname, session.menuList);
    document.title = pageTitle(title, session.sysConfigInfo?.title, authMessages[currentLocale()].auth.defaultTitle);
  }, [decision, pathname, session.menuList, session.sysConfigInfo, titleOf]);

  useEffect(() => {
    if (decision.kind === 'redirect') {
      navigate(decision.to, { replace: true });
      return;
    }
    if (decision.kind === 'store-token-then-retry') {
      // The store changes, so the guard decides again with the new token.
      adoptToken(decision.token);
      return;
    }
    if (decision.kind !== 'load-user-then-retry') return;
    let active = true;
    // On success the store reports the loaded user and the guard decides again.
    loadCurrentUser(pathname).catch((error: unknown) => {
      // A newer navigation waits on the same load and handles its failure. A page that is being
      // left aborts its requests; that is no reason to end the session the next page needs.
      if (!active || pageIsUnloading()) return;
      resetSession();
      // Our own texts are shown; a failed request has already been reported by the request client.
      if (error instanceof SessionLoadError && error.visible) notifyRef.current?.(error.message);
      NProgress.done();
      navigate(failureTarget(pathname, search), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [decision, pathname, search, navigate]);

  return decision.kind === 'proceed' ? <>{children}</> : null;
}
