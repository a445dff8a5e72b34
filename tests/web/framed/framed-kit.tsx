import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { updateViewState } from '../../../src/shell/layout/view-state.ts';
import { setFrameOrigins } from '../../../src/features/framed/frame-messages.ts';

/** What the msw server was asked, in order (path and keyStr). */
export const calls: string[] = [];
export const errors: string[] = [];

/** The server's system configuration, as getValueByKey answers it. */
export const config: Record<string, string> = {};

export function setUpFramedTests() {
  const server = setupServer(
    http.get('/api/system/SysConfig/getValueByKey', ({ request }) => {
      const key = new URL(request.url).searchParams.get('keyStr') ?? '';
      calls.push(`config:${key}`);
      if (!(key in config)) return HttpResponse.json({ code: 400, msg: `配置项 ${key} 不可按键查询` });
      return HttpResponse.json({ code: 200, msg: 'Success', data: config[key] });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    await i18nProvider.changeLocale('zh');
    storageSet('language', 'zh');
    configureRequest({ notifyError: (message) => errors.push(message), onSessionGone: () => undefined, language: () => 'zh-CN' });
    resetSession();
    setToken('bearer t');
    setSessionToken('bearer t');
    updateViewState({ fullscreen: false });
    setWindowHeight(900);
    setFrameOrigins('');
    calls.length = 0;
    errors.length = 0;
    for (const key of Object.keys(config)) delete config[key];
    config.frameMessageOrigins = '';
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export function setWindowHeight(height: number): void {
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}
