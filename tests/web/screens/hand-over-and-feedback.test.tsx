import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setUpPublicPageTests, renderAt, where } from './public-pages-kit.tsx';
import { SsoPage } from '../../../src/screens/sso/sso-page.tsx';
import { AuthRedirectPage } from '../../../src/screens/auth-redirect/auth-redirect-page.tsx';
import { FeedbackButton, StatementButton } from '../../../src/feedback/navbar-feedback.tsx';
import { getToken, setToken } from '../../../src/storage/jnpf-storage.ts';
import { loadCurrentUser, sessionStore, setSessionToken } from '../../../src/auth/session-store.ts';

const { server, errors } = setUpPublicPageTests();

/** CurrentUser accepts only `bearer good`, and records the Authorization it was asked with. */
function currentUserChecking(seen: string[]) {
  server.use(
    http.get('/api/oauth/CurrentUser', ({ request }) => {
      const auth = request.headers.get('authorization') ?? '';
      seen.push(auth);
      if (auth !== 'bearer good') return HttpResponse.json({ code: 600, msg: '登录过期,请重新登录' });
      return HttpResponse.json({ code: 200, data: { userInfo: { userId: 'u1', userAccount: 'staff', userName: '员工' }, menuList: [{ id: 'm', enCode: 'm', fullName: 'm', type: 2, urlAddress: 'a' }] } });
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

describe('navbar feedback and statement (spec §2.5)', () => {
  async function signedIn(isAdministrator: boolean) {
    server.use(
      http.get('/api/oauth/CurrentUser', () =>
        HttpResponse.json({ code: 200, data: { userInfo: { userId: 'u1', userAccount: 'a', userName: 'A', isAdministrator }, menuList: [{ id: 'm', enCode: 'm', fullName: 'm', type: 2, urlAddress: 'a' }] } }),
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
          data: { list: [{ id: 'f1', category: 'problem', content: '导出无响应', contact: '', pagePath: '/home', creatorTime: Date.UTC(2026, 0, 1), creatorUser: '员工/staff' }], pagination: { currentPage: 1, pageSize: 10, total: 1 } },
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
