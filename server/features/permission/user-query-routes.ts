import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { pagingProperties } from '../../core/http/paging.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { ENTITY_BUTTONS, withButton } from '../../crud/entity-buttons.ts';
import { allUsers, externalUsersPage, organisationUsers, selectedUserPage, subordinates, userSelectorTree } from './user-query-users.ts';
import { administeredUsersLevel, positionCandidates, roleCandidatesLevel } from './user-query-member-tree.ts';
import { setEnabledMark } from './user-query-enable-mark.ts';
import { registerUserQueryChoiceRoutes } from './user-query-choice-routes.ts';

const USERS = '/api/permission/Users';
const signedIn = { access: 'signed-in' as const };
const id64 = { type: 'string', minLength: 1, maxLength: 64 } as const;
const keyword = { type: 'string', maxLength: 100 } as const;
/** The pickers read 10 or 20 at a time; 100 is plenty for any caller. */
const paging = { keyword, ...pagingProperties(100) } as const;
/** Stored picker values ("id" or "id--type"), as many as a form field may hold. */
const valueList = { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 100 } } as const;

interface Paging {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

/**
 * The user queries of contract §4.9 and spec lowcode §7 "Users" beyond the generic CRUD and the
 * pickers' own (im-user-selector-routes.ts, user-condition-routes.ts, stock-client-selector-routes.ts):
 * - signed-in, for the pickers and forms that name people (names and organisations only, enabled
 *   users only): `GET /All`, `GET /Selector`, `GET /getWlList`, `POST /getSubordinates`,
 *   `GET /getOrganization`, `POST /GetListByAuthorize/{organizeId}` (within the caller's scope),
 *   `POST /getSelectedUserList`;
 * - the member dialogs of the position and role pages: `GET /GetUsersByPositionId` (permission.position),
 *   `GET /GetUsersByRoleOrgId` (permission.role), both within the caller's scope;
 * - `PUT /updateEnableMark/{id}`: the user page's edit button and the rank rule.
 * Position, organisation, role and company choices are in user-query-choice-routes.ts.
 */
export function registerUserQueryRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const callerId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;

  app.get(`${USERS}/All`, { config: signedIn }, async () => ok({ list: await allUsers(db) }));

  app.get(`${USERS}/Selector`, { config: signedIn }, async () => ok({ list: await userSelectorTree(db) }));

  app.get<{ Querystring: Paging }>(
    `${USERS}/getWlList`,
    { config: signedIn, schema: { querystring: { type: 'object', properties: paging } } },
    async (request) =>
      ok(
        await externalUsersPage(db, {
          keyword: request.query.keyword ?? '',
          currentPage: request.query.currentPage ?? 1,
          pageSize: request.query.pageSize ?? 20,
        }),
      ),
  );

  // A bare array, as BE36 answers both.
  app.post<{ Body: { keyword?: string } | undefined }>(
    `${USERS}/getSubordinates`,
    { config: signedIn, schema: { body: { type: 'object', properties: { keyword } } } },
    async (request) => ok(await subordinates(db, callerId(request), request.body?.keyword ?? '')),
  );
  app.get<{ Querystring: { organizeId?: string; keyword?: string } }>(
    `${USERS}/getOrganization`,
    { config: signedIn, schema: { querystring: { type: 'object', properties: { organizeId: id64, keyword } } } },
    async (request) => ok(await organisationUsers(db, callerId(request), request.query.organizeId ?? '0', request.query.keyword ?? '')),
  );

  app.post<{ Params: { organizeId: string }; Body: { keyword?: string } | undefined }>(
    `${USERS}/GetListByAuthorize/:organizeId`,
    {
      config: signedIn,
      schema: { params: { type: 'object', required: ['organizeId'], properties: { organizeId: id64 } }, body: { type: 'object', properties: paging } },
    },
    async (request) =>
      ok({
        list: await administeredUsersLevel(db, callerId(request), { organizeId: request.params.organizeId, keyword: request.body?.keyword?.trim() ?? '' }),
      }),
  );

  // FE347 sends `{ userId, pagination }`, BE36 reads `{ ids, pagination }`; paging beside the list is taken too.
  app.post<{ Body: ({ userId?: string[]; ids?: string[]; pagination?: Paging } & Paging) | undefined }>(
    `${USERS}/getSelectedUserList`,
    {
      config: signedIn,
      schema: {
        body: {
          type: 'object',
          properties: {
            userId: valueList,
            ids: valueList,
            ...paging,
            pagination: { type: 'object', properties: { ...paging, sort: { type: 'string', maxLength: 10 }, sidx: { type: 'string', maxLength: 50 } } },
          },
        },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      return ok(
        await selectedUserPage(db, [...(body.userId ?? []), ...(body.ids ?? [])], {
          keyword: (body.pagination?.keyword ?? body.keyword ?? '').trim(),
          currentPage: body.pagination?.currentPage ?? body.currentPage ?? 1,
          pageSize: body.pagination?.pageSize ?? body.pageSize ?? 20,
        }),
      );
    },
  );

  app.get<{ Querystring: { positionId?: string; keyword?: string } }>(
    `${USERS}/GetUsersByPositionId`,
    { config: { access: { permission: 'permission.position' } }, schema: { querystring: { type: 'object', properties: { positionId: id64, keyword } } } },
    async (request) => ok(await positionCandidates(db, callerId(request), request.query.positionId ?? '', request.query.keyword?.trim() ?? '')),
  );
  app.get<{ Querystring: { roleId?: string; organizeId?: string; keyword?: string } }>(
    `${USERS}/GetUsersByRoleOrgId`,
    {
      config: { access: { permission: 'permission.role' } },
      schema: { querystring: { type: 'object', properties: { roleId: id64, organizeId: id64, keyword } } },
    },
    async (request) =>
      ok(
        await roleCandidatesLevel(db, callerId(request), request.query.roleId ?? '', {
          organizeId: request.query.organizeId ?? '0',
          keyword: request.query.keyword?.trim() ?? '',
        }),
      ),
  );

  app.put<{ Params: { id: string }; Body: { enabledMark: 0 | 1 } }>(
    `${USERS}/updateEnableMark/:id`,
    {
      // It changes the account, so it needs btn_edit when the menu judges buttons (spec §6), as Actions/State does.
      config: withButton({ access: { permission: 'permission.user' } }, ENTITY_BUTTONS.state),
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: id64 } },
        body: {
          type: 'object',
          required: ['enabledMark'],
          properties: { id: { type: 'string', maxLength: 64 }, enabledMark: { type: 'integer', enum: [0, 1] } },
        },
      },
    },
    async (request) => {
      await setEnabledMark(db, services.sessions, callerId(request), request.params.id, request.body.enabledMark);
      return ok(undefined, translate('updateSuccess', languageOf(request.headers['accept-language'])));
    },
  );

  registerUserQueryChoiceRoutes(app, services);
}
