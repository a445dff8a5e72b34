import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../server/features/data-interface/api-runner.ts';
import { isHostAllowed } from '../../server/features/data-interface/api-host-allow-list.ts';
import { DEFAULT_API_LIMITS, InterfaceFailure, type ApiCall, type FailureReason } from '../../server/features/data-interface/run-contract.ts';

/**
 * The API runner of data interfaces (issue 13, "API"): a local HTTP server on 127.0.0.1 stands in
 * for the remote API and records every request it gets, so a refused call is seen to have sent
 * nothing. No database is involved.
 */

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const received: Received[] = [];
let server: Server;
let port = 0;
let base = '';
/** A second stand-in on another port: another origin on the same address, without relying on how `localhost` resolves. */
let second: Server;
let secondPort = 0;

/** The stand-in API: each path is one behaviour. */
function answer(request: IncomingMessage, response: ServerResponse, body: string): void {
  received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
  const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
  const json = (status: number, value: unknown): void => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  switch (path) {
    case '/echo':
      return json(200, { ok: true });
    case '/to-listed':
      response.writeHead(302, { location: '/echo' });
      return void response.end();
    case '/to-unlisted':
      // Same server under another name: only 127.0.0.1:port is listed, so it must never be asked.
      response.writeHead(302, { location: `http://localhost:${port}/echo` });
      return void response.end();
    case '/to-second':
      response.writeHead(302, { location: `http://127.0.0.1:${secondPort}/echo` });
      return void response.end();
    case '/loop':
      response.writeHead(302, { location: '/loop' });
      return void response.end();
    case '/post-307':
      response.writeHead(307, { location: '/echo' });
      return void response.end();
    case '/slow':
      setTimeout(() => json(200, { late: true }), 2000).unref();
      return;
    case '/slow-body':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[1');
      setTimeout(() => response.end(']'), 2000).unref();
      return;
    case '/huge':
      // Chunked, so no Content-Length gives the size away: only counting the stream catches it.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('"');
      for (let i = 0; i < 64; i += 1) response.write('x'.repeat(64 * 1024));
      return void response.end('"');
    case '/huge-declared':
      // Declares a size over the limit and then stalls: only the upfront Content-Length check refuses it in time.
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) });
      response.write('"');
      return;
    case '/fail':
      return json(500, { error: 'boom' });
    case '/html':
      response.writeHead(200, { 'content-type': 'text/html' });
      return void response.end('<html>not json</html>');
    case '/gzip':
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      return void response.end(gzipSync(JSON.stringify({ packed: true })));
    case '/bom':
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end('\ufeff{"bom":1}');
    default:
      return json(404, {});
  }
}

async function startStandIn(): Promise<[Server, number]> {
  const standIn = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => answer(request, response, body));
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  return [standIn, (standIn.address() as AddressInfo).port];
}

async function stop(standIn: Server): Promise<void> {
  standIn.closeAllConnections();
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
}

beforeAll(async () => {
  [server, port] = await startStandIn();
  [second, secondPort] = await startStandIn();
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await stop(server);
  await stop(second);
});

beforeEach(() => {
  received.length = 0;
});

const call = (overrides: Partial<ApiCall>): ApiCall => ({
  method: 'GET',
  url: `${base}/echo`,
  headers: {},
  params: {},
  allowedHosts: [`127.0.0.1:${port}`],
  limits: DEFAULT_API_LIMITS,
  ...overrides,
});

async function failureOf(promise: Promise<unknown>): Promise<InterfaceFailure> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InterfaceFailure);
  return error as InterfaceFailure;
}

async function expectFailure(promise: Promise<unknown>, reason: FailureReason): Promise<InterfaceFailure> {
  const failure = await failureOf(promise);
  expect(failure.reason).toBe(reason);
  return failure;
}

describe('an API interface to a listed host', () => {
  it('GETs with the parameters added to the query the URL already has, and answers the JSON', async () => {
    const result = await callApi(call({ url: `${base}/echo?fixed=1`, params: { keyword: '集装箱 & co', page: 2, tags: ['a', 'b'], unset: null } }));
    expect(result).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    const query = new URL(received[0]!.url, base).searchParams;
    expect(received[0]!.method).toBe('GET');
    expect(query.get('fixed')).toBe('1');
    expect(query.get('keyword')).toBe('集装箱 & co');
    expect(query.get('page')).toBe('2');
    expect(query.getAll('tags')).toEqual(['a', 'b']);
    expect(query.has('unset')).toBe(false);
  });

  it('POSTs the parameters as a JSON body with the definition headers', async () => {
    const result = await callApi(
      call({ method: 'POST', headers: { 'X-Api-Key': 'secret-key', Authorization: 'Bearer t' }, params: { plate: '沪A12345', axles: 3 } }),
    );
    expect(result).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-api-key']).toBe('secret-key');
    expect(request!.headers.authorization).toBe('Bearer t');
    expect(JSON.parse(request!.body)).toEqual({ plate: '沪A12345', axles: 3 });
  });

  it('does not let the definition override Host, Content-Length or hop-by-hop headers', async () => {
    await callApi(
      call({
        method: 'POST',
        headers: { Host: 'internal.example', 'Content-Length': '1', 'Transfer-Encoding': 'gzip', Connection: 'upgrade' },
        params: { a: 1 },
      }),
    );
    const [request] = received;
    expect(request!.headers.host).toBe(`127.0.0.1:${port}`);
    expect(request!.body).toBe('{"a":1}');
    expect(request!.headers['transfer-encoding']).toBeUndefined();
  });

  it('follows a redirect to a listed host, and a 307 repeats the POST', async () => {
    expect(await callApi(call({ url: `${base}/to-listed` }))).toEqual({ ok: true });
    expect(received.map((request) => request.url)).toEqual(['/to-listed', '/echo']);
    received.length = 0;
    await callApi(call({ method: 'POST', url: `${base}/post-307`, params: { a: 1 } }));
    expect(received.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/post-307', '{"a":1}'],
      ['POST', '/echo', '{"a":1}'],
    ]);
  });

  it('drops Authorization and Cookie on a redirect to another listed origin, and a 302 after a POST becomes a GET', async () => {
    const headers = { Authorization: 'Bearer t', Cookie: 's=1', 'X-Api-Key': 'k' };
    await callApi(
      call({ method: 'POST', url: `${base}/to-second`, headers, params: { a: 1 }, allowedHosts: [`127.0.0.1:${port}`, `127.0.0.1:${secondPort}`] }),
    );
    const [first, then] = received;
    expect([first!.method, first!.headers.authorization, first!.headers.cookie]).toEqual(['POST', 'Bearer t', 's=1']);
    expect([then!.method, then!.headers.host, then!.body]).toEqual(['GET', `127.0.0.1:${secondPort}`, '']);
    expect([then!.headers.authorization, then!.headers.cookie, then!.headers['x-api-key']]).toEqual([undefined, undefined, 'k']);
  });

  it('reads a body with a byte-order mark', async () => {
    expect(await callApi(call({ url: `${base}/bom` }))).toEqual({ bom: 1 });
  });
});

describe('an API interface refused before it asks', () => {
  it('refuses a host not on the list, and the server gets no request', async () => {
    await expectFailure(callApi(call({ allowedHosts: ['api.example.com', `localhost:${port}`] })), 'hostNotAllowed');
    await expectFailure(callApi(call({ allowedHosts: [] })), 'hostNotAllowed');
    expect(received).toHaveLength(0);
  });

  it('refuses the listed host on another port, and a bare entry on a non-default port', async () => {
    await expectFailure(callApi(call({ allowedHosts: [`127.0.0.1:${port + 1 === 65536 ? 1 : port + 1}`] })), 'hostNotAllowed');
    await expectFailure(callApi(call({ allowedHosts: ['127.0.0.1'] })), 'hostNotAllowed');
    expect(received).toHaveLength(0);
  });

  it('refuses schemes other than http and https, user info and unparsable URLs', async () => {
    for (const url of [
      'file:///etc/passwd',
      `ftp://127.0.0.1:${port}/echo`,
      `http://user:pw@127.0.0.1:${port}/echo`,
      `http://user@127.0.0.1:${port}/echo`,
      'not a url',
    ]) {
      await expectFailure(callApi(call({ url, allowedHosts: [`127.0.0.1:${port}`, '127.0.0.1'] })), 'hostNotAllowed');
    }
    expect(received).toHaveLength(0);
  });

  it('refuses a redirect to a host not on the list without asking it', async () => {
    await expectFailure(callApi(call({ url: `${base}/to-unlisted` })), 'hostNotAllowed');
    expect(received.map((request) => request.url)).toEqual(['/to-unlisted']);
  });

  it('stops after three redirects', async () => {
    const failure = await expectFailure(callApi(call({ url: `${base}/loop` })), 'apiFailed');
    expect(failure.detail).toMatch(/redirects/u);
    expect(received).toHaveLength(4);
  });

  it('never puts a header value into the failure', async () => {
    const failure = await expectFailure(callApi(call({ headers: { 'X-Token': 'top-secret\r\nInjected: 1' } })), 'apiFailed');
    expect(failure.message).not.toContain('top-secret');
    expect(received).toHaveLength(0);
  });
});

describe('an API interface whose answer is refused', () => {
  const short = { timeoutMs: 300, maxBytes: DEFAULT_API_LIMITS.maxBytes };

  it('times out on an endpoint that does not answer in time', async () => {
    await expectFailure(callApi(call({ url: `${base}/slow`, limits: short })), 'apiTimeout');
  });

  it('times out on a body that does not finish in time', async () => {
    await expectFailure(callApi(call({ url: `${base}/slow-body`, limits: short })), 'apiTimeout');
  });

  it('refuses a body over the size limit, counted while reading', async () => {
    await expectFailure(callApi(call({ url: `${base}/huge`, limits: { timeoutMs: 5000, maxBytes: 64 * 1024 } })), 'apiTooLarge');
    // The same body passes under a limit it fits in.
    expect(typeof (await callApi(call({ url: `${base}/huge`, limits: { timeoutMs: 5000, maxBytes: 5 * 1024 * 1024 } })))).toBe('string');
  });

  it('refuses a body whose declared Content-Length is over the limit before reading it', async () => {
    await expectFailure(callApi(call({ url: `${base}/huge-declared`, limits: { timeoutMs: 1000, maxBytes: 64 * 1024 } })), 'apiTooLarge');
  });

  it('fails on an error status, with the status as detail', async () => {
    const failure = await expectFailure(callApi(call({ url: `${base}/fail` })), 'apiFailed');
    expect(failure.detail).toBe('HTTP 500');
  });

  it('fails on a body that is not JSON', async () => {
    await expectFailure(callApi(call({ url: `${base}/html` })), 'apiFailed');
  });

  it('fails when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expectFailure(callApi(call({ url: `http://127.0.0.1:${closedPort}/`, allowedHosts: [`127.0.0.1:${closedPort}`] })), 'apiFailed');
  });
});

describe('the host allow-list', () => {
  const allowed = (url: string, list: string[]): boolean => isHostAllowed(new URL(url), list);

  it('matches host names without case and a bare entry on the default port only', () => {
    expect(allowed('https://API.Example.com/v1', ['api.example.COM'])).toBe(true);
    expect(allowed('http://api.example.com:80/v1', ['api.example.com'])).toBe(true);
    expect(allowed('https://api.example.com:8443/v1', ['api.example.com'])).toBe(false);
    expect(allowed('https://api.example.com:8443/v1', ['api.example.com:8443'])).toBe(true);
    expect(allowed('https://api.example.com/v1', ['api.example.com:443'])).toBe(true);
    expect(allowed('https://api.example.com/v1', ['api.example.com:8443'])).toBe(false);
    expect(allowed('https://evil.api.example.com/', ['api.example.com'])).toBe(false);
    expect(allowed('https://api.example.com.evil.net/', ['api.example.com'])).toBe(false);
  });

  it('matches IP literals as written, IPv6 in brackets or bare', () => {
    expect(allowed('http://10.0.0.5/', ['10.0.0.5'])).toBe(true);
    expect(allowed('http://localhost/', ['127.0.0.1'])).toBe(false);
    expect(allowed('http://[::1]:8080/', ['[::1]:8080'])).toBe(true);
    expect(allowed('http://[::1]/', ['::1'])).toBe(true);
    expect(allowed('http://[::1]:8080/', ['::1'])).toBe(false);
  });

  it('allows nothing with an empty list or entries that are not hosts', () => {
    expect(allowed('https://api.example.com/', [])).toBe(false);
    expect(allowed('https://api.example.com/', ['https://api.example.com', 'user@api.example.com', 'api.example.com/x', 'api.example.com:99999'])).toBe(false);
  });

  it('refuses other schemes and user info', () => {
    expect(allowed('ftp://api.example.com/', ['api.example.com'])).toBe(false);
    expect(allowed('file://api.example.com/x', ['api.example.com'])).toBe(false);
    expect(allowed('https://u@api.example.com/', ['api.example.com'])).toBe(false);
  });
});

/** The machine's first address outside loopback, which a name may resolve to; none on a machine without a network. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

describe('API hops connect to the address their name was checked at (DNS pinned)', () => {
  const NAME = 'api.portside.test';
  const resolvingTo = (...addresses: string[]) => {
    const asked: string[] = [];
    const resolve = async (hostname: string) => {
      asked.push(hostname);
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    return { asked, resolve };
  };

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback written as IPv6', '::ffff:127.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['a cloud metadata address', '169.254.169.254'],
    ['the unspecified address', '0.0.0.0'],
    ['Alibaba Cloud’s metadata service', '100.100.100.200'],
  ])('refuses a listed name that resolves to %s, and sends nothing', async (_, address) => {
    const { resolve } = resolvingTo(address);
    await expectFailure(callApi(call({ url: `http://${NAME}:${port}/echo`, allowedHosts: [`${NAME}:${port}`], resolve })), 'hostNotAllowed');
    expect(received).toEqual([]);
  });

  it('uses the first usable address when a name resolves to several', async () => {
    const { resolve } = resolvingTo('127.0.0.1', '10.255.255.1');
    // 10.255.255.1 is usable (private ranges are a port group's own systems) but answers nobody here: the call fails by its time limit, not by the list.
    const failure = await failureOf(
      callApi(call({ url: `http://${NAME}:${port}/echo`, allowedHosts: [`${NAME}:${port}`], resolve, limits: { ...DEFAULT_API_LIMITS, timeoutMs: 300 } })),
    );
    expect(failure.reason).not.toBe('hostNotAllowed');
    expect(received).toEqual([]);
  });

  it('an IP literal on the list is used as written, without resolving anything', async () => {
    const { asked, resolve } = resolvingTo('10.255.255.1');
    await expect(callApi(call({ resolve }))).resolves.toEqual({ ok: true });
    expect(asked).toEqual([]);
  });

  it('resolves the name once per hop and connects to that address, keeping the name as the Host', async (context) => {
    const address = outsideAddress();
    if (!address) {
      console.warn('SKIPPED: this machine has no address outside loopback to resolve a name to');
      context.skip();
      return;
    }
    const standIn = createServer((request, response) => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: '' });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ reached: true }));
    });
    await new Promise<void>((resolve) => standIn.listen(0, address, resolve));
    const outsidePort = (standIn.address() as AddressInfo).port;
    try {
      let calls = 0;
      // The first answer is checked and used; a rebinding answer after it would lead to loopback.
      const resolve = async () => [{ address: calls++ === 0 ? address : '127.0.0.1', family: 4 }];
      await expect(callApi(call({ url: `http://${NAME}:${outsidePort}/data`, allowedHosts: [`${NAME}:${outsidePort}`], resolve }))).resolves.toEqual({
        reached: true,
      });
      expect(calls).toBe(1);
      expect(received.map((request) => request.headers.host)).toEqual([`${NAME}:${outsidePort}`]);
    } finally {
      await stop(standIn);
    }
  });

  it('reads a compressed body', async () => {
    await expect(callApi(call({ url: `${base}/gzip` }))).resolves.toEqual({ packed: true });
  });
});
