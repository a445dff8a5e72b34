import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { CustomRoutes, localStorageStore, type DataProvider } from 'react-admin';
import type { ShellAdmin as AdminType } from '../shell/layout/shell-admin.tsx';
import type { ShellLayout as ShellLayoutType } from '../shell/shell-layout.tsx';
import { authProvider } from '../lib/auth/auth-provider.ts';
import { RouteGuard } from '../lib/auth/route-guard-view.tsx';
import { resetSession, sessionStore } from '../lib/auth/session-store.ts';
import { watchCrossTabLogout } from '../lib/auth/cross-tab-session.ts';
import { configureRequest } from '../lib/request/request.ts';
import { i18nProvider } from '../lib/i18n/i18n-provider.ts';
import { acceptLanguage, currentLocale } from '../lib/i18n/locale.ts';
import { buildMenuRoutes, type MenuRoute } from '../lib/routes/menu-routes.ts';
import { FIXED_ROUTES, fixedRouteTitle, framedFixedRoutes, isPublicPath } from '../lib/routes/fixed-routes.ts';
import { ShellRoutesContext, type ShellRoute } from '../shell/shell-routes.ts';
import { settingsStore } from '../shell/settings/settings-store.ts';
import { themeOptions } from '../shell/settings/build-theme.ts';
import { showErrorToast } from '../shell/toast-store.ts';
import { ToastHost } from '../shell/toast-host.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { InAppLoginPage } from '../features/login/in-app-login-page.tsx';
import type { EntityResource } from '../lib/data/entity-resource.ts';
import { pageScreenOf } from './page-table.tsx';
import { lazyScreen, loadFormRegistrations } from './form-registrations.tsx';

/*
 * Code splitting (docs/architecture.md): the app's /login downloads only the static imports above (React,
 * the router, the request client, the translations, the plain login page). react-admin's
 * <Admin> (ShellAdmin), the shell and the page table load with the first signed-in page (loadSignedIn);
 * every screen below is its own chunk and waits for the forms' widgets (lazyScreen); the form engine
 * (@rjsf, ajv) loads with the first form. tests/browser/login-bundle.test.ts fails when /login downloads
 * more. Add pages the same way: lazyScreen(() => import('./x/x-page.tsx')…).
 */
const UnavailablePage = lazyScreen(() => import('../shell/unavailable-page.tsx').then((m) => ({ default: m.UnavailablePage })));
const ExternalLinkPage = lazyScreen(() => import('../shell/external-link-page.tsx').then((m) => ({ default: m.ExternalLinkPage })));
const LockScreenPage = lazyScreen(() => import('../features/login/lock-screen-page.tsx').then((m) => ({ default: m.LockScreenPage })));
const NotFoundPage = lazyScreen(() => import('../features/home/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const IndexPortalPage = lazyScreen(() => import('../features/portal/index-portal-page.tsx').then((m) => ({ default: m.IndexPortalPage })));
const MessageRecordPage = lazyScreen(() => import('../features/messages/message-record-page.tsx').then((m) => ({ default: m.MessageRecordPage })));
const HelpPage = lazyScreen(() => import('../features/help/help-page.tsx').then((m) => ({ default: m.HelpPage })));
const PreviewModelPage = lazyScreen(() => import('../features/online-dev/preview-model-page.tsx').then((m) => ({ default: m.PreviewModelPage })));
const ProfilePage = lazyScreen(() => import('../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })));
const CertificationPage = lazyScreen(() => import('../features/certification/certification-page.tsx').then((m) => ({ default: m.CertificationPage })));
const CompanyCertificationPage = lazyScreen(() =>
  import('../features/company-apply/company-certification-page.tsx').then((m) => ({ default: m.CompanyCertificationPage })),
);
const MessageConnection = lazy(() => import('../features/messages/message-center.tsx').then((m) => ({ default: m.MessageConnection })));
// The dashboard opens messages with the message centre's opener (features do not import each other): both load together.
const DashboardPage = lazyScreen(() =>
  Promise.all([import('../features/dashboard/dashboard-page.tsx'), import('../features/messages/message-opener.tsx')]).then(([dashboard, messages]) => ({
    default: () => <dashboard.DashboardPage useMessageOpener={messages.useMessageOpener} />,
  })),
);
// /home is the user's portal: the dashboard's cards under their shortcuts (src/features/dashboard/home-portal.tsx).
const HomePage = lazyScreen(() =>
  Promise.all([import('../features/dashboard/home-portal.tsx'), import('../features/messages/message-opener.tsx')]).then(([home, messages]) => ({
    default: () => <home.HomePortal useMessageOpener={messages.useMessageOpener} />,
  })),
);
const WorkFlowDetailPage = lazyScreen(() => import('../features/workflow-message/workflow-message-page.tsx').then((m) => ({ default: m.WorkFlowDetailPage })));
const WorkFlowEntrustPage = lazyScreen(() =>
  import('../features/workflow-message/workflow-message-page.tsx').then((m) => ({ default: m.WorkFlowEntrustPage })),
);
// The mail's attachments download through the uploads feature's signed-link helper, handed in here.
const EmailDetailPage = lazyScreen(() =>
  Promise.all([import('../features/email/email-detail-page.tsx'), import('../features/uploads/download/download-api.ts')]).then(([page, files]) => ({
    default: () => <page.EmailDetailPage download={files.downloadStoredFile} />,
  })),
);
const FrameMessageHost = lazy(() => import('../features/framed/frame-message-host.tsx').then((m) => ({ default: m.FrameMessageHost })));
// Public and hand-over pages outside the layout, loaded on first visit (spec §2.1 lazy screens).
const NoticeListPage = lazyScreen(() => import('../features/portal/notice-list-page.tsx').then((m) => ({ default: m.NoticeListPage })));
const NoticeInfoPage = lazyScreen(() => import('../features/portal/notice-info-page.tsx').then((m) => ({ default: m.NoticeInfoPage })));
const SIndexPage = lazyScreen(() => import('../features/portal/s-index-page.tsx').then((m) => ({ default: m.SIndexPage })));
const ShowImagePage = lazyScreen(() => import('../features/portal/show-image-page.tsx').then((m) => ({ default: m.ShowImagePage })));
const SsoPage = lazyScreen(() => import('../features/login/hand-over/sso-page.tsx').then((m) => ({ default: m.SsoPage })));
const AuthRedirectPage = lazyScreen(() => import('../features/login/hand-over/auth-redirect-page.tsx').then((m) => ({ default: m.AuthRedirectPage })));
const FormShortLinkPage = lazyScreen(() => import('../features/portal/form-short-link-page.tsx').then((m) => ({ default: m.FormShortLinkPage })));
// Public pages that are business systems of the port (/wldbPay, /createBill, …, FixedRoute.frame): the framed page in the portal's frame.
const PublicFramedPage = lazyScreen(() =>
  Promise.all([import('../features/portal/portal-frame.tsx'), import('../features/framed/public-framed-page.tsx')]).then(([portal, framed]) => ({
    default: ({ path }: { path: string }) => (
      <portal.PortalFrame testId="public-framed" wide>
        <framed.PublicFramedPage path={path} />
      </portal.PortalFrame>
    ),
  })),
);
// The signed-in fixed pages that are business systems (/createBillLoginUser, /applycargolistsbhead): framed inside the shell.
const FixedFramedPage = lazyScreen(() => import('../features/framed/fixed-framed-page.tsx').then((m) => ({ default: m.FixedFramedPage })));

/** react-admin's store (the language choice among others), shared by the login page and <Admin>. */
const appStore = localStorageStore();

interface SignedInCore {
  entityPages: Record<string, EntityResource>;
  dataProvider: DataProvider;
  Admin: typeof AdminType;
  ShellLayout: typeof ShellLayoutType;
}

/** A promise that says when it is settled, the way React's `use` reads one without suspending (issue 17). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

let signedInLoad: Tracked<SignedInCore> | undefined;

/**
 * What the layout and its menu need, loaded once and in parallel: <Admin>, the layout, the page
 * table and one data provider for every generated resource (common/generated), with the feature
 * screens registered for the list page and the shell (the entity screens do not import features).
 * The forms' widgets are not part of it: they load beside it and every screen waits for them
 * (./form-registrations.tsx).
 */
function loadSignedIn(): Tracked<SignedInCore> {
  if (signedInLoad) return signedInLoad;
  // Each import names what it takes, so the bundler keeps only that.
  const load: Tracked<SignedInCore> = Promise.all([
    import('../crud/page-registry.ts').then(({ entityPages, resources }) => ({ entityPages, resources })),
    import('../lib/data/entity-data-provider.ts').then(({ entityDataProvider }) => entityDataProvider),
    import('../shell/layout/shell-admin.tsx').then(({ ShellAdmin }) => ShellAdmin),
    import('../shell/shell-layout.tsx').then(({ ShellLayout }) => ShellLayout),
    import('./feature-screens.ts').then(({ registerFeatureScreens }) => registerFeatureScreens),
  ]).then(([registry, entityDataProvider, Admin, ShellLayout, registerFeatureScreens]) => {
    registerFeatureScreens();
    return { entityPages: registry.entityPages, dataProvider: entityDataProvider(registry.resources), Admin, ShellLayout };
  });
  void loadFormRegistrations().catch(() => undefined);
  load.then(
    (value) => Object.assign(load, { status: 'fulfilled', value }),
    (reason: unknown) => {
      // A failed download is tried again by the next signed-in render.
      signedInLoad = undefined;
      Object.assign(load, { status: 'rejected', reason });
    },
  );
  signedInLoad = load;
  return load;
}

/**
 * The signed-in app once its code is in. Until then the spinner is this component's own output,
 * not a Suspense fallback: React holds a suspended screen at least 300 ms after its fallback showed
 * (its fallback throttling), which cost a quarter of every sign-in. Here the loaded promise is read
 * settled, so the layout and its menu render in the update that follows the download.
 */
/** How long a failed download of the signed-in app waits before it is tried again. */
const SIGNED_IN_RETRY_MS = 3000;

function SignedInApp() {
  const [load, setLoad] = useState(loadSignedIn);
  const [, setSettled] = useState(false);
  useEffect(() => {
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    load.then(
      () => current && setSettled(true),
      // a failed download (offline, a new deployment) is tried again after a pause, not in a tight loop
      () => {
        retry = setTimeout(() => current && setLoad(() => loadSignedIn()), SIGNED_IN_RETRY_MS);
      },
    );
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [load]);
  if (load.status !== 'fulfilled') return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <PortsideAdmin core={load.value as SignedInCore} />
    </Suspense>
  );
}

/*
 * Every path but /login is the signed-in app, and this module runs at /login only when the plain
 * login page (./main.tsx) fetched it at the form's first input or a session is stored: in each case
 * the signed-in app comes next, so its code starts downloading now and 登录 does not wait for it.
 */
void loadSignedIn().catch(() => undefined);

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
        // A public page (spec §2.2) never asks for a sign-in: it stays, now without the session.
        else if (isPublicPath(pathname)) navigate(pathname + search, { replace: true });
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

/**
 * Fixed pages inside the layout (spec §2.1) that this platform does not provide show the generic
 * loader, never the 404: every in-layout fixed route without a page in `provided` (/redirect/* is
 * the refresh hop, not a page).
 */
const pendingFixedPages = (provided: readonly ShellRoute[]) =>
  FIXED_ROUTES.filter((route) => route.inLayout && !route.path.endsWith('/*') && !provided.some((item) => item.path === route.path)).map((route) => route.path);

/** The fixed pages inside the shell that frame a business system (FixedRoute.frame), kept alive like the menus' framed pages. */
const framedShellRoutes = (): ShellRoute[] =>
  framedFixedRoutes(true).map((route) => ({
    path: route.path,
    element: <FixedFramedPage path={route.path} />,
    title: route.title,
    translateTitle: true,
    framed: true,
  }));

/** Every page inside the shell: the layout keeps each open tab's page alive from this table. */
function shellRoutesOf(routes: readonly MenuRoute[], entityPages: Record<string, EntityResource>): ShellRoute[] {
  const provided: ShellRoute[] = [
    { path: '/home', element: <HomePage />, title: 'routes.home', translateTitle: true },
    { path: '/dashboard', element: <DashboardPage />, title: fixedRouteTitle('/dashboard') ?? '/dashboard', translateTitle: true },
    { path: '/messageRecord', element: <MessageRecordPage />, title: fixedRouteTitle('/messageRecord') ?? '/messageRecord', translateTitle: true },
    { path: '/externalLink', element: <ExternalLinkPage />, title: fixedRouteTitle('/externalLink') ?? '/externalLink', translateTitle: true, framed: true },
    { path: '/profile', element: <ProfilePage />, title: fixedRouteTitle('/profile') ?? '/profile', translateTitle: true },
    { path: '/certification', element: <CertificationPage />, title: fixedRouteTitle('/certification') ?? '/certification', translateTitle: true },
    {
      path: '/certificationCompany',
      element: <CompanyCertificationPage />,
      title: fixedRouteTitle('/certificationCompany') ?? '/certificationCompany',
      translateTitle: true,
    },
    { path: '/help', element: <HelpPage />, title: fixedRouteTitle('/help') ?? '/help', translateTitle: true },
    { path: '/previewModel', element: <PreviewModelPage />, title: fixedRouteTitle('/previewModel') ?? '/previewModel', translateTitle: true },
    { path: '/workFlowDetail', element: <WorkFlowDetailPage />, title: fixedRouteTitle('/workFlowDetail') ?? '/workFlowDetail', translateTitle: true },
    { path: '/workFlow/entrust', element: <WorkFlowEntrustPage />, title: fixedRouteTitle('/workFlow/entrust') ?? '/workFlow/entrust', translateTitle: true },
    { path: '/emailDetail', element: <EmailDetailPage />, title: fixedRouteTitle('/emailDetail') ?? '/emailDetail', translateTitle: true },
    ...framedShellRoutes(),
  ];
  const fixed: ShellRoute[] = [
    ...provided,
    ...pendingFixedPages(provided).map((path) => {
      const title = fixedRouteTitle(path) ?? path;
      return { path, element: <UnavailablePage name={i18nProvider.translate(title)} pageKey={path.slice(1)} />, title, translateTitle: true };
    }),
  ];
  const fromMenus = routes.map((route): ShellRoute => {
    const screen = pageScreenOf(route, entityPages);
    return {
      path: route.path,
      element: screen.element,
      title: route.meta.title,
      icon: route.meta.icon,
      noCache: route.meta.noCache,
      // Framed pages stay alive while hidden, so their frames do not reload (spec §2.4 cached views).
      framed: screen.framed,
    };
  });
  // A menu page at a fixed path (the first route of a path wins, as in buildMenuRoutes) does not shadow it.
  return [...fixed, ...fromMenus.filter((route) => !fixed.some((item) => item.path === route.path))];
}

function PortsideAdmin({ core }: { core: SignedInCore }) {
  const { entityPages, dataProvider, Admin, ShellLayout } = core;
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.getSnapshot);
  const origin = window.location.origin;
  const shellRoutes = useMemo(
    () =>
      shellRoutesOf(
        buildMenuRoutes(session.menuList, {
          token: session.token,
          dataV: `${origin}/DataV`,
          origin,
          tokenHostAllowList: session.sysConfigInfo?.tokenHostAllowList,
        }).routes,
        entityPages,
      ),
    [session.menuList, session.token, session.sysConfigInfo?.tokenHostAllowList, origin, entityPages],
  );
  const theme = useMemo(() => themeOptions(settings), [settings]);
  return (
    <ShellRoutesContext.Provider value={shellRoutes}>
      <Admin
        store={appStore}
        disableTelemetry
        requireAuth={false}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={ShellLayout}
        catchAll={CatchAll}
        theme={theme}
        darkTheme={theme}
        defaultTheme="light"
      >
        <CustomRoutes noLayout>
          <Route path="/lockScreen" element={<LockScreenPage />} />
          <Route path="/index" element={<IndexPortalPage />} />
          <Route
            path="/noticeList"
            element={
              <Suspense fallback={null}>
                <NoticeListPage />
              </Suspense>
            }
          />
          <Route
            path="/noticeInfo"
            element={
              <Suspense fallback={null}>
                <NoticeInfoPage />
              </Suspense>
            }
          />
          <Route
            path="/sIndex"
            element={
              <Suspense fallback={null}>
                <SIndexPage />
              </Suspense>
            }
          />
          <Route
            path="/showImage"
            element={
              <Suspense fallback={null}>
                <ShowImagePage />
              </Suspense>
            }
          />
          <Route
            path="/sso"
            element={
              <Suspense fallback={null}>
                <SsoPage />
              </Suspense>
            }
          />
          <Route
            path="/auth-redirect"
            element={
              <Suspense fallback={null}>
                <AuthRedirectPage />
              </Suspense>
            }
          />
          <Route
            path="/formShortLink"
            element={
              <Suspense fallback={null}>
                <FormShortLinkPage />
              </Suspense>
            }
          />
          {framedFixedRoutes(false).map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Suspense fallback={null}>
                  <PublicFramedPage path={route.path} />
                </Suspense>
              }
            />
          ))}
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
      {/* The window-message listener of framed pages (fr / pdf dialogs), once per signed-in tab. */}
      <Suspense fallback={null}>
        <FrameMessageHost />
      </Suspense>
    </ShellRoutesContext.Provider>
  );
}

const notifyGuardFailure = (message: string) => showErrorToast(message);

/** The tab's one socket (src/features/messages): its code loads with the tab's first session, then it stays mounted as before. */
function TabMessageConnection() {
  const { token } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [wanted, setWanted] = useState(Boolean(token));
  if (token && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <MessageConnection />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <BrowserRouter>
      <SessionWiring />
      <ToastHost />
      <TabMessageConnection />
      <RouteGuard notify={notifyGuardFailure} titleOf={titleOf}>
        <Routes>
          {/* The login page stands outside <Admin>, so signing in downloads none of the signed-in app. */}
          <Route path="/login" element={<InAppLoginPage store={appStore} i18nProvider={i18nProvider} />} />
          <Route path="*" element={<SignedInApp />} />
        </Routes>
      </RouteGuard>
    </BrowserRouter>
  );
}
