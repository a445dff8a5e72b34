import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import {
  apiBase,
  configureRequest,
  DEFAULT_TIMEOUT,
  isRawPassthrough,
  isSessionExempt,
  LONG_TIMEOUT,
  request,
  timeoutFor,
  toFormBody,
  toQuery,
  withCacheBuster,
} from '../../../src/lib/request/request.ts';
import { requestText } from '../../../src/lib/request/messages.ts';
import { setToken } from '../../../src/lib/storage/jnpf-storage.ts';
import type { RequestFailure, RequestHooks } from '../../../src/lib/request/types.ts';

// Handlers use relative paths, which msw resolves against jsdom's origin (window.location.origin);
// the client's base is '' (same origin) unless a test installs another.
const server = setupServer();
const seen: Request[] = [];
const notifyError = vi.fn();
const onSessionGone = vi.fn();

function install(extra: Partial<RequestHooks> = {}): void {
  configureRequest({ notifyError, onSessionGone, language: () => 'zh-CN', ...extra });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  notifyError.mockReset();
  onSessionGone.mockReset();
  install();
  server.events.on('request:start', ({ request: sent }) => {
    seen.push(sent.clone());
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

type Method = 'get' | 'post' | 'put' | 'delete';
const answer = (path: string, body: JsonBodyType, method: Method = 'get') => server.use(http[method](path, () => HttpResponse.json(body)));

async function failureOf(promise: Promise<unknown>): Promise<RequestFailure> {
  try {
    await promise;
  } catch (error) {
    return error as RequestFailure;
  }
  throw new Error('expected a rejection');
}

const ERROR_ZH = '请求出错，请重试';

describe('request decoration (spec §7, contract §1.1)', () => {
  it('uses the same origin by default', () => {
    expect(apiBase).toBe('');
  });

  it('marks the pc origin, sends the stored token exactly as stored, the language and time zone, and never credentials', async () => {
    setToken('bearer abc.def');
    answer('/api/x', { code: 200, data: 1 });
    await request({ url: '/api/x' });
    expect(new URL(seen[0].url).origin).toBe(window.location.origin);
    expect(seen[0].headers.get('jnpf-origin')).toBe('pc');
    expect(seen[0].headers.get('authorization')).toBe('bearer abc.def');
    expect(seen[0].headers.get('accept-language')).toBe('zh-CN');
    // the browser's zone, which the server writes dates in when it writes them as text
    expect(seen[0].headers.get('x-time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(seen[0].credentials).toBe('omit');
  });

  it('never adds or changes the token scheme', async () => {
    setToken('Bearer NET');
    answer('/api/x', { code: 200 });
    await request({ url: '/api/x' });
    expect(seen[0].headers.get('authorization')).toBe('Bearer NET');
  });

  it('sends no Authorization without a token, but still the origin header', async () => {
    answer('/api/x', { code: 200 });
    await request({ url: '/api/x' });
    expect(seen[0].headers.has('authorization')).toBe(false);
    expect(seen[0].headers.get('jnpf-origin')).toBe('pc');
  });

  it('sends the language the hooks report', async () => {
    install({ language: () => 'en-US' });
    answer('/api/x', { code: 200 });
    await request({ url: '/api/x' });
    expect(seen[0].headers.get('accept-language')).toBe('en-US');
  });

  it('prefixes the base the hooks give', async () => {
    install({ apiBase: `${window.location.origin}/dev` });
    answer(`${window.location.origin}/dev/api/x`, { code: 200, data: 'via base' });
    await expect(request({ url: '/api/x' })).resolves.toMatchObject({ data: 'via base' });
  });

  it.each(['get', 'post', 'put', 'delete'] as const)('appends n=<unix seconds> on %s', async (method) => {
    answer('/api/x', { code: 200 }, method);
    const before = Math.floor(Date.now() / 1000);
    await request({ url: '/api/x', method: method.toUpperCase() as 'GET' });
    const after = Math.floor(Date.now() / 1000);
    const url = new URL(seen[0].url);
    expect(url.search.startsWith('?n=')).toBe(true);
    const n = Number(url.searchParams.get('n'));
    expect(Number.isInteger(n)).toBe(true);
    expect(n).toBeGreaterThanOrEqual(before);
    expect(n).toBeLessThanOrEqual(after);
  });

  it('appends n with & when the URL already has a query', async () => {
    answer('/api/y', { code: 200 }, 'post');
    await request({ url: '/api/y?z=1', method: 'POST', data: { a: 1 } });
    expect(seen[0].url).toMatch(/\/api\/y\?z=1&n=\d+$/);
  });

  it('writes n as whole seconds of the current time', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_999);
    expect(withCacheBuster('/api/a')).toBe('/api/a?n=1700000000');
    expect(withCacheBuster('/api/a?b=1')).toBe('/api/a?b=1&n=1700000000');
    expect(withCacheBuster('/api/a', 'k=v')).toBe('/api/a?k=v&n=1700000000');
  });

  it('sends GET data in the query, arrays as key[], undefined and null dropped, n last', async () => {
    answer('/api/x', { code: 200 });
    await request({ url: '/api/x', data: { keyword: 'a b', list: [1, 2], skip: undefined, none: null, page: 1 } });
    expect(seen[0].url).toMatch(/\/api\/x\?keyword=a\+b&list\[\]=1&list\[\]=2&page=1&n=\d+$/);
    const url = new URL(seen[0].url);
    expect(url.searchParams.get('keyword')).toBe('a b');
    expect(url.searchParams.getAll('list[]')).toEqual(['1', '2']);
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(await seen[0].text()).toBe('');
  });

  it('serialises queries like axios', () => {
    expect(toQuery({ a: 1, b: [3, 4], c: undefined, d: null, e: true })).toBe('a=1&b[]=3&b[]=4&e=true');
    expect(toQuery({ q: 'x y,z:$', t: '中&=' })).toBe('q=x+y,z:$&t=%E4%B8%AD%26%3D');
    expect(toQuery({ o: { k: 1 }, at: new Date('2024-01-02T03:04:05.000Z') })).toBe(
      `o=${encodeURIComponent('{"k":1}')}&at=2024-01-02T03:04:05.000Z`.replace(/%3A/g, ':').replace(/%2C/g, ','),
    );
    expect(toQuery({ list: [1, undefined, 2] })).toBe('list[]=1&list[]=2');
    expect(toQuery(undefined)).toBe('');
    expect(toQuery('text')).toBe('');
  });

  it('sends other methods as JSON bodies', async () => {
    answer('/api/x/1', { code: 200 }, 'put');
    await request({ url: '/api/x/1', method: 'PUT', data: { name: 'n', list: [1] } });
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(await seen[0].json()).toEqual({ name: 'n', list: [1] });
    expect(new URL(seen[0].url).searchParams.has('name')).toBe(false);
  });

  it('sends no body and no content type without data', async () => {
    answer('/api/x/1', { code: 200 }, 'delete');
    await request({ url: '/api/x/1', method: 'DELETE' });
    expect(seen[0].headers.has('content-type')).toBe(false);
    expect(await seen[0].text()).toBe('');
  });

  it('form-encodes when asked (login) and drops undefined keys', async () => {
    answer('/api/oauth/Login', { code: 200, data: { token: 't' } }, 'post');
    await request({
      url: '/api/oauth/Login',
      method: 'POST',
      form: true,
      data: { account: 'admin', password: 'e10adc', code: undefined, grant_type: 'password' },
    });
    expect(seen[0].headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await seen[0].text()).toBe('account=admin&password=e10adc&grant_type=password');
    expect(new URL(seen[0].url).searchParams.has('n')).toBe(true);
  });

  it('writes form bodies like qs.stringify', () => {
    expect(toFormBody({ a: 'x y', b: undefined, c: null, d: true, e: 2 })).toBe('a=x%20y&c=&d=true&e=2');
    expect(toFormBody({ l: ['p', 'q'], o: { k: 'v' } })).toBe('l%5B0%5D=p&l%5B1%5D=q&o%5Bk%5D=v');
    expect(toFormBody({ s: "it's (ok)!*" })).toBe('s=it%27s%20%28ok%29%21%2A');
    expect(toFormBody(undefined)).toBe('');
  });

  it('lets the runtime write the multipart type for uploads', async () => {
    answer('/api/up', { code: 200 }, 'post');
    const form = new FormData();
    form.append('file', new Blob(['abc']), 'a.txt');
    await request({ url: '/api/up', method: 'POST', data: form });
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('envelope codes (spec §8, contract §1.2)', () => {
  it('resolves code 200 with the whole envelope', async () => {
    answer('/api/x', { code: 200, msg: 'Success', data: { v: 1 } });
    await expect(request({ url: '/api/x' })).resolves.toEqual({ code: 200, msg: 'Success', data: { v: 1 } });
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSessionGone).not.toHaveBeenCalled();
  });

  it('resolves a 200 without msg or data (NON_NULL envelopes)', async () => {
    answer('/api/x', { code: 200 });
    await expect(request({ url: '/api/x' })).resolves.toEqual({ code: 200 });
  });

  it('rejects 409 silently', async () => {
    answer('/api/x', { code: 409, msg: 'quiet' });
    const failure = await failureOf(request({ url: '/api/x' }));
    expect(failure).toEqual({ code: 409, msg: 'quiet', body: { code: 409, msg: 'quiet' } });
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSessionGone).not.toHaveBeenCalled();
  });

  it('toasts the server message for 1.5 s on other codes and rejects with code, msg and body', async () => {
    answer('/api/x', { code: 400, msg: '名称不能重复' }, 'post');
    const failure = await failureOf(request({ url: '/api/x', method: 'POST', data: {} }));
    expect(failure).toEqual({ code: 400, msg: '名称不能重复', body: { code: 400, msg: '名称不能重复' } });
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('名称不能重复', 1500);
    expect(onSessionGone).not.toHaveBeenCalled();
  });

  it.each([
    ['zh-CN', '请求出错，请重试'],
    ['zh-TW', '請求出錯，請重試'],
    ['en-US', 'Request error, please retry'],
  ])('falls back to the request-error text without a message (%s)', async (language, expected) => {
    install({ language: () => language });
    answer('/api/x', { code: 500 });
    const failure = await failureOf(request({ url: '/api/x' }));
    expect(failure).toMatchObject({ code: 500, msg: expected });
    expect(notifyError).toHaveBeenCalledWith(expected, 1500);
  });

  it('picks the fallback text by language', () => {
    expect(requestText('error', 'zh')).toBe(ERROR_ZH);
    expect(requestText('error', 'zh-CN')).toBe(ERROR_ZH);
    expect(requestText('error', 'zh-TW')).toBe('請求出錯，請重試');
    expect(requestText('error', 'zh-Hant')).toBe('請求出錯，請重試');
    expect(requestText('error', 'en')).toBe('Request error, please retry');
    expect(requestText('error', '')).toBe(ERROR_ZH);
  });

  it.each([600, 601, 602])('toasts and ends the session on %i', async (code) => {
    answer('/api/x', { code, msg: 'gone' });
    const failure = await failureOf(request({ url: '/api/x' }));
    expect(failure.code).toBe(code);
    expect(notifyError).toHaveBeenCalledWith('gone', 1500);
    expect(onSessionGone).toHaveBeenCalledTimes(1);
    expect(onSessionGone).toHaveBeenCalledWith(code, 'gone');
  });

  it('ends the session with the fallback text when the server gave none', async () => {
    answer('/api/x', { code: 600 });
    await failureOf(request({ url: '/api/x' }));
    expect(onSessionGone).toHaveBeenCalledWith(600, ERROR_ZH);
  });

  it.each([
    ['/api/oauth/Login', 600],
    ['/api/oauth/Login', 601],
    ['/api/oauth/Login', 602],
    ['/api/oauth/LockScreen', 600],
    ['/api/oauth/LockScreen', 601],
    ['/api/oauth/LockScreen', 602],
  ])('keeps the session on %s answering %i, but still toasts and rejects', async (url, code) => {
    answer(url, { code, msg: 'x' }, 'post');
    const failure = await failureOf(request({ url, method: 'POST', data: {} }));
    expect(failure.code).toBe(code);
    expect(onSessionGone).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('x', 1500);
  });

  it('knows which URLs are exempt from session handling', () => {
    expect(isSessionExempt('/api/oauth/Login')).toBe(true);
    expect(isSessionExempt('/api/oauth/LockScreen')).toBe(true);
    expect(isSessionExempt('/api/oauth/CurrentUser')).toBe(false);
    expect(isSessionExempt('/api/oauth/Logout')).toBe(false);
  });

  it('rejects a failed login with the whole body', async () => {
    const body = { code: 400, msg: '账户或密码错误，请重新输入', data: { attempts: 2 } };
    answer('/api/oauth/Login', body, 'post');
    const failure = await failureOf(request({ url: '/api/oauth/Login', method: 'POST', form: true, data: { account: 'a' } }));
    expect(failure.body).toEqual(body);
    expect(failure.msg).toBe('账户或密码错误，请重新输入');
    expect(notifyError).toHaveBeenCalledWith('账户或密码错误，请重新输入', 1500);
  });
});

describe('transport failures (spec §8)', () => {
  it('reports a network failure as code 0 with the request-error toast', async () => {
    server.use(http.get('/api/x', () => HttpResponse.error()));
    const failure = await failureOf(request({ url: '/api/x' }));
    expect(failure).toEqual({ code: 0, msg: ERROR_ZH });
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith(ERROR_ZH, 1500);
    expect(onSessionGone).not.toHaveBeenCalled();
  });

  it('translates the transport toast', async () => {
    install({ language: () => 'en-US' });
    server.use(http.get('/api/x', () => HttpResponse.error()));
    expect((await failureOf(request({ url: '/api/x' }))).msg).toBe('Request error, please retry');
    expect(notifyError).toHaveBeenCalledWith('Request error, please retry', 1500);
  });

  it.each([404, 500, 502])('reports HTTP %i as a transport failure, even with an envelope inside', async (status) => {
    server.use(http.get('/api/x', () => HttpResponse.json({ code: 600, msg: 'inner' }, { status })));
    const failure = await failureOf(request({ url: '/api/x' }));
    expect(failure).toEqual({ code: 0, msg: ERROR_ZH });
    expect(notifyError).toHaveBeenCalledWith(ERROR_ZH, 1500);
    expect(onSessionGone).not.toHaveBeenCalled();
  });

  it('reports an unparsable body as a transport failure', async () => {
    server.use(http.get('/api/x', () => new HttpResponse('<html>proxy error</html>', { headers: { 'content-type': 'text/html' } })));
    expect((await failureOf(request({ url: '/api/x' }))).code).toBe(0);
    expect(notifyError).toHaveBeenCalledWith(ERROR_ZH, 1500);
  });

  it('reports JSON that is not an envelope as a transport failure', async () => {
    answer('/api/x', ['not', 'an', 'envelope']);
    expect((await failureOf(request({ url: '/api/x' }))).code).toBe(0);
    expect(notifyError).toHaveBeenCalledWith(ERROR_ZH, 1500);
  });

  it('aborts after the timeout and reports it as a transport failure', async () => {
    server.use(
      http.get('/api/slow', async () => {
        await delay(2000);
        return HttpResponse.json({ code: 200 });
      }),
    );
    const started = Date.now();
    const failure = await failureOf(request({ url: '/api/slow', timeout: 50 }));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(failure).toEqual({ code: 0, msg: ERROR_ZH });
    expect(notifyError).toHaveBeenCalledWith(ERROR_ZH, 1500);
  });
});

describe('timeouts (spec §9, contract §1.1)', () => {
  it.each([
    '/api/permission/SynThirdInfo/1',
    '/api/extend/Email/Receive',
    '/api/permission/Authority/Data/abc',
    '/api/Permission/Authority/Data/abc',
    '/api/system/DataSync/Actions/Execute',
  ])('forces 100000 ms on %s whatever the caller asked', (url) => {
    expect(timeoutFor(url)).toBe(100000);
    expect(timeoutFor(url, 5)).toBe(100000);
    expect(timeoutFor(url, 5_000_000)).toBe(100000);
  });

  it('defaults to 1,000,000 ms and otherwise honours the caller', () => {
    expect(DEFAULT_TIMEOUT).toBe(1_000_000);
    expect(LONG_TIMEOUT).toBe(100_000);
    expect(timeoutFor('/api/other')).toBe(1_000_000);
    expect(timeoutFor('/api/other', 5000)).toBe(5000);
    expect(timeoutFor('/api/permission/Authority/GetColumnsByModuleId/1')).toBe(1_000_000);
  });

  it('arms the abort timer with the chosen timeout', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    answer('/api/extend/Email/Receive', { code: 200 });
    answer('/api/other', { code: 200 });
    await request({ url: '/api/extend/Email/Receive', timeout: 10 });
    await request({ url: '/api/other' });
    const delays = timers.mock.calls.map((call) => call[1]);
    expect(delays).toContain(100000);
    expect(delays).toContain(1_000_000);
  });
});

describe('raw passthrough (contract §1.2, spec §8)', () => {
  it.each(['/api/system/Base/DataSource/Actions/Test', '/api/visualdev/OnlineDev/abc/Config', '/api/visualdev/Portal/abc/auth'])('recognises %s', (url) => {
    expect(isRawPassthrough(url)).toBe(true);
  });

  it.each(['/api/system/DataSource', '/api/visualdev/OnlineDev/abc/List', '/api/system/SysConfig', '/api/visualdev/Portal/abc', '/api/oauth/auth'])(
    'does not pass %s through',
    (url) => {
      expect(isRawPassthrough(url)).toBe(false);
    },
  );

  it.each([
    ['/api/system/Base/DataSource/Actions/Test', 400],
    ['/api/visualdev/OnlineDev/abc/Config', 404],
    ['/api/visualdev/Portal/abc/auth', 600],
  ])('returns the body of %s whatever its code (%i), with no toast and no session handling', async (url, code) => {
    answer(url, { code, msg: 'x', data: { y: 1 } }, 'post');
    await expect(request({ url, method: 'POST', data: {} })).resolves.toEqual({ code, msg: 'x', data: { y: 1 } });
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSessionGone).not.toHaveBeenCalled();
  });

  it('returns the body whatever its code when the caller asks for raw', async () => {
    answer('/api/x', { code: 601, msg: 'kicked' });
    await expect(request({ url: '/api/x', raw: true })).resolves.toEqual({ code: 601, msg: 'kicked' });
    answer('/api/y', { code: 409 });
    await expect(request({ url: '/api/y', raw: true })).resolves.toEqual({ code: 409 });
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSessionGone).not.toHaveBeenCalled();
  });

  it('still reports transport failures on raw calls', async () => {
    server.use(http.get('/api/x', () => HttpResponse.error()));
    expect((await failureOf(request({ url: '/api/x', raw: true }))).code).toBe(0);
    expect(notifyError).toHaveBeenCalledWith(ERROR_ZH, 1500);
  });
});

describe('downloads (spec §8: no code handling)', () => {
  it('returns a file as {code: 200, data: Blob}, still decorated', async () => {
    setToken('bearer t');
    server.use(http.get('/api/file/Download/a/b', () => new HttpResponse('bytes', { headers: { 'content-type': 'application/octet-stream' } })));
    const response = await request<Blob>({ url: '/api/file/Download/a/b', responseType: 'blob' });
    expect(response.code).toBe(200);
    // The runtime's Blob (undici's), not jsdom's: check the shape rather than the class.
    expect(response.data).toMatchObject({ size: 5, type: 'application/octet-stream' });
    expect(await (response.data as Blob).text()).toBe('bytes');
    expect(seen[0].headers.get('authorization')).toBe('bearer t');
    expect(new URL(seen[0].url).searchParams.has('n')).toBe(true);
  });

  it('returns an envelope sent instead of the file as it is, without toast or session handling', async () => {
    answer('/api/file/Download/a/b', { code: 600, msg: '登录过期,请重新登录' });
    const response = await request({ url: '/api/file/Download/a/b', responseType: 'blob' });
    expect(response).toEqual({ code: 600, msg: '登录过期,请重新登录' });
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSessionGone).not.toHaveBeenCalled();
  });

  it('returns a JSON file that is not an envelope as a file', async () => {
    answer('/api/file/Download/c/d', { some: 'data' });
    const response = await request<Blob>({ url: '/api/file/Download/c/d', responseType: 'blob' });
    expect(response.code).toBe(200);
    expect(JSON.parse(await (response.data as Blob).text())).toEqual({ some: 'data' });
  });

  it('posts an export and returns the file', async () => {
    server.use(http.post('/api/x/Actions/Export', () => new HttpResponse('a,b\n', { headers: { 'content-type': 'text/csv' } })));
    const response = await request<Blob>({ url: '/api/x/Actions/Export', method: 'POST', data: { ids: [1] }, responseType: 'blob' });
    expect(response.code).toBe(200);
    expect(await (response.data as Blob).text()).toBe('a,b\n');
    expect(await seen[0].json()).toEqual({ ids: [1] });
  });

  it('reports a failed download as a transport failure', async () => {
    server.use(http.get('/api/file/Download/a/b', () => new HttpResponse(null, { status: 404 })));
    expect((await failureOf(request({ url: '/api/file/Download/a/b', responseType: 'blob' }))).code).toBe(0);
    expect(notifyError).toHaveBeenCalledWith(ERROR_ZH, 1500);
  });
});
