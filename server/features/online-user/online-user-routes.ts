import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { pagingProperties } from '../../core/http/paging.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { OnlineUserService } from './online-user-service.ts';
import { ONLINE_USER_PERMISSION } from './online-user-permission.ts';

/** Session ids are the hex SHA-256 of a token. */
const SESSION_ID = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;

const listQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    ...pagingProperties(500),
    sort: { type: 'string' },
    sidx: { type: 'string' },
  },
} as const;

interface ListQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

/**
 * Online users (contract §4.16): `GET /api/system/OnlineUser` pages the live sessions with the
 * usual keyword and paging; `DELETE /api/system/OnlineUser/{id}` forces one session offline (its
 * sockets on every process get `logout` and close, its token answers 600 from then on); and
 * `DELETE /api/system/OnlineUser/batchDelete` with `{ ids }` does the same for several.
 */
export function registerOnlineUserRoutes(app: FastifyInstance, services: Services): void {
  const online = new OnlineUserService(services.db, services.sessions);
  const access = { permission: ONLINE_USER_PERMISSION };
  const done = (request: FastifyRequest) => ok(undefined, translate('forcedOfflineSuccess', languageOf(request.headers['accept-language'])));

  app.get<{ Querystring: ListQuery }>('/api/system/OnlineUser', { config: { access }, schema: { querystring: listQuery } }, async (request) => {
    const currentPage = request.query.currentPage ?? 1;
    const pageSize = request.query.pageSize ?? 20;
    const { list, total } = await online.list({ keyword: request.query.keyword, currentPage, pageSize });
    return ok({ list, pagination: { currentPage, pageSize, total } });
  });

  app.delete<{ Body: { ids: string[] } }>(
    '/api/system/OnlineUser/batchDelete',
    {
      config: { access },
      schema: {
        body: {
          type: 'object',
          required: ['ids'],
          additionalProperties: false,
          properties: { ids: { type: 'array', minItems: 1, maxItems: 500, items: SESSION_ID } },
        },
      },
    },
    async (request) => {
      await online.forceOffline(request.body.ids, currentUser(request).userId);
      return done(request);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/system/OnlineUser/:id',
    { config: { access }, schema: { params: { type: 'object', required: ['id'], properties: { id: SESSION_ID } } } },
    async (request) => {
      await online.forceOffline([request.params.id], currentUser(request).userId);
      return done(request);
    },
  );
}
