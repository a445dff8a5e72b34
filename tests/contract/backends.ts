import { createTestApp, type TestApp } from '../server/helpers/test-app.ts';

export interface Answer {
  code: number;
  msg?: string;
  data?: unknown;
}

export interface CallOptions {
  token?: string;
  body?: Record<string, unknown>;
  form?: boolean;
  language?: string;
}

/** The API as a JNPF client sees it: envelopes in, envelopes out, answered by the real app. */
export interface Backend {
  name: string;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: CallOptions): Promise<Answer>;
  /** a file download without headers, as `<a href>` fetches it */
  download(url: string): Promise<{ contentType: string; bytes: Uint8Array }>;
  close(): Promise<void>;
}

function headersOf(options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = { 'jnpf-origin': 'pc' };
  if (options.token) headers.authorization = options.token;
  if (options.language) headers['accept-language'] = options.language;
  if (options.body) headers['content-type'] = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
  return headers;
}

function payloadOf(options: CallOptions): string | undefined {
  if (!options.body) return undefined;
  if (!options.form) return JSON.stringify(options.body);
  return new URLSearchParams(Object.entries(options.body).map(([k, v]) => [k, String(v)])).toString();
}

export async function serverBackend(target: 'sqlite' | 'postgres'): Promise<Backend> {
  const t: TestApp = await createTestApp(target);
  return {
    name: `server/${target}`,
    async call(method, url, options = {}) {
      const response = await t.app.inject({ method, url, headers: headersOf(options), payload: payloadOf(options) });
      return response.json() as Answer;
    },
    async download(url) {
      const response = await t.app.inject({ method: 'GET', url });
      return { contentType: String(response.headers['content-type'] ?? ''), bytes: new Uint8Array(response.rawPayload) };
    },
    close: () => t.close(),
  };
}
