import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { FramedBusinessPage } from '../../../src/features/framed/framed-business-page.tsx';
import { framedScreenFor, type FramedScreen } from '../../../src/lib/routes/framed-screens.ts';
import { updateViewState } from '../../../src/shell/layout/view-state.ts';
import { calls, config, errors, setUpFramedTests, setWindowHeight } from './framed-kit.tsx';

const server = setUpFramedTests();
const screenOf = (pageKey: string) => framedScreenFor(pageKey) as FramedScreen;

function renderPage(pageKey: string) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <FramedBusinessPage screen={screenOf(pageKey)} title="进口单证" />
    </AdminContext>,
  );
}

const frame = () => screen.getByTestId('framed-frame') as HTMLIFrameElement;

describe('framed business page (spec §2.4)', () => {
  it('shows nothing until the address is resolved, then one full-width frame', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/system/SysConfig/getValueByKey', async () => {
        await answered;
        return HttpResponse.json({ code: 200, msg: 'Success', data: 'https://gctos.example/import?x=1' });
      }),
    );
    renderPage('business/importdocument');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByTestId('framed-page')).toHaveAttribute('data-state', 'resolving');
    expect(screen.queryByTestId('framed-frame')).toBeNull();
    expect(screen.getByTestId('framed-page')).toBeEmptyDOMElement();
    act(() => answer());
    await waitFor(() => expect(frame()).toHaveAttribute('src', 'https://gctos.example/import?x=1'));
    expect(frame()).toHaveAttribute('allow', 'camera; microphone');
    expect(frame()).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-forms allow-downloads allow-top-navigation allow-same-origin');
    expect(frame()).toHaveAttribute('title', '进口单证');
    expect(frame().style.width).toBe('100%');
    expect(screen.getByTestId('framed-page')).toHaveAttribute('data-screen', 'business-importdocument');
  });

  it('is the window height minus 60, minus 126 while full screen, following the flag', async () => {
    config.importDocumentShipUrl = '/framed-demo/index.html';
    renderPage('business/importdocument');
    await waitFor(() => expect(frame().style.height).toBe('840px'));
    expect(frame().src).toBe(`${window.location.origin}/framed-demo/index.html`);
    act(() => updateViewState({ fullscreen: true }));
    expect(frame().style.height).toBe('774px');
    act(() => setWindowHeight(1000));
    expect(frame().style.height).toBe('874px');
    act(() => updateViewState({ fullscreen: false }));
    expect(frame().style.height).toBe('940px');
  });

  it('fetches the business token first and builds the address from data.token', async () => {
    config.classesplanUrl = 'https://gctos.example/plan?lang=zh#top';
    server.use(
      http.get('/api/permission/Users/getGctosUserToken', () => {
        calls.push('token');
        return HttpResponse.json({ code: 200, msg: '获取成功', data: { token: 'gctos_abc', expiresAt: 1 } });
      }),
    );
    renderPage('business/classesplan');
    await waitFor(() => expect(frame()).toHaveAttribute('src', 'https://gctos.example/plan?lang=zh&token=gctos_abc#top'));
    // the token first, then the address (the allowed origins are read alongside)
    expect(calls.filter((call) => call !== 'config:frameMessageOrigins')).toEqual(['token', 'config:classesplanUrl']);
  });

  it('shows data.msg when the user gets no token, and frames nothing', async () => {
    config.classesplanUrl = 'https://gctos.example/plan';
    server.use(
      http.get('/api/permission/Users/getGctosUserToken', () =>
        HttpResponse.json({ code: 200, msg: 'Success', data: { msg: '业务系统令牌未启用，请联系管理员' } }),
      ),
    );
    renderPage('business/classesplan');
    expect(await screen.findByTestId('framed-error')).toHaveTextContent('业务系统令牌未启用，请联系管理员');
    expect(screen.queryByTestId('framed-frame')).toBeNull();
    expect(calls).not.toContain('config:classesplanUrl');
  });

  it('shows the server message as an error when the token call fails', async () => {
    server.use(http.get('/api/permission/Users/getGctosUserToken', () => HttpResponse.json({ code: 400, msg: '令牌服务不可用' })));
    renderPage('business/importrelease');
    expect(await screen.findByTestId('framed-error')).toHaveTextContent('页面地址获取失败，请刷新重试');
    expect(errors).toEqual(['令牌服务不可用']);
  });

  it('shows the words of a silent refusal (409: no toast, e.g. the offline demo) in the page', async () => {
    server.use(http.get('/api/permission/Users/getGctosUserToken', () => HttpResponse.json({ code: 409, msg: '离线演示模式：此功能需要服务器' })));
    renderPage('business/importrelease');
    expect(await screen.findByTestId('framed-error')).toHaveTextContent('离线演示模式：此功能需要服务器');
    expect(errors).toEqual([]);
  });

  it('says so when no address is configured or the address is not http(s)', async () => {
    config.sbcShipperDocUrl = '';
    renderPage('businessquery/sbcshipperdoc');
    expect(await screen.findByTestId('framed-error')).toHaveTextContent('未配置该页面的地址，请联系管理员在系统配置中设置');
    config.sbcShipperDocUrl = 'javascript:alert(document.cookie)';
    renderPage('business/shipmentinstructionsent');
    await waitFor(() => expect(screen.getAllByTestId('framed-error')[1]).toHaveTextContent('页面地址无效，只能打开 http 或 https 地址'));
    expect(screen.queryByTestId('framed-frame')).toBeNull();
  });
});
