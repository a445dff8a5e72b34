import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { organisationsByAuth, positionChoices, roleChoices } from './scoped-choices.ts';
import { selectedList } from './selected-list.ts';

/** The user page's permission: the user dialog is where position and role choices are asked for. */
const USER_PERMISSION = 'permission.user';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const organizeIdsBody = {
  type: 'object',
  required: ['organizeIds'],
  properties: { organizeIds: { type: 'array', maxItems: 200, items: { type: 'string', minLength: 1, maxLength: 64 } } },
} as const;
/** Stored picker values ("id" or "id--type"), as many as a form field may hold. */
const valueList = { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 100 } } as const;
const selectedBody = { type: 'object', properties: { userId: valueList, ids: valueList } } as const;

/**
 * The calls of the stock JNPF 3.4.7 client's administration screens that the platform's own
 * pickers do not make (contract §4.5–4.9):
 * - `GET /api/permission/Organize/Department/SelectorByAuth/{id}` and `/Organize/SelectorByAuth/{id}`:
 *   the organisation trees of the user, position and role pages and the company picker, cut to the
 *   caller's scope (any signed-in user, like Department/Selector; a user administers no more than
 *   their scope, so that is all they are shown);
 * - `POST /api/permission/Position/getListByOrgIds` and `/Role/getListByOrgIds` `{ organizeIds }`:
 *   the user dialog's choices, for holders of the user page, within the rank rule;
 * - `POST /api/permission/Users/getSelectedList` `{ userId }`: the names of a picker's stored values,
 *   for any signed-in user, like getUserList.
 */
export function registerStockClientSelectorRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const signedIn = { access: 'signed-in' as const };
  const userPage = { access: { permission: USER_PERMISSION } };

  app.get<{ Params: { id: string } }>(
    '/api/permission/Organize/Department/SelectorByAuth/:id',
    { config: signedIn, schema: { params: idParams } },
    async (request) => ok({ list: await organisationsByAuth(db, currentUser(request).userId, request.params.id) }),
  );
  app.get<{ Params: { id: string } }>('/api/permission/Organize/SelectorByAuth/:id', { config: signedIn, schema: { params: idParams } }, async (request) =>
    ok({ list: await organisationsByAuth(db, currentUser(request).userId, request.params.id) }),
  );

  app.post<{ Body: { organizeIds: string[] } }>(
    '/api/permission/Position/getListByOrgIds',
    { config: userPage, schema: { body: organizeIdsBody } },
    async (request) => ok({ list: await positionChoices(db, currentUser(request).userId, request.body.organizeIds) }),
  );
  app.post<{ Body: { organizeIds: string[] } }>(
    '/api/permission/Role/getListByOrgIds',
    { config: userPage, schema: { body: organizeIdsBody } },
    async (request) =>
      ok({ list: await roleChoices(db, currentUser(request).userId, request.body.organizeIds, languageOf(request.headers['accept-language'])) }),
  );

  app.post<{ Body: { userId?: string[]; ids?: string[] } | undefined }>(
    '/api/permission/Users/getSelectedList',
    { config: signedIn, schema: { body: selectedBody } },
    async (request) => ok({ list: await selectedList(db, [...(request.body?.userId ?? []), ...(request.body?.ids ?? [])]) }),
  );
}
