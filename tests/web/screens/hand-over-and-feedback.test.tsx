import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setUpPublicPageTests, renderAt, where } from './public-pages-kit.tsx';
import { SsoPage } from '../../../src/features/login/hand-over/sso-page.tsx';
import { AuthRedirectPage } from '../../../src/features/login/hand-over/auth-redirect-page.tsx';
import { FeedbackButton, StatementButton } from '../../../src/features/feedback/navbar-feedback.tsx';
import { getToken, setToken } from '../../../src/lib/storage/jnpf-storage.ts';
import { loadCurrentUser, sessionStore, setSessionToken } from '../../../src/lib/auth/session-store.ts';

const { server, errors } = setUpPublicPageTests();

/** CurrentUser accepts only `bearer good`, and records the Authorization it was asked with. */
function currentUserChecking(seen: string[]) {
  server.use(
    http.get('/api/oauth/CurrentUser', ({ request }) => {
      const auth = request.headers.get('authorization') ?? '';
      seen.push(auth);
      if (auth !== 'bearer good') return HttpResponse.json({ code: 600, msg: '登录过期,请重新登录' });
      return HttpResponse.json({
        code: 200,
        data: {
          userInfo: { userId: 'u1', userAccount: 'staff', userName: '员工' },
          menuList: [{ id: 'm', enCode: 'm', fullName: 'm', type: 2, urlAddress: 'a' }],
        },
      });
    }),
  );
}

describe.each([
  ['/sso', SsoPage],
  ['/auth-redirect', AuthRedirectPage],
])('%s token hand-over', (path, Page) => {
  it('checks the token with the server, stores it and goes to the redirect target', async () => {
    const seen: string[] = [];
    currentUserChecking(seen);
    renderAt(`${path}?token=${encodeURIComponent('bearer good')}&redirect=${encodeURIComponent('/messageRecord?x=1')}`, path, <Page />);
    await waitFor(() => expect(where()).toBe('/messageRecord?x=1'));
    expect(seen).toEqual(['bearer good']);
    expect(getToken()).toBe('bearer good');
    expect(sessionStore.getSnapshot().token).toBe('bearer good');
  });

  it('goes home without a target', async () => {
    currentUserChecking([]);
    renderAt(`${path}?token=${encodeURIComponent('bearer good')}`, path, <Page />);
    await waitFor(() => expect(where()).toBe('/home'));
  });

  it('shows the server’s refusal of a bad token and keeps the current session', async () => {
    currentUserChecking([]);
    setToken('bearer mine');
    setSessionToken('bearer mine');
    renderAt(`${path}?token=bad`, path, <Page />);
    expect(await screen.findByTestId('hand-over-error')).toHaveTextContent('登录过期,请重新登录');
    expect(getToken()).toBe('bearer mine');
    // raw: no toast, no session loss for the token that was only being checked
    expect(errors).toEqual([]);
    expect(where()).toBe(`${path}?token=bad`);
  });

  it('refuses a target off this site before asking the server, and a missing token', async () => {
    const seen: string[] = [];
    currentUserChecking(seen);
    renderAt(`${path}?token=${encodeURIComponent('bearer good')}&redirect=${encodeURIComponent('https://evil.example/')}`, path, <Page />);
    expect(await screen.findByTestId('hand-over-error')).toHaveTextContent('跳转地址只能是本站的页面路径');
    renderAt(`${path}?redirect=/home`, path, <Page />);
    await waitFor(() => expect(screen.getAllByTestId('hand-over-error')[1]).toHaveTextContent('链接中缺少登录凭证（token）'));
    expect(seen).toEqual([]);
    expect(getToken()).toBe('');
  });
});

describe.each([
  ['/sso', SsoPage],
  ['/auth-redirect', AuthRedirectPage],
])('%s token hand-over safeguards', (path, Page) => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  /** CurrentUser knows `bearer good` (员工/staff) and `bearer mine` (管理员/admin). */
  function twoUsers(seen: string[]) {
    server.use(
      http.get('/api/oauth/CurrentUser', ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(auth);
        const user =
          auth === 'bearer good'
            ? { userId: 'u1', userAccount: 'staff', userName: '员工' }
            : auth === 'bearer mine'
              ? { userId: 'u9', userAccount: 'admin', userName: '管理员' }
              : null;
        if (!user) return HttpResponse.json({ code: 600, msg: '登录过期,请重新登录' });
        return HttpResponse.json({ code: 200, data: { userInfo: user, menuList: [{ id: 'm', enCode: 'm', fullName: 'm', type: 2, urlAddress: 'a' }] } });
      }),
    );
  }

  it('refuses to adopt a token inside a frame, without asking the server, and drops the token from the address', async () => {
    const seen: string[] = [];
    twoUsers(seen);
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    window.history.replaceState(null, '', `${path}?token=good&redirect=%2Fhome`);
    renderAt(`${path}?token=${encodeURIComponent('bearer good')}&redirect=/home`, path, <Page />);
    expect(await screen.findByTestId('hand-over-error')).toHaveTextContent('出于安全考虑，不能在嵌入的页面（iframe）中登录，请在新窗口中打开该链接');
    expect(seen).toEqual([]);
    expect(getToken()).toBe('');
    expect(window.location.pathname + window.location.search).toBe(`${path}?redirect=%2Fhome`);
  });

  it('drops a refused token from the address', async () => {
    twoUsers([]);
    window.history.replaceState(null, '', `${path}?token=bad&x=1`);
    renderAt(`${path}?token=bad`, path, <Page />);
    expect(await screen.findByTestId('hand-over-error')).toHaveTextContent('登录过期,请重新登录');
    expect(window.location.search).toBe('?x=1');
  });

  it('asks before replacing another signed-in user; Cancel keeps the session and goes home', async () => {
    twoUsers([]);
    setToken('bearer mine');
    setSessionToken('bearer mine');
    renderAt(`${path}?token=${encodeURIComponent('bearer good')}&redirect=/messageRecord`, path, <Page />);
    const text = await screen.findByTestId('hand-over-confirm-text');
    expect(text).toHaveTextContent('当前浏览器已登录 管理员/admin，该链接将以 员工/staff 登录。是否切换？');
    expect(getToken()).toBe('bearer mine');
    fireEvent.click(screen.getByTestId('hand-over-keep'));
    await waitFor(() => expect(where()).toBe('/home'));
    expect(getToken()).toBe('bearer mine');
    expect(sessionStore.getSnapshot().token).toBe('bearer mine');
  });

  it('switches to the new user when confirmed', async () => {
    twoUsers([]);
    setToken('bearer mine');
    setSessionToken('bearer mine');
    renderAt(`${path}?token=${encodeURIComponent('bearer good')}&redirect=/messageRecord`, path, <Page />);
    fireEvent.click(await screen.findByTestId('hand-over-switch'));
    await waitFor(() => expect(where()).toBe('/messageRecord'));
    expect(getToken()).toBe('bearer good');
  });

  it('does not ask when the signed-in user is the same one', async () => {
    twoUsers([]);
    setToken('bearer mine');
    setSessionToken('bearer mine');
    server.use(
      http.get('/api/oauth/CurrentUser', () =>
        HttpResponse.json({ code: 200, data: { userInfo: { userId: 'u9', userAccount: 'admin', userName: '管理员' }, menuList: [] } }),
      ),
    );
    renderAt(`${path}?token=${encodeURIComponent('bearer again')}&redirect=/messageRecord`, path, <Page />);
    await waitFor(() => expect(where()).toBe('/messageRecord'));
    expect(screen.queryByTestId('hand-over-confirm-text')).toBeNull();
    expect(getToken()).toBe('bearer again');
  });
});

describe('navbar feedback and statement (spec §2.5)', () => {
  async function signedIn(isAdministrator: boolean) {
    server.use(
      http.get('/api/oauth/CurrentUser', () =>
        HttpResponse.json({
          code: 200,
          data: {
            userInfo: { userId: 'u1', userAccount: 'a', userName: 'A', isAdministrator },
            menuList: [{ id: 'm', enCode: 'm', fullName: 'm', type: 2, urlAddress: 'a' }],
          },
        }),
      ),
    );
    setToken('bearer t');
    setSessionToken('bearer t');
    await loadCurrentUser('/home');
  }

  it('states that the platform is an open trial with fictitious data', () => {
    renderAt('/home', '/home', <StatementButton />);
    fireEvent.click(screen.getByTestId('navbar-statement'));
    expect(screen.getByTestId('statement-dialog')).toHaveTextContent('本平台为开放试用平台，平台中的数据均为虚构，仅供体验使用。请勿篡改或倒卖平台数据。');
  });

  it('checks the form, sends it and thanks the user with the server’s words', async () => {
    await signedIn(false);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/system/Feedback', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 200, msg: '感谢您的反馈' });
      }),
    );
    renderAt('/home', '/home', <FeedbackButton />);
    fireEvent.click(screen.getByTestId('navbar-feedback'));
    expect(screen.queryByTestId('feedback-received-tab')).toBeNull();
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect(screen.getByTestId('feedback-error')).toHaveTextContent('请输入反馈内容');
    fireEvent.change(screen.getByRole('textbox', { name: /反馈内容/ }), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect(screen.getByTestId('feedback-error')).toHaveTextContent('反馈内容最多为2000个字符');
    fireEvent.change(screen.getByRole('textbox', { name: /反馈内容/ }), { target: { value: '  查询页加载慢  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '联系方式（选填）' }), { target: { value: 'ops@example.com' } });
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect(await screen.findByTestId('feedback-sent')).toHaveTextContent('感谢您的反馈');
    expect(sent).toEqual([{ category: 'suggestion', content: '查询页加载慢', contact: 'ops@example.com', pagePath: '/' }]);
  });

  it('lets an administrator read the feedback received', async () => {
    await signedIn(true);
    server.use(
      http.get('/api/system/Feedback', () =>
        HttpResponse.json({
          code: 200,
          data: {
            list: [
              {
                id: 'f1',
                category: 'problem',
                content: '导出无响应',
                contact: '',
                pagePath: '/home',
                creatorTime: Date.UTC(2026, 0, 1),
                creatorUser: '员工/staff',
              },
            ],
            pagination: { currentPage: 1, pageSize: 10, total: 1 },
          },
        }),
      ),
    );
    renderAt('/home', '/home', <FeedbackButton />);
    fireEvent.click(screen.getByTestId('navbar-feedback'));
    fireEvent.click(screen.getByTestId('feedback-received-tab'));
    const table = await screen.findByTestId('feedback-received');
    expect(table).toHaveTextContent('问题');
    expect(table).toHaveTextContent('导出无响应');
    expect(table).toHaveTextContent('员工/staff');
  });
});
