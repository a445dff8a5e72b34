/**
 * The shape of every call the browser makes: the JNPF `{code, msg, data}` envelope and the
 * options one call can take. Implemented by `request.ts`; every module of the app calls the
 * API only through `request()`.
 */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  data?: T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Path starting with /api/... (the base URL is prepended by the client). */
  url: string;
  method?: HttpMethod;
  /** GET: serialised into the query string. Other methods: JSON body (or form body, see `form`). */
  data?: unknown;
  /** Send the body as application/x-www-form-urlencoded (login). */
  form?: boolean;
  /** Milliseconds; the client forces 100000 for the long-running URLs of spec §9. */
  timeout?: number;
  /**
   * Skip code handling and return the body as it came (downloads, exports, config and
   * data-source tests). The client also does this by itself for the URLs contract §1.2 lists.
   */
  raw?: boolean;
  /**
   * Send this Authorization instead of the stored token: a token handed over in a link (/sso,
   * /auth-redirect) is checked before it replaces the session. Use with `raw`.
   */
  token?: string;
  /** `blob` for file downloads. */
  responseType?: 'json' | 'blob';
  /** The caller shows a refusal's message beside its own field (the lock screen): no toast as well. */
  showsOwnError?: boolean;
}

/** Thrown (rejected) for any answer whose code is not 200, and for transport failures. */
export interface RequestFailure {
  /** The envelope code, or 0 for a transport failure. */
  code: number;
  msg: string;
  /** The whole response body when there was one (login rejects with it, per contract §1.2). */
  body?: Envelope;
}

/** Hooks the app installs once at start so the client can talk to the UI without importing it. */
export interface RequestHooks {
  /** Show an error toast (about 1.5 s). */
  notifyError(message: string, durationMs: number): void;
  /** A 600/601/602 on a non-login call: clear the session and leave for /login (or /index at the root). */
  onSessionGone(code: number, message: string): void;
  /** The language the UI speaks, sent as Accept-Language so server messages match. */
  language(): string;
  /** Where the API lives when not on this page's origin (an embedding page, a test); default VITE_API_BASE or ''. */
  apiBase?: string;
}
