import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { assertSystemAdministrator, rankOf } from '../../core/identity/rank.ts';
import { LOG_CATEGORIES, SystemLog, type LogCategory } from './system-log.ts';
import { logQueryOf, logQuerySchema, type LogQueryString } from './log-query.ts';
import { readableUsers } from './reader-scope.ts';

/** The menu code of 系统管理 › 系统日志. */
export const SYS_LOG_PERMISSION = 'system.sysLog';

const category = { type: 'integer', enum: [...LOG_CATEGORIES] } as const;
const categoryParams = { type: 'object', required: ['category'], properties: { category } } as const;
const deleteBody = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', minLength: 1, maxLength: 64 } } },
} as const;

/**
 * The admin-wide system log (contract §4.16; FE347 views/system/log): `GET /api/system/Log/{category}`
 * (1 sign-ins, 3 operations, 4 exceptions; 2 and 5 are not recorded and answer an empty page) and the
 * same with `?category=` (the later client), paged with keyword and time range. Deleting entries
 * (`DELETE /api/system/Log` with `{ ids }`) and emptying a category (`DELETE /api/system/Log/{category}`,
 * the client's 一键清空) are for system administrators only: the log is what audits them too.
 */
export function registerLogRoutes(app: FastifyInstance, services: Services): void {
  const log = new SystemLog(services.db);
  const access = { permission: SYS_LOG_PERMISSION };

  const list = async (request: FastifyRequest<{ Querystring: LogQueryString }>, of: LogCategory) => {
    const readable = await readableUsers(services.db, currentUser(request).userId);
    return ok(await log.list(of, logQueryOf(request.query), readable, languageOf(request.headers['accept-language'])));
  };
  app.get<{ Params: { category: LogCategory }; Querystring: LogQueryString }>(
    '/api/system/Log/:category',
    { config: { access }, schema: { params: categoryParams, querystring: logQuerySchema } },
    (request) => list(request, request.params.category),
  );
  app.get<{ Querystring: LogQueryString & { category: LogCategory } }>(
    '/api/system/Log',
    {
      config: { access },
      schema: { querystring: { ...logQuerySchema, required: ['category'], properties: { ...logQuerySchema.properties, category } } },
    },
    (request) => list(request, request.query.category),
  );

  const deleted = async (request: FastifyRequest, remove: () => Promise<void>) => {
    assertSystemAdministrator(await rankOf(services.db, currentUser(request).userId));
    await remove();
    return ok(undefined, translate('deleteSuccess', languageOf(request.headers['accept-language'])));
  };
  app.delete<{ Body: { ids: string[] } }>('/api/system/Log', { config: { access }, schema: { body: deleteBody } }, (request) =>
    deleted(request, () => log.delete(request.body.ids)),
  );
  app.delete<{ Params: { category: LogCategory } }>('/api/system/Log/:category', { config: { access }, schema: { params: categoryParams } }, (request) =>
    deleted(request, () => log.clear(request.params.category)),
  );
}
