import { useEffect, useSyncExternalStore } from 'react';
import { BrowserRouter, Navigate, Route, useNavigate } from 'react-router-dom';
import { Admin, CustomRoutes } from 'react-admin';
import { authProvider } from './auth/auth-provider.ts';
import { RouteGuard } from './auth/route-guard-view.tsx';
import { resetSession, sessionStore } from './auth/session-store.ts';
import { watchCrossTabLogout } from './auth/cross-tab-session.ts';
import { configureRequest } from './request/request.ts';
import { i18nProvider } from './i18n/i18n-provider.ts';
import { acceptLanguage, currentLocale } from './i18n/locale.ts';
import { buildMenuRoutes } from './routes/menu-routes.ts';
import { fixedRouteTitle } from './routes/fixed-routes.ts';
import { ShellLayout } from './shell/shell-layout.tsx';
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

function PortsideAdmin() {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const origin = window.location.origin;
  const { routes } = buildMenuRoutes(session.menuList, { token: session.token, dataV: `${origin}/DataV`, origin });
  return (
    <Admin
      disableTelemetry
      requireAuth={false}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={ShellLayout}
      loginPage={false}
      catchAll={CatchAll}
    >
      <CustomRoutes noLayout>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/lockScreen" element={<LockScreenPage />} />
        <Route path="/index" element={<IndexPortalPage />} />
        <Route path="/404" element={<NotFoundPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/home" element={<HomePage />} />
        {routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              route.component === 'externalLink' ? (
                <ExternalLinkFrame url={route.meta.urlAddress ?? ''} title={route.meta.title} />
              ) : route.pageKey === 'systemData/dictionary' ? (
                <DictionaryPage />
              ) : route.pageKey && entityPages[route.pageKey] ? (
                <EntityListPage resource={entityPages[route.pageKey]} />
              ) : (
                <UnavailablePage name={route.meta.title} pageKey={route.pageKey ?? route.component} />
              )
            }
          />
        ))}
      </CustomRoutes>
    </Admin>
  );
}

const notifyGuardFailure = (message: string) => showErrorToast(message);

export function App() {
  return (
    <BrowserRouter>
      <SessionWiring />
      <ToastHost />
      <RouteGuard notify={notifyGuardFailure} titleOf={titleOf}>
        <PortsideAdmin />
      </RouteGuard>
    </BrowserRouter>
  );
}
