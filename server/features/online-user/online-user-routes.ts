import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { OnlineUserService } from './online-user-service.ts';
import { ONLINE_USER_PERMISSION } from './online-user-permission.ts';

/** A session id (the hex SHA-256 of a token) or a user id. */
const SESSION_OR_USER = { type: 'string', minLength: 1, maxLength: 64 } as const;

const listQuery = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 100 } },
} as const;
const batchBody = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 500, items: SESSION_OR_USER } },
} as const;

/**
 * Online users (contract §4.16): `GET /api/system/OnlineUser` answers the live sessions, searched
 * by keyword, as a bare array in `data` (the stock client's page reads it so); `DELETE
 * /api/system/OnlineUser/{id}` forces a session offline, or every session of a user when the id
 * is a user's (the stock client sends the row's userId); its sockets on every process get `logout`
 * and close, its token answers 600 from then on. `DELETE /api/system/OnlineUser` with `{ ids }`
 * (the stock client's batch) and `DELETE /api/system/OnlineUser/batchDelete` do the same for several.
 */
export function registerOnlineUserRoutes(app: FastifyInstance, services: Services): void {
  const online = new OnlineUserService(services.db, services.sessions);
  const access = { permission: ONLINE_USER_PERMISSION };
  const done = (request: FastifyRequest) => ok(undefined, translate('forcedOfflineSuccess', languageOf(request.headers['accept-language'])));

  app.get<{ Querystring: { keyword?: string } }>('/api/system/OnlineUser', { config: { access }, schema: { querystring: listQuery } }, async (request) =>
    ok(await online.list(request.query.keyword)),
  );

  const batch = async (request: FastifyRequest<{ Body: { ids: string[] } }>) => {
    await online.forceOffline(request.body.ids, currentUser(request).userId);
    return done(request);
  };
  app.delete<{ Body: { ids: string[] } }>('/api/system/OnlineUser', { config: { access }, schema: { body: batchBody } }, batch);
  app.delete<{ Body: { ids: string[] } }>('/api/system/OnlineUser/batchDelete', { config: { access }, schema: { body: batchBody } }, batch);

  app.delete<{ Params: { id: string } }>(
    '/api/system/OnlineUser/:id',
    { config: { access }, schema: { params: { type: 'object', required: ['id'], properties: { id: SESSION_OR_USER } } } },
    async (request) => {
      await online.forceOffline([request.params.id], currentUser(request).userId);
      return done(request);
    },
  );
}
