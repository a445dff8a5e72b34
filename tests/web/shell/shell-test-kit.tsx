import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import type { MenuItem, UserInfo } from '../../../src/lib/auth/current-user-types.ts';
import { ShellLayout } from '../../../src/shell/shell-layout.tsx';
import { ShellRoutesContext, type ShellRoute } from '../../../src/shell/shell-routes.ts';
import { resetTags } from '../../../src/shell/tags/tags-store.ts';
import { reloadSettings } from '../../../src/shell/settings/settings-store.ts';
import { updateViewState } from '../../../src/shell/layout/view-state.ts';
import { setNotices } from '../../../src/features/messages/unread-store.ts';
import { registerFeatureScreens } from '../../../src/app/feature-screens.ts';

/**
 * The shell in jsdom: msw answering the calls the layout makes on mount, a signed-in session
 * with a given menu, and the real ShellLayout inside react-admin's context and a memory router.
 */
export function setUpShellTests() {
  const server = setupServer(
    http.post('/api/oauth/updatePasswordMessage', () => HttpResponse.json({ code: 200, msg: 'ok' })),
    http.get('/api/system/SysConfig', () => HttpResponse.json({ code: 200, data: {} })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    // jsdom's browser speaks English; the shell's texts are checked in zh, the default.
    await i18nProvider.changeLocale('zh');
    configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
    resetSession();
    storageSet('language', 'zh');
    // Wide enough that the sidebar stays open unless a test narrows the window.
    setWindowWidth(1600);
    updateViewState({ device: 'desktop', fullscreen: false, withoutAnimation: false });
    setNotices(0);
    reloadSettings();
    window.sessionStorage.clear();
    resetTags();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

export const user = (patch: Partial<UserInfo> = {}): UserInfo => ({
  userId: 'u1',
  userAccount: 'admin',
  userName: '管理员',
  headIcon: '',
  systemIds: [],
  ...patch,
});

export const pageEntry = (id: string, name: string, urlAddress = `pages/${id}`): MenuItem => ({ id, enCode: id, fullName: name, type: 2, urlAddress });

export const directory = (id: string, name: string, children: MenuItem[]): MenuItem => ({
  id,
  enCode: id,
  fullName: name,
  type: 1,
  hasChildren: true,
  children,
});

/** Two first-level entries (port business with two pages, system with one) and an outside link. */
export const MENUS: MenuItem[] = [
  directory('port', '港口业务', [pageEntry('a', '页面甲'), directory('sub', '子目录', [pageEntry('b', '页面乙')])]),
  directory('system', '系统管理', [
    pageEntry('c', '页面丙'),
    { id: 'x', enCode: 'x', fullName: '外部链接', type: 7, urlAddress: 'https://example.com/x', linkTarget: '_blank' },
  ]),
];

/** Signs in with the menu; the settings are read again as after a real sign-in. */
export async function signedInWith(server: ReturnType<typeof setupServer>, menuList: MenuItem[] = MENUS, info: Partial<UserInfo> = {}) {
  server.use(
    http.get('/api/oauth/CurrentUser', () =>
      HttpResponse.json({ code: 200, data: { userInfo: user(info), menuList, permissionList: [], sysConfigInfo: { sysName: '港务平台' } } }),
    ),
  );
  setToken('bearer t');
  setSessionToken('bearer t');
  await loadCurrentUser('/home');
  reloadSettings();
}

let navigateTo: NavigateFunction = () => undefined;

/** Navigates the way a link click would, from outside the tree. */
export const go = (to: string) => navigateTo(to);

function Where() {
  const location = useLocation();
  navigateTo = useNavigate();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

export const where = () => screen.getByTestId('where').textContent;

/** A page holding typed text in its own state: what the keep-alive must keep. */
export function TextPage({ name }: { name: string }) {
  const [text, setText] = useState('');
  const { search } = useLocation();
  return (
    <div data-testid={`page-${name}`}>
      <span>{`page ${name}${search}`}</span>
      <input aria-label={`input ${name}`} value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}

/** Counts mounts, to see a page freed and mounted again. */
export const mounts: Record<string, number> = {};
export function CountingPage({ name }: { name: string }) {
  useEffect(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  }, [name]);
  return <TextPage name={name} />;
}

export const ROUTES: ShellRoute[] = [
  { path: '/home', element: <TextPage name="home" />, title: 'routes.home', translateTitle: true },
  { path: '/pages/a', element: <CountingPage name="a" />, title: '页面甲' },
  { path: '/pages/b', element: <TextPage name="b" />, title: '页面乙' },
  { path: '/pages/c', element: <TextPage name="c" />, title: '页面丙', noCache: true },
];

export function renderShell(at = '/home', routes: ShellRoute[] = ROUTES, extra?: ReactNode) {
  // The features' navbar buttons (message centre, feedback, statement) come from the composition root, as in the app.
  registerFeatureScreens();
  return render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext i18nProvider={i18nProvider}>
        <ShellRoutesContext.Provider value={routes}>
          <Where />
          <ShellLayout />
          {extra}
        </ShellRoutesContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The shown page's pane. */
export const activePane = () => screen.getAllByTestId('tab-pane').find((pane) => pane.getAttribute('aria-hidden') === 'false');

export const tagKeys = () => screen.getAllByTestId('tag').map((tag) => tag.getAttribute('data-key'));

export const waitForWhere = (path: string) => waitFor(() => expect(where()).toBe(path));
