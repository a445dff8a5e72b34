import { getToken } from '../storage/jnpf-storage.ts';
import { requestText, type RequestTextKey } from './messages.ts';
import type { Envelope, RequestFailure, RequestHooks, RequestOptions } from './types.ts';

/**
 * The one request client (spec §7 generic client, §8 error catalogue, §9 timeouts; contract
 * §1.1–1.2). Every API call of the app goes through `request()`.
 */

/** Where the API lives: '' is this page's origin; VITE_API_BASE overrides it at build time. */
export const apiBase: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';

export const DEFAULT_TIMEOUT = 1_000_000;
export const LONG_TIMEOUT = 100_000;
const TOAST_MS = 1500;
const SESSION_CODES = new Set([600, 601, 602]);

const quietHooks: RequestHooks = {
  notifyError: () => undefined,
  onSessionGone: () => undefined,
  language: () => 'zh-CN',
};

let hooks: RequestHooks = quietHooks;

/** Installed once by the app (toast, session reset, language); tests install their own. */
export function configureRequest(next: RequestHooks): void {
  hooks = next;
}

function text(key: RequestTextKey): string {
  return requestText(key, hooks.language());
}

/**
 * The URLs spec §9 / contract §1.1 force to 100 s (third-party sync, e-mail receive, data
 * authority, data sync). Case-insensitive: the data-authority routes are `/api/permission/...`
 * while the contract spells the fragment `Permission/Authority/Data`.
 */
export function timeoutFor(url: string, requested?: number): number {
  if (/SynThirdInfo|extend\/Email\/Receive|Permission\/Authority\/Data|DataSync\/Actions\/Execute/i.test(url)) return LONG_TIMEOUT;
  return requested ?? DEFAULT_TIMEOUT;
}

/** Answers the caller inspects itself, whatever their code (contract §1.2, spec §8). */
export function isRawPassthrough(url: string): boolean {
  return (
    url.includes('/Base/DataSource/Actions/Test') ||
    (url.includes('OnlineDev') && url.includes('Config')) ||
    (url.includes('api/visualdev/Porta') && url.includes('auth'))
  );
}

/** Login and lock-screen answers with 600/601/602 are the caller's business, not a lost session. */
export function isSessionExempt(url: string): boolean {
  return url.includes('/api/oauth/Login') || url.includes('/api/oauth/LockScreen');
}

/** axios' URL encoding: encodeURIComponent, then `: $ , [ ]` kept and spaces as `+`. */
function axiosEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * axios' default params serialisation (contract §1.1): null and undefined dropped, arrays as
 * `key[]=a&key[]=b`, dates as ISO text, other objects as JSON text.
 */
export function toQuery(data: unknown): string {
  if (!data || typeof data !== 'object') return '';
  if (data instanceof URLSearchParams) return data.toString();
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      parts.push(`${axiosEncode(name)}=${axiosEncode(queryValue(item))}`);
    }
  }
  return parts.join('&');
}

/** RFC 3986 encoding as `qs` does it (also escapes ! ' ( ) *). */
function qsEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A form body the way `qs.stringify` writes it (contract §2.2, login): undefined keys dropped,
 * null as `key=`, arrays as `key[0]=…`, nested objects as `key[sub]=…`.
 */
export function toFormBody(data: unknown): string {
  const parts: string[] = [];
  const walk = (name: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null) parts.push(`${qsEncode(name)}=`);
    else if (value instanceof Date) parts.push(`${qsEncode(name)}=${qsEncode(value.toISOString())}`);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(`${name}[${index}]`, item));
    else if (typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(`${name}[${key}]`, item);
    else parts.push(`${qsEncode(name)}=${qsEncode(String(value))}`);
  };
  if (data && typeof data === 'object') for (const [key, value] of Object.entries(data)) walk(key, value);
  return parts.join('&');
}

/** `n=<unix seconds>` after any query the URL already has (contract §1.1: every URL, any method). */
export function withCacheBuster(url: string, query = ''): string {
  const n = `n=${Math.floor(Date.now() / 1000)}`;
  const parts = [query, n].filter(Boolean).join('&');
  return `${url}${url.includes('?') ? '&' : '?'}${parts}`;
}

function failure(code: number, msg: string, body?: Envelope): RequestFailure {
  return body === undefined ? { code, msg } : { code, msg, body };
}

/** Marks our own rejections so the transport catch does not turn them into code 0. */
const ours = new WeakSet<object>();

function reject(value: RequestFailure): never {
  ours.add(value);
  throw value;
}

function transportFailure(): never {
  hooks.notifyError(text('error'), TOAST_MS);
  reject(failure(0, text('error')));
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

/**
 * What every call says of its caller besides the token: the JNPF client kind, the language, and the
 * browser's time zone, which the server writes dates in when it writes them as text (online lists,
 * exports; server/core/i18n/time-zone.ts).
 */
function baseHeaders(): Record<string, string> {
  return { 'jnpf-origin': 'pc', 'Accept-Language': hooks.language(), 'X-Time-Zone': BROWSER_TIME_ZONE };
}

const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The base and headers every call carries, for a transport other than fetch (the upload's XHR with its progress events). */
export function requestDecoration(): { base: string; headers: Record<string, string> } {
  const headers = baseHeaders();
  const token = getToken();
  if (token) headers.Authorization = token;
  return { base: hooks.apiBase ?? apiBase, headers };
}

export async function request<T = unknown>(options: RequestOptions): Promise<Envelope<T>> {
  const method = options.method ?? 'GET';
  const headers = baseHeaders();
  const token = options.token ?? getToken();
  if (token) headers.Authorization = token;
  let body: string | FormData | undefined;
  let url: string;
  if (method === 'GET') {
    url = withCacheBuster(options.url, toQuery(options.data));
  } else {
    url = withCacheBuster(options.url);
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toFormBody(options.data);
    } else if (typeof FormData !== 'undefined' && options.data instanceof FormData) {
      // Uploads: the runtime writes the multipart boundary into the content type itself.
      body = options.data;
    } else if (options.data !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.data);
    }
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutFor(options.url, options.timeout));
  try {
    let response: Response;
    try {
      response = await fetch((hooks.apiBase ?? apiBase) + url, { method, headers, body, credentials: 'omit', signal: controller.signal });
    } catch {
      return transportFailure();
    }
    if (!response.ok) return transportFailure();
    if (options.responseType === 'blob') return await readBlob<T>(response);
    let envelope: unknown;
    try {
      envelope = await response.json();
    } catch {
      return transportFailure();
    }
    if (options.raw || isRawPassthrough(options.url)) return envelope as Envelope<T>;
    if (!isEnvelope(envelope)) return transportFailure();
    return handle(envelope as Envelope<T>, options);
  } catch (error) {
    if (typeof error === 'object' && error !== null && ours.has(error)) throw error;
    return transportFailure();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Downloads skip code handling (spec §8): a file comes back as `{code: 200, data: Blob}`; a JSON
 * envelope in its place (the server refusing the download) comes back as it is, for the caller.
 */
async function readBlob<T>(response: Response): Promise<Envelope<T>> {
  const blob = await response.blob();
  if (blob.type.includes('json')) {
    try {
      const parsed: unknown = JSON.parse(await blob.text());
      if (isEnvelope(parsed)) return parsed as Envelope<T>;
    } catch {
      // A JSON file that is not an envelope is still a file.
    }
  }
  return { code: 200, data: blob as T };
}

/**
 * A refusal that came by another transport (the upload's XHR): an ended session (600, 601, 602)
 * resets it as the request client does. The caller shows the message itself.
 */
export function reportSessionRefusal(code: number, msg: string): void {
  if (SESSION_CODES.has(code)) hooks.onSessionGone(code, msg || text('error'));
}

function handle<T>(envelope: Envelope<T>, options: RequestOptions): Envelope<T> {
  if (envelope.code === 200) return envelope;
  const msg = envelope.msg || text('error');
  if (envelope.code === 409) reject(failure(409, msg, envelope as Envelope));
  if (!options.showsOwnError) hooks.notifyError(msg, TOAST_MS);
  if (SESSION_CODES.has(envelope.code) && !isSessionExempt(options.url)) hooks.onSessionGone(envelope.code, msg);
  // Every failure carries the whole body; a failed login's caller relies on it (contract §1.2).
  return reject(failure(envelope.code, msg, envelope as Envelope));
}
