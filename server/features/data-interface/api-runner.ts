import { isHostAllowed } from './api-host-allow-list.ts';
import { pinnedFetch, type Resolve } from './pinned-transport.ts';
import { InterfaceFailure, type ApiCall, type ApiLimits } from './run-contract.ts';

/**
 * The API runner of data interfaces (dataType 3): one GET or POST to a host on the system
 * administrator's allow-list, answering the parsed JSON body or throwing an InterfaceFailure.
 *
 * The server makes this request on a user's behalf, so it is fenced in: only http(s) URLs without
 * user info, every hop (redirects followed here, at most MAX_REDIRECTS) checked against the list,
 * one time limit over the whole call, and the body read as a stream and cut past `maxBytes` (a
 * lying or absent Content-Length, or a compressed body that inflates, cannot get around it). Each
 * hop connects to the address its name was resolved to and checked (pinned-transport.ts).
 * Header values may carry secrets (tokens, keys): they never go into a failure's detail, which the
 * caller logs and shows, nor anywhere else.
 */

const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Headers a definition may not set: hop-by-hop ones (they describe one connection, not the
 * request), Host (it would reach a host other than the checked one through a shared front) and
 * Content-Length/Expect (the transport frames the body itself).
 */
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
]);

/** Credentials that do not follow a redirect to another origin (as curl and the fetch standard do). */
const CREDENTIAL_HEADERS = ['authorization', 'cookie'];

interface Hop {
  url: URL;
  method: 'GET' | 'POST';
  headers: Headers;
  body: string | undefined;
}

export async function callApi(call: ApiCall): Promise<unknown> {
  const signal = AbortSignal.timeout(call.limits.timeoutMs);
  try {
    const response = await fetchFollowingRedirects(firstHop(call), call.allowedHosts, signal, call.resolve);
    return parseJson(await readLimited(response, call.limits));
  } catch (error) {
    throw asFailure(error, signal, call.limits);
  }
}

function firstHop(call: ApiCall): Hop {
  let url: URL;
  try {
    url = new URL(call.url);
  } catch {
    throw new InterfaceFailure('hostNotAllowed', 'invalid URL');
  }
  const headers = requestHeaders(call.headers);
  if (call.method === 'GET') {
    for (const [name, value] of Object.entries(call.params)) {
      for (const text of queryValues(value)) url.searchParams.append(name, text);
    }
    return { url, method: 'GET', headers, body: undefined };
  }
  headers.set('content-type', 'application/json');
  return { url, method: 'POST', headers, body: JSON.stringify(call.params) };
}

/** A parameter as query values: none when unset, one per item of an array, objects as JSON. */
function queryValues(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(queryValues);
  if (value instanceof Date) return [value.toISOString()];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

function requestHeaders(definition: Readonly<Record<string, string>>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(definition)) {
    if (DROPPED_HEADERS.has(name.trim().toLowerCase())) continue;
    try {
      headers.set(name, value);
    } catch {
      // The Headers error quotes the value; the failure names the header only.
      throw new InterfaceFailure('apiFailed', `invalid header ${name}`);
    }
  }
  return headers;
}

/** Fetches with `redirect: 'manual'` and follows redirects itself, so every target is checked against the allow-list before it is asked. */
async function fetchFollowingRedirects(start: Hop, allowedHosts: readonly string[], signal: AbortSignal, resolve?: Resolve): Promise<Response> {
  let hop = start;
  for (let redirects = 0; ; redirects += 1) {
    if (!isHostAllowed(hop.url, allowedHosts)) throw new InterfaceFailure('hostNotAllowed', shownHost(hop.url));
    const response = await pinnedFetch(hop, signal, resolve);
    const location = response.headers.get('location');
    if (!REDIRECT_STATUSES.has(response.status) || location === null) return response;
    await discard(response);
    if (redirects === MAX_REDIRECTS) throw new InterfaceFailure('apiFailed', `more than ${MAX_REDIRECTS} redirects`);
    hop = nextHop(hop, response.status, location);
  }
}

function nextHop(hop: Hop, status: number, location: string): Hop {
  let url: URL;
  try {
    url = new URL(location, hop.url);
  } catch {
    throw new InterfaceFailure('hostNotAllowed', 'invalid redirect URL');
  }
  const headers = new Headers(hop.headers);
  if (url.origin !== hop.url.origin) for (const name of CREDENTIAL_HEADERS) headers.delete(name);
  // 303, and 301/302 after a POST, turn into a GET without body, as every HTTP client does; 307/308 repeat the request.
  if (status === 303 || ((status === 301 || status === 302) && hop.method === 'POST')) {
    headers.delete('content-type');
    return { url, method: 'GET', headers, body: undefined };
  }
  return { ...hop, url, headers };
}

/** Scheme and host only: the path and query of a definition's URL may carry keys. */
const shownHost = (url: URL): string => (url.host ? `${url.protocol}//${url.host}` : url.protocol);

/** Releases the connection of a response whose body is not wanted. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

async function readLimited(response: Response, limits: ApiLimits): Promise<string> {
  if (response.status < 200 || response.status > 299) {
    await discard(response);
    throw new InterfaceFailure('apiFailed', `HTTP ${response.status}`);
  }
  const tooLarge = new InterfaceFailure('apiTooLarge', `over ${limits.maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
    await discard(response);
    throw tooLarge;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > limits.maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge;
      }
      chunks.push(chunk.value);
    }
  }
  // TextDecoder drops a leading byte-order mark, which JSON.parse would refuse.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InterfaceFailure('apiFailed', 'response is not JSON');
  }
}

/** Any error of the call as an InterfaceFailure: the time limit once the signal fired, else the network's own words. */
function asFailure(error: unknown, signal: AbortSignal, limits: ApiLimits): InterfaceFailure {
  if (error instanceof InterfaceFailure) return error;
  if (signal.aborted) return new InterfaceFailure('apiTimeout', `${limits.timeoutMs} ms`);
  // The socket's reason (ECONNREFUSED, ECONNRESET, a TLS error …) is its error code.
  const own = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code = own ?? (cause instanceof Error ? ((cause as NodeJS.ErrnoException).code ?? cause.message) : undefined);
  return new InterfaceFailure('apiFailed', code ?? (error instanceof Error ? error.message : 'request failed'));
}
