import { HttpResponse } from 'msw';
import { languageOf, translate } from '../../server/i18n/language.ts';
import type { MessageKey } from '../../server/i18n/messages.ts';
import { mockState } from '../store/mock-store.ts';

/** Envelopes and sessions exactly as the server answers them. */
const TOKEN = /^bearer ([A-Za-z0-9_-]{43})$/i;

export const languageOfRequest = (request: Request) => languageOf(request.headers.get('accept-language') ?? undefined);

export const fail = (request: Request, key: MessageKey, code = 400, params?: Record<string, string | number>) =>
  HttpResponse.json({ code, msg: translate(key, languageOfRequest(request), params) });

export const ok = (data?: unknown, msg = 'Success') => HttpResponse.json(data === undefined ? { code: 200, msg } : { code: 200, msg, data });

/** A refusal whose words are already chosen (schema messages). */
export const refuse = (msg: string, code = 400) => HttpResponse.json({ code, msg });

/** The signed-in user of a request, or the 600/601/602 answer. */
export function session(request: Request): { userId: string } | Response {
  const token = (request.headers.get('authorization') ?? '').trim();
  if (!token) return fail(request, 'sessionOverdue', 600);
  if (!TOKEN.test(token)) return fail(request, 'sessionError', 602);
  const found = mockState.sessions.get(token);
  if (!found) return fail(request, 'sessionOverdue', 600);
  if (found.revokedCode === 601) return fail(request, 'sessionOffline', 601);
  if (found.revokedCode) return fail(request, 'sessionOverdue', 600);
  return found;
}
