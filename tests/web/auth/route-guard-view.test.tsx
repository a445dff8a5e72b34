import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import NProgress from 'nprogress';
import { RouteGuard } from '../../../src/lib/auth/route-guard-view.tsx';
import { sessionStore, setLocked, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { getToken, setToken } from '../../../src/lib/storage/jnpf-storage.ts';
import { currentUser, page, setUpAuthTests } from './auth-test-kit.ts';

const server = setUpAuthTests();

afterEach(() => {
  cleanup();
  // nprogress is a page-wide singleton: take its bar away between tests.
  NProgress.status = null;
  NProgress.remove();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderAt(entry: string, notify = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Where />
      <RouteGuard notify={notify}>
        <Routes>
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/home" element={<p>home page</p>} />
          <Route path="/index" element={<p>index page</p>} />
          <Route path="/lockScreen" element={<p>lock page</p>} />
          <Route path="/workFlowDetail" element={<p>flow page</p>} />
          <Route path="/pages/:id" element={<p>menu page</p>} />
        </Routes>
      </RouteGuard>
    </MemoryRouter>,
  );
  return notify;
}

const where = () => screen.getByTestId('where').textContent;

function signedIn(token = 'bearer t') {
  setToken(token);
  setSessionToken(token);
}

/** CurrentUser answering `body`; the handler can be held back until `release` is called. */
function currentUserAnswers(body: JsonBodyType, hold = false) {
  let release: () => void = () => undefined;
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const tokens: (string | null)[] = [];
  server.use(
    http.get('/api/oauth/CurrentUser', async ({ request }) => {
      tokens.push(request.headers.get('authorization'));
      await gate;
      return HttpResponse.json(body);
    }),
  );
  return { release: () => release(), tokens };
}

describe('<RouteGuard> (spec §2.2)', () => {
  it('sends a signed-out visitor to /login with the page as redirect, and renders the login page', async () => {
    renderAt('/profile?tab=user');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(where()).toBe('/login?redirect=%2Fprofile%3Ftab%3Duser');
  });

  it('lets a signed-out visitor open a public page', async () => {
    renderAt('/index');
    expect(await screen.findByText('index page')).toBeInTheDocument();
    expect(where()).toBe('/index');
  });

  it('sends / to /index', async () => {
    renderAt('/');
    expect(await screen.findByText('index page')).toBeInTheDocument();
    expect(where()).toBe('/index');
  });

  it('loads the user first, shows nothing meanwhile, then renders the page with its title', async () => {
    signedIn();
    const { release, tokens } = currentUserAnswers({ code: 200, data: currentUser() }, true);
    renderAt('/home');
    await waitFor(() => expect(tokens).toEqual(['bearer t']));
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    // The progress bar runs while the user loads.
    expect(document.getElementById('nprogress')).not.toBeNull();
    release();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(sessionStore.getSnapshot().loaded).toBe(true);
    expect(where()).toBe('/home');
    await waitFor(() => expect(document.title).toBe('首页 - 港务平台'));
  });

  it('titles a menu page with the menu name and the default title when none is configured', async () => {
    signedIn();
    currentUserAnswers({ code: 200, data: currentUser({ menuList: [page('orders')], sysConfigInfo: undefined }) });
    renderAt('/pages/orders');
    expect(await screen.findByText('menu page')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('页面orders - 港口供应链综合服务平台'));
  });

  it('runs no progress bar at /index', async () => {
    signedIn();
    const { release, tokens } = currentUserAnswers({ code: 200, data: currentUser() }, true);
    renderAt('/index');
    await waitFor(() => expect(tokens).toHaveLength(1));
    expect(document.getElementById('nprogress')).toBeNull();
    release();
    expect(await screen.findByText('index page')).toBeInTheDocument();
  });

  it('on an empty menu: resets the token, shows 您的权限不足，请联系管理员 and goes to /login?redirect=', async () => {
    signedIn();
    currentUserAnswers({ code: 200, data: currentUser({ menuList: [] }) });
    const notify = renderAt('/home');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(where()).toBe('/login?redirect=%2Fhome');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('您的权限不足，请联系管理员');
    expect(getToken()).toBe('');
  });

  it('without data at /index: resets silently and stays on the index', async () => {
    signedIn();
    currentUserAnswers({ code: 200 });
    const notify = renderAt('/index');
    expect(await screen.findByText('index page')).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(getToken()).toBe('');
  });

  it('does not repeat the message of a failed request (the request client shows it)', async () => {
    signedIn();
    currentUserAnswers({ code: 600, msg: '登录过期,请重新登录' });
    const notify = renderAt('/home');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(where()).toBe('/login?redirect=%2Fhome');
    expect(notify).not.toHaveBeenCalled();
  });

  it('forces a locked session to /lockScreen', async () => {
    signedIn();
    setLocked(true);
    currentUserAnswers({ code: 200, data: currentUser() });
    renderAt('/home');
    expect(await screen.findByText('lock page')).toBeInTheDocument();
    expect(where()).toBe('/lockScreen');
  });

  it('sends a signed-in /login to /home', async () => {
    signedIn();
    currentUserAnswers({ code: 200, data: currentUser() });
    renderAt('/login?redirect=%2Fprofile');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(where()).toBe('/home');
  });

  it('takes over the token of a /workFlowDetail link and loads the user with it', async () => {
    signedIn('bearer old');
    const { tokens } = currentUserAnswers({ code: 200, data: currentUser() });
    renderAt('/workFlowDetail?token=bearer%20new&config=e30%3D');
    expect(await screen.findByText('flow page')).toBeInTheDocument();
    expect(getToken()).toBe('bearer new');
    expect(tokens).toEqual(['bearer new']);
  });

  it('follows the session: signing out elsewhere in the app sends the page to login', async () => {
    signedIn();
    currentUserAnswers({ code: 200, data: currentUser() });
    renderAt('/home');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    act(() => setSessionToken(''));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(where()).toBe('/login?redirect=%2Fhome');
  });
});
