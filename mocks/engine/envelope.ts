import { languageOf, translate } from '../../server/core/i18n/language.ts';
import type { Language, MessageKey } from '../../server/core/i18n/messages.ts';

/** The JNPF envelope the engine answers with (contract §1.2). */
export interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
}

/** One call as the engine's routes read it: the path after /api's resource base, the query, the body. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  language: Language;
  authorization: string;
  body: Record<string, unknown>;
}

export const ok = (data?: unknown, msg = 'Success'): Envelope => (data === undefined ? { code: 200, msg } : { code: 200, msg, data });

/** An answer in the server's own words (server/core/i18n), in the caller's language. */
export const said = (call: Call, key: MessageKey, code = 200): Envelope => ({ code, msg: translate(key, call.language) });

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Reads a fetch Request into a Call: JSON or form-encoded bodies, the Accept-Language the app sends. */
export async function callOf(request: Request): Promise<Call> {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  const text = request.method === 'GET' ? '' : await request.text();
  let body: Record<string, unknown> = {};
  if (type.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(text));
  else if (text && type.includes('json')) body = parseJson(text);
  return {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    language: languageOf(request.headers.get('accept-language') ?? undefined),
    authorization: request.headers.get('authorization') ?? '',
    body,
  };
}
