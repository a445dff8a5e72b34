import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { isLookupKey } from '../../core/sys-config/frame-config-keys.ts';
import { GctosTokenService } from './gctos-token-service.ts';

const keyQuery = { type: 'object', required: ['keyStr'], properties: { keyStr: { type: 'string', minLength: 1, maxLength: 100 } } } as const;
const tokenBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/**
 * The server side of framed business pages (spec §2.4, §7; contract §8):
 * - GET /api/system/SysConfig/getValueByKey?keyStr= — a frame address (or the allowed message
 *   origins) for any signed-in user. JNPF's internal route answers a bare string; ours answers
 *   the envelope (`data` is the value) because the browser reads it through the one request
 *   client, which shows and handles failures by envelope code. Any other key is refused, so
 *   secrets and policy values never leave this way.
 * - GET /api/permission/Users/getGctosUserToken — `data.token` (and `expiresAt`), or `data.msg`
 *   when issuing is off; see GctosTokenService for what the token is.
 * - POST …/Users/GctosToken/Actions/Verify and …/Actions/Revoke — for the business system that
 *   received a token in its address: who it belongs to, and ending it. The token is the
 *   credential, so these are public.
 */
export function registerFramedRoutes(app: FastifyInstance, services: Services): void {
  const tokens = new GctosTokenService(services.db, services.config);

  app.get<{ Querystring: { keyStr: string } }>(
    '/api/system/SysConfig/getValueByKey',
    { config: { access: 'signed-in' }, schema: { querystring: keyQuery } },
    async (request) => {
      const key = request.query.keyStr;
      if (!isLookupKey(key)) throw new AppError('configKeyNotReadable', { params: { key } });
      return ok(String((await services.config.read())[key] ?? ''));
    },
  );

  app.get('/api/permission/Users/getGctosUserToken', { config: { access: 'signed-in' } }, async (request) => {
    const language = languageOf(request.headers['accept-language']);
    const result = await tokens.issue(currentUser(request));
    if ('refused' in result) return ok({ msg: translate(result.refused, language) });
    return ok(result, translate('fetchSuccess', language));
  });

  app.post<{ Body: { token: string } }>(
    '/api/permission/Users/GctosToken/Actions/Verify',
    { config: { access: 'public' }, schema: { body: tokenBody } },
    async (request) => {
      const holder = await tokens.verify(request.body.token);
      if (!holder) throw new AppError('gctosTokenInvalid');
      return ok(holder);
    },
  );

  app.post<{ Body: { token: string } }>(
    '/api/permission/Users/GctosToken/Actions/Revoke',
    { config: { access: 'public' }, schema: { body: tokenBody } },
    async (request) => {
      if (!(await tokens.revoke(request.body.token))) throw new AppError('gctosTokenInvalid');
      return ok(undefined, translate('gctosTokenRevoked', languageOf(request.headers['accept-language'])));
    },
  );
}
