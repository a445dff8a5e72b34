import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { failureTarget } from '../../../src/lib/auth/route-guard.ts';
import { FIXED_ROUTES, framedFixedRoutes } from '../../../src/lib/routes/fixed-routes.ts';
import { routeMessages } from '../../../src/lib/routes/messages.ts';
import { PortalFrame } from '../../../src/features/portal/portal-frame.tsx';
import { PublicFramedPage } from '../../../src/features/framed/public-framed-page.tsx';
import { FixedFramedPage } from '../../../src/features/framed/fixed-framed-page.tsx';
import { withPageQuery } from '../../../src/features/framed/frame-address.ts';
import { updateViewState } from '../../../src/shell/layout/view-state.ts';
import { setWindowHeight } from './framed-kit.tsx';

/** The public page addresses as GET /api/portal/PageAddress answers them (absent: refused). */
const publicAddresses: Record<string, string> = {};
/** The signed-in lookups, as GET /api/system/SysConfig/getValueByKey answers them. */
const signedInAddresses: Record<string, string> = {};
const calls: string[] = [];
const errors: string[] = [];

const PUBLIC_KEYS: Record<string, string> = {
  '/createBill': 'createBillUrl',
  '/dingzhiIndex': 'dingzhiIndexUrl',
  '/dingzhiInfo': 'dingzhiInfoUrl',
  '/yuanyou': 'yuanyouUrl',
  '/logistics': 'logisticsUrl',
  '/temp': 'tempUrl',
  '/showharberp': 'showharberpUrl',
  '/wldbPay': 'wldbPayUrl',
};

const SYS_CONFIG_MENU = [
  {
    id: 'm-system',
    enCode: 'system',
    fullName: '系统管理',
    type: 1,
    children: [{ id: 'm-system-config', enCode: 'sysConfig', fullName: '系统配置', type: 2, urlAddress: 'system/sysConfig' }],
  },
];

const server = setupServer(
  http.get('/api/portal/Info', () => HttpResponse.json({ code: 200, data: { sysName: '港务门户', copyright: '' } })),
  http.get('/api/portal/PageAddress', ({ request }) => {
    const key = new URL(request.url).searchParams.get('keyStr') ?? '';
    calls.push(`public:${key}:${request.headers.get('authorization') ?? ''}`);
    if (!(key in publicAddresses)) return HttpResponse.json({ code: 400, msg: `配置项 ${key} 不可按键查询` });
    return HttpResponse.json({ code: 200, msg: 'Success', data: publicAddresses[key] });
  }),
  http.get('/api/system/SysConfig/getValueByKey', ({ request }) => {
    const key = new URL(request.url).searchParams.get('keyStr') ?? '';
    calls.push(`config:${key}`);
    if (key === 'frameMessageOrigins') return HttpResponse.json({ code: 200, msg: 'Success', data: '' });
    if (!(key in signedInAddresses)) return HttpResponse.json({ code: 400, msg: `配置项 ${key} 不可按键查询` });
    return HttpResponse.json({ code: 200, msg: 'Success', data: signedInAddresses[key] });
  }),
  http.get('/api/permission/Users/getGctosUserToken', () => {
    calls.push('token');
    return HttpResponse.json({ code: 200, msg: 'Success', data: { token: 'gctos_abc', expiresAt: 1 } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  storageSet('language', 'zh');
  configureRequest({ notifyError: (message) => errors.push(message), onSessionGone: () => errors.push('session gone'), language: () => 'zh-CN' });
  resetSession();
  updateViewState({ fullscreen: false });
  setWindowHeight(900);
  calls.length = 0;
  errors.length = 0;
  for (const key of Object.keys(publicAddresses)) delete publicAddresses[key];
  for (const key of Object.keys(signedInAddresses)) delete signedInAddresses[key];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A public page as the app shows it: the portal's frame around the framed page, at its path. */
function openPublic(path: string, query = '') {
  return render(
    <MemoryRouter initialEntries={[path + query]}>
      <AdminContext i18nProvider={i18nProvider}>
        <Routes>
          <Route
            path={path}
            element={
              <PortalFrame testId="public-framed" wide>
                <PublicFramedPage path={path} />
              </PortalFrame>
            }
          />
          <Route path="*" element={<div data-testid="elsewhere" />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const page = () => screen.getByTestId('public-framed-page');
const frame = () => screen.getByTestId('public-framed-frame') as HTMLIFrameElement;

async function signInWithMenus(menuList: unknown[]) {
  server.use(
    http.get('/api/oauth/CurrentUser', () =>
      HttpResponse.json({
        code: 200,
        data: { userInfo: { userId: 'u1', userAccount: 'admin', userName: '管理员', headIcon: '' }, menuList, permissionList: [] },
      }),
    ),
  );
  setToken('bearer t');
  setSessionToken('bearer t');
  await loadCurrentUser('/wldbPay');
}

describe('the fixed framed pages (spec §2.1, §2.2)', () => {
  it('are the eight public business pages and the two signed-in ones, each with its own key', () => {
    expect(Object.fromEntries(framedFixedRoutes(false).map((route) => [route.path, route.frame?.configKey]))).toEqual(PUBLIC_KEYS);
    expect(framedFixedRoutes(false).every((route) => route.public && !route.inLayout)).toBe(true);
    expect(framedFixedRoutes(true).map((route) => [route.path, route.frame?.configKey, route.public])).toEqual([
      ['/createBillLoginUser', 'createBillLoginUserUrl', false],
      ['/applycargolistsbhead', 'applyCargoListUrl', false],
    ]);
    expect(FIXED_ROUTES.filter((route) => route.frame)).toHaveLength(10);
  });

  it('keeps a public page where it is when the user load fails, never a sign-in', () => {
    for (const path of Object.keys(PUBLIC_KEYS)) expect(failureTarget(path)).toBe(path);
    expect(failureTarget('/dingzhiInfo', '?id=42')).toBe('/dingzhiInfo?id=42');
    expect(failureTarget('/createBillLoginUser')).toBe('/login?redirect=%2FcreateBillLoginUser');
  });
});

describe('a public framed page (/wldbPay, /createBill, …)', () => {
  it('frames the configured address, read without a session, inside the portal frame', async () => {
    publicAddresses.wldbPayUrl = '/framed-demo/index.html?screen=wldbPayUrl';
    openPublic('/wldbPay');
    await waitFor(() => expect(frame()).toHaveAttribute('src', `${window.location.origin}/framed-demo/index.html?screen=wldbPayUrl`));
    expect(page()).toHaveAttribute('data-state', 'ready');
    expect(page()).toHaveAttribute('data-screen', 'wldbPay');
    expect(frame()).toHaveAttribute('title', '零担支付');
    expect(frame()).toHaveAttribute('allow', 'camera; microphone');
    expect(frame()).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-forms allow-downloads allow-top-navigation allow-same-origin');
    expect(frame().style.width).toBe('100%');
    // the portal's bar: the system's name and Login for a visitor
    await waitFor(() => expect(screen.getByTestId('portal-name')).toHaveTextContent('港务门户'));
    expect(screen.getByTestId('portal-login')).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    // the public lookup only, with no token; never the signed-in one
    expect(calls).toEqual(['public:wldbPayUrl:']);
    expect(errors).toEqual([]);
  });

  it('passes the page’s query on to the address, which keeps its own parameters', async () => {
    publicAddresses.dingzhiInfoUrl = 'https://custom.example/info?lang=zh#top';
    openPublic('/dingzhiInfo', '?id=42&lang=en');
    await waitFor(() => expect(frame()).toHaveAttribute('src', 'https://custom.example/info?lang=zh&id=42#top'));
    expect(frame()).toHaveAttribute('title', '定制详情');
    expect(withPageQuery('https://a.example/x', '')).toBe('https://a.example/x');
    expect(withPageQuery('https://a.example/x', '?a=1&a=2')).toBe('https://a.example/x?a=1&a=2');
  });

  it('without an address shows the page’s title, why, and the way to 首页; no 404, no sign-in', async () => {
    publicAddresses.yuanyouUrl = '';
    openPublic('/yuanyou');
    expect(await screen.findByTestId('public-framed-title')).toHaveTextContent('原油');
    expect(page()).toHaveAttribute('data-state', 'not-configured');
    expect(screen.getByTestId('public-framed-explanation')).toHaveTextContent('该页面对应的业务系统尚未配置，暂时无法使用。');
    expect(screen.getByTestId('public-framed-index')).toHaveAttribute('href', '/index');
    expect(screen.getByTestId('public-framed-index')).toHaveTextContent('首页');
    // a visitor is not sent to the configuration
    expect(screen.queryByTestId('public-framed-sys-config')).toBeNull();
    expect(screen.queryByTestId('public-framed-frame')).toBeNull();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('offers 系统配置 to a signed-in user whose menus hold it, not to others', async () => {
    publicAddresses.tempUrl = '';
    await signInWithMenus(SYS_CONFIG_MENU);
    const first = openPublic('/temp');
    expect(await screen.findByTestId('public-framed-sys-config')).toHaveAttribute('href', '/system/sysConfig');
    expect(screen.getByTestId('public-framed-sys-config')).toHaveTextContent('系统配置');
    expect(screen.getByText('请在 系统配置 › 业务页面 中填写它的地址。')).toBeInTheDocument();
    // the token is sent along (the server ignores it on a public route)
    expect(calls).toContain('public:tempUrl:bearer t');
    first.unmount();

    resetSession();
    await signInWithMenus([{ id: 'p', enCode: 'p', fullName: '业务', type: 2, urlAddress: 'business/importdocument' }]);
    openPublic('/temp');
    expect(await screen.findByTestId('public-framed-explanation')).toBeInTheDocument();
    expect(screen.queryByTestId('public-framed-sys-config')).toBeNull();
  });

  it('refuses an address that is not http(s) or a path of this site', async () => {
    publicAddresses.logisticsUrl = 'javascript:alert(document.cookie)';
    openPublic('/logistics');
    expect(await screen.findByTestId('public-framed-error')).toHaveTextContent('页面地址无效，只能打开 http 或 https 地址');
    expect(page()).toHaveAttribute('data-state', 'failed');
    expect(screen.getByTestId('public-framed-title')).toHaveTextContent('物流跟踪');
    expect(screen.queryByTestId('public-framed-frame')).toBeNull();
    expect(screen.getByTestId('public-framed-index')).toHaveAttribute('href', '/index');
  });

  it('says the address could not be fetched when the server refuses, after its toast', async () => {
    // showharberpUrl is left out of the answers: the server's refusal
    openPublic('/showharberp');
    expect(await screen.findByTestId('public-framed-error')).toHaveTextContent('页面地址获取失败，请刷新重试');
    expect(errors).toEqual(['配置项 showharberpUrl 不可按键查询']);
  });

  it('speaks English and traditional Chinese', async () => {
    await i18nProvider.changeLocale('en');
    publicAddresses.createBillUrl = '';
    const english = openPublic('/createBill');
    expect(await screen.findByTestId('public-framed-title')).toHaveTextContent('Create order');
    expect(screen.getByTestId('public-framed-explanation')).toHaveTextContent('The business system behind this page has not been configured yet');
    expect(screen.getByTestId('public-framed-index')).toHaveTextContent('Home');
    english.unmount();
    await i18nProvider.changeLocale('zh-TW');
    openPublic('/createBill');
    expect(await screen.findByTestId('public-framed-explanation')).toHaveTextContent('該頁面對應的業務系統尚未配置，暫時無法使用。');
    expect(routeMessages['zh-TW'].routes.wldbPay).toBe('零擔支付');
  });
});

describe('a signed-in framed fixed page (/createBillLoginUser, /applycargolistsbhead)', () => {
  function openSignedIn(path: string) {
    setToken('bearer t');
    setSessionToken('bearer t');
    return render(
      <AdminContext i18nProvider={i18nProvider}>
        <FixedFramedPage path={path} />
      </AdminContext>,
    );
  }
  const shellFrame = () => screen.getByTestId('framed-frame') as HTMLIFrameElement;

  it('frames the address with the business token, at the shell’s frame height', async () => {
    signedInAddresses.createBillLoginUserUrl = '/framed-demo/index.html?screen=createBillLoginUserUrl#token={token}';
    openSignedIn('/createBillLoginUser');
    await waitFor(() =>
      expect(shellFrame()).toHaveAttribute('src', `${window.location.origin}/framed-demo/index.html?screen=createBillLoginUserUrl#token=gctos_abc`),
    );
    expect(shellFrame()).toHaveAttribute('title', '创建订单');
    expect(shellFrame().style.height).toBe('840px');
    expect(screen.getByTestId('framed-page')).toHaveAttribute('data-screen', 'createBillLoginUser');
    expect(calls.filter((call) => call !== 'config:frameMessageOrigins')).toEqual(['token', 'config:createBillLoginUserUrl']);
  });

  it('frames the cargo list without a token, and says so when it has no address', async () => {
    signedInAddresses.applyCargoListUrl = 'https://cargo.example/list';
    const first = openSignedIn('/applycargolistsbhead');
    await waitFor(() => expect(shellFrame()).toHaveAttribute('src', 'https://cargo.example/list'));
    expect(shellFrame()).toHaveAttribute('title', '随车货物清单');
    expect(calls).not.toContain('token');
    first.unmount();
    signedInAddresses.applyCargoListUrl = '';
    openSignedIn('/applycargolistsbhead');
    expect(await screen.findByTestId('framed-error')).toHaveTextContent('未配置该页面的地址，请联系管理员在系统配置中设置');
  });
});
