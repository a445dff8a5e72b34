import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { BrowserRouter, Navigate, Route, useNavigate } from 'react-router-dom';
import { Admin, CustomRoutes } from 'react-admin';
import { authProvider } from './auth/auth-provider.ts';
import { RouteGuard } from './auth/route-guard-view.tsx';
import { resetSession, sessionStore } from './auth/session-store.ts';
import { watchCrossTabLogout } from './auth/cross-tab-session.ts';
import { configureRequest } from './request/request.ts';
import { i18nProvider } from './i18n/i18n-provider.ts';
import { acceptLanguage, currentLocale } from './i18n/locale.ts';
import { buildMenuRoutes, type MenuRoute } from './routes/menu-routes.ts';
import { fixedRouteTitle } from './routes/fixed-routes.ts';
import { ShellLayout } from './shell/shell-layout.tsx';
import { ShellRoutesContext, type ShellRoute } from './shell/shell-routes.ts';
import { settingsStore } from './shell/settings/settings-store.ts';
import { themeOptions } from './shell/settings/build-theme.ts';
import { showErrorToast } from './shell/toast-store.ts';
import { ToastHost } from './shell/toast-host.tsx';
import { UnavailablePage } from './shell/unavailable-page.tsx';
import { ExternalLinkFrame } from './shell/external-link-page.tsx';
import { LoginPage } from './screens/login/login-page.tsx';
import { LockScreenPage } from './screens/lock-screen/lock-screen-page.tsx';
import { NotFoundPage } from './screens/not-found/not-found-page.tsx';
import { HomePage } from './screens/home/home-page.tsx';
import { IndexPortalPage } from './screens/index-portal/index-portal-page.tsx';
import { entityDataProvider } from './data/entity-data-provider.ts';
import { entityPages, resources } from './entity-screens/page-registry.ts';
import { EntityListPage } from './entity-screens/entity-list-page.tsx';
import { DictionaryPage } from './dictionary/dictionary-page.tsx';
import { DictionaryTreeSelectWidget } from './dictionary/dictionary-tree-select-widget.tsx';
import { registerWidget } from './entity-screens/widget-registry.ts';
import { MessageConnection, MessageRecordPage } from './messages/index.ts';

registerWidget('dictionaryTreeSelect', DictionaryTreeSelectWidget);

/** One data provider for every generated resource (src/generated). */
const dataProvider = entityDataProvider(resources);

/** Connects the request client and the other tabs to this tab's session and router. */
function SessionWiring() {
  const navigate = useNavigate();
  useEffect(() => {
    configureRequest({
      notifyError: showErrorToast,
      language: () => acceptLanguage(currentLocale()),
      onSessionGone: () => {
        resetSession();
        const { pathname, search } = window.location;
        if (pathname === '/' || pathname === '/index') navigate('/index', { replace: true });
        else navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
      },
    });
    // The watcher resets the session and reloads by itself; this tab only shows why.
    return watchCrossTabLogout((message) => showErrorToast(message, 1500));
  }, [navigate]);
  return null;
}

/** Page titles: the fixed route's translated title, else the menu entry's name (spec §2.2). */
function titleOf(path: string): string | undefined {
  const key = fixedRouteTitle(path);
  if (key) return i18nProvider.translate(key);
  const { menuList, token } = sessionStore.getSnapshot();
  const origin = window.location.origin;
  return buildMenuRoutes(menuList, { token, dataV: `${origin}/DataV`, origin }).routes.find((route) => route.path.split('?')[0] === path)?.meta.title;
}

function CatchAll() {
  return <Navigate to="/404" replace />;
}

/** What a menu route shows: the framed link, a provided page, or the generic loader (spec §2.3). */
function menuPage(route: MenuRoute) {
  if (route.component === 'externalLink') return <ExternalLinkFrame url={route.meta.urlAddress ?? ''} title={route.meta.title} />;
  if (route.pageKey === 'systemData/dictionary') return <DictionaryPage />;
  if (route.pageKey && entityPages[route.pageKey]) return <EntityListPage resource={entityPages[route.pageKey]} />;
  return <UnavailablePage name={route.meta.title} pageKey={route.pageKey ?? route.component} />;
}

/** Fixed pages inside the layout that this platform does not provide yet show the generic loader. */
const PENDING_FIXED_PAGES = ['/dashboard', '/profile'];

/** Every page inside the shell: the layout keeps each open tab's page alive from this table. */
function shellRoutesOf(routes: readonly MenuRoute[]): ShellRoute[] {
  const fixed: ShellRoute[] = [
    { path: '/home', element: <HomePage />, title: 'routes.home', translateTitle: true },
    { path: '/messageRecord', element: <MessageRecordPage />, title: fixedRouteTitle('/messageRecord') ?? '/messageRecord', translateTitle: true },
    ...PENDING_FIXED_PAGES.map((path) => {
      const title = fixedRouteTitle(path) ?? path;
      return { path, element: <UnavailablePage name={i18nProvider.translate(title)} pageKey={path.slice(1)} />, title, translateTitle: true };
    }),
  ];
  const fromMenus = routes.map(
    (route): ShellRoute => ({
      path: route.path,
      element: menuPage(route),
      title: route.meta.title,
      icon: route.meta.icon,
      noCache: route.meta.noCache,
      framed: route.component === 'externalLink',
    }),
  );
  // A menu page at a fixed path (the first route of a path wins, as in buildMenuRoutes) does not shadow it.
  return [...fixed, ...fromMenus.filter((route) => !fixed.some((item) => item.path === route.path))];
}

function PortsideAdmin() {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.getSnapshot);
  const origin = window.location.origin;
  const shellRoutes = useMemo(
    () => shellRoutesOf(buildMenuRoutes(session.menuList, { token: session.token, dataV: `${origin}/DataV`, origin }).routes),
    [session.menuList, session.token, origin],
  );
  const theme = useMemo(() => themeOptions(settings), [settings]);
  return (
    <ShellRoutesContext.Provider value={shellRoutes}>
      <Admin
        disableTelemetry
        requireAuth={false}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={ShellLayout}
        loginPage={false}
        catchAll={CatchAll}
        theme={theme}
        darkTheme={theme}
        defaultTheme="light"
      >
        <CustomRoutes noLayout>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/lockScreen" element={<LockScreenPage />} />
          <Route path="/index" element={<IndexPortalPage />} />
          <Route path="/404" element={<NotFoundPage />} />
        </CustomRoutes>
        <CustomRoutes>
          {/* The layout renders these pages itself (kept alive per tab); the routes tell react-admin they exist. */}
          {shellRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="/redirect/*" element={null} />
        </CustomRoutes>
      </Admin>
    </ShellRoutesContext.Provider>
  );
}

const notifyGuardFailure = (message: string) => showErrorToast(message);

export function App() {
  return (
    <BrowserRouter>
      <SessionWiring />
      <ToastHost />
      <MessageConnection />
      <RouteGuard notify={notifyGuardFailure} titleOf={titleOf}>
        <PortsideAdmin />
      </RouteGuard>
    </BrowserRouter>
  );
}
