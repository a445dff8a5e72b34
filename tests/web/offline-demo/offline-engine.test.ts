import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { md5Hex } from '../../../server/core/identity/password-hash.ts';
import { fireEvent, screen } from '@testing-library/react';
import { createOfflineEngine, OFFLINE_CODE } from '../../../mocks/engine/offline-engine.ts';
import { showOfflineNotice } from '../../../mocks/engine/offline-notice.ts';
import { generatedResources } from '../../../src/lib/data/entity-resource.ts';
import { configureRequest, request } from '../../../src/lib/request/request.ts';
import { setToken } from '../../../src/lib/storage/jnpf-storage.ts';

/** `npm run dev:mock`'s engine (mocks/engine), called as the browser's msw worker calls it. */
const ORIGIN = 'http://localhost';
type Answer = { code: number; msg: string; data?: unknown };

function call(
  engine: ReturnType<typeof createOfflineEngine>,
  method: string,
  path: string,
  options: { token?: string; body?: object; form?: boolean; language?: string } = {},
) {
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'zh-CN' };
  if (options.token) headers.authorization = options.token;
  let body: string | undefined;
  if (options.body) {
    headers['content-type'] = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
    body = options.form ? new URLSearchParams(options.body as Record<string, string>).toString() : JSON.stringify(options.body);
  }
  return engine.answer(new Request(`${ORIGIN}${path}`, { method, headers, body })) as Promise<Answer>;
}

async function signIn(engine: ReturnType<typeof createOfflineEngine>, account: string): Promise<string> {
  const answer = await call(engine, 'POST', '/api/oauth/Login', { form: true, body: { account, password: md5Hex('Portside2026') } });
  return (answer.data as { token: string }).token;
}

type Menu = { fullName: string; urlAddress?: string; children?: Menu[] };
const pages = (menus: Menu[]): string[] => menus.flatMap((menu) => [...(menu.urlAddress ? [menu.urlAddress] : []), ...pages(menu.children ?? [])]);

describe('the offline demo engine', () => {
  it('signs a demo account in, builds its current user and menus from the demo data, and keeps it across a reload', async () => {
    const engine = createOfflineEngine();
    expect(await call(engine, 'POST', '/api/oauth/Login', { form: true, body: { account: 'admin', password: md5Hex('x') } })).toEqual({
      code: 400,
      msg: '账户或密码错误，请重新输入',
    });
    const admin = await signIn(engine, 'admin');
    const answer = await call(engine, 'GET', '/api/oauth/CurrentUser', { token: admin });
    const data = answer.data as { userInfo: { userAccount: string; organizeName: string; systemIds: unknown[] }; menuList: Menu[] };
    expect(answer.code).toBe(200);
    expect(data.userInfo).toMatchObject({ userAccount: 'admin', organizeName: '港口集团/信息中心' });
    expect(data.userInfo.systemIds).toHaveLength(2);
    expect(pages(data.menuList)).toEqual(expect.arrayContaining(['permission/user', 'system/billRule', 'permission/organize']));
    // staff is granted less: the user page, not the system pages
    const staff = (await call(engine, 'GET', '/api/oauth/CurrentUser', { token: await signIn(engine, 'staff') })).data as { menuList: Menu[] };
    expect(pages(staff.menuList)).toContain('permission/user');
    expect(pages(staff.menuList)).not.toContain('system/billRule');
    // a reload starts a new engine: the stored token still signs in, no token is no session
    expect((await call(createOfflineEngine(), 'GET', '/api/oauth/CurrentUser', { token: admin })).code).toBe(200);
    expect(await call(engine, 'GET', '/api/oauth/CurrentUser')).toEqual({ code: 600, msg: '登录过期,请重新登录' });
  });

  it('lists every generated entity the generic runtime serves, the demo rows included', async () => {
    const engine = createOfflineEngine();
    const token = await signIn(engine, 'admin');
    for (const resource of generatedResources.filter((r) => r.routes === 'generic' && r.list !== 'none')) {
      const path = resource.list === 'children' ? `${resource.base}/-1` : `${resource.base}?currentPage=1&pageSize=20`;
      const answer = await call(engine, 'GET', path, { token });
      expect(answer.code, resource.name).toBe(200);
      expect(Array.isArray((answer.data as { list: unknown[] }).list), resource.name).toBe(true);
    }
    const users = (await call(engine, 'GET', '/api/permission/Users?keyword=%E6%9D%8E', { token })).data as {
      list: { account: string }[];
      pagination: { total: number };
    };
    expect(users.list.map((user) => user.account)).toEqual(['staff']);
    const organisations = (await call(engine, 'GET', '/api/permission/Organize', { token })).data as { list: Menu[] };
    expect(organisations.list.map((node) => node.fullName)).toEqual(['港口集团']);
    expect((await call(engine, 'GET', '/api/system/Area/-1', { token })).data).toMatchObject({
      list: [{ fullName: '浙江省', hasChildren: true }, { fullName: '上海市' }],
    });
    expect((await call(engine, 'GET', '/api/system/SysConfig', { token })).data).toMatchObject({ sysVersion: '3.4.7' });
  });

  it('creates, refuses with the schema’s words, toggles, edits and deletes until the page reloads', async () => {
    const engine = createOfflineEngine();
    const token = await signIn(engine, 'admin');
    const rule = { fullName: '出库单', enCode: 'outbound', category: 'biz-port', prefix: 'CK', dateFormat: 'no', digit: 3, startNumber: '1' };
    expect(await call(engine, 'POST', '/api/system/BillRule', { token, body: rule })).toEqual({ code: 200, msg: '新建成功' });
    expect(await call(engine, 'POST', '/api/system/BillRule', { token, body: { ...rule, fullName: '' }, language: 'en' })).toEqual({
      code: 400,
      msg: 'Enter the business name',
    });
    const listed = (await call(engine, 'GET', '/api/system/BillRule', { token })).data as { list: { id: string; enabledMark: number }[] };
    const id = listed.list[0].id;
    expect(await call(engine, 'PUT', `/api/system/BillRule/${id}/Actions/State`, { token })).toEqual({ code: 200, msg: '更新成功' });
    expect(await call(engine, 'PUT', `/api/system/BillRule/${id}`, { token, body: { ...rule, prefix: 'OUT' } })).toEqual({ code: 200, msg: '更新成功' });
    expect((await call(engine, 'GET', `/api/system/BillRule/${id}`, { token })).data).toMatchObject({ prefix: 'OUT', enabledMark: 0 });
    expect(await call(engine, 'DELETE', `/api/system/BillRule/${id}`, { token })).toEqual({ code: 200, msg: '删除成功' });
    expect((await call(createOfflineEngine(), 'GET', '/api/system/BillRule', { token })).data).toMatchObject({ pagination: { total: 0 } });
  });

  it('answers what needs the server as offline, in the caller’s language', async () => {
    const engine = createOfflineEngine();
    const token = await signIn(engine, 'admin');
    expect(await call(engine, 'GET', '/api/permission/Users/Current/BaseInfo', { token })).toEqual({
      code: OFFLINE_CODE,
      msg: '离线演示模式：此功能需要服务器',
    });
    expect(await call(engine, 'GET', '/api/message/Notice', { token, language: 'zh-TW' })).toEqual({
      code: OFFLINE_CODE,
      msg: '離線演示模式：此功能需要伺服器',
    });
    expect(await call(engine, 'GET', '/api/permission/Users/ExportExcel', { token, language: 'en' })).toEqual({
      code: OFFLINE_CODE,
      msg: 'Offline demo: this feature needs the server',
    });
  });
});

describe('the app’s request client over the offline demo', () => {
  const engine = createOfflineEngine();
  const server = setupServer(http.all('*/api/*', async ({ request: sent }) => HttpResponse.json(await engine.answer(sent))));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('rejects an offline answer without an error toast or a sign-out, and serves the rest as usual', async () => {
    const notifyError = vi.fn();
    const onSessionGone = vi.fn();
    configureRequest({ notifyError, onSessionGone, language: () => 'zh-CN' });
    const login = await request<{ token: string }>({
      url: '/api/oauth/Login',
      method: 'POST',
      form: true,
      data: { account: 'staff', password: md5Hex('Portside2026') },
    });
    setToken(login.data?.token ?? '');
    await expect(request({ url: '/api/permission/Users/Current/BaseInfo' })).rejects.toMatchObject({ code: OFFLINE_CODE });
    expect((await request<{ userInfo: { userAccount: string } }>({ url: '/api/oauth/CurrentUser' })).data?.userInfo.userAccount).toBe('staff');
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSessionGone).not.toHaveBeenCalled();
  });
});

describe('the offline notice', () => {
  it('shows once per tab as a status line, never as an alert, and goes on a click', () => {
    showOfflineNotice('离线演示模式：此功能需要服务器');
    showOfflineNotice('离线演示模式：此功能需要服务器');
    const notices = screen.getAllByRole('status');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('离线演示模式：此功能需要服务器');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(notices[0]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
