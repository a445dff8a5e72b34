import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { ENTITY_BUTTONS } from '../../crud/entity-buttons.ts';
import { findMemberObject, MEMBER_OBJECT_TYPES, MEMBER_PAGES, type MemberObject, type MemberObjectType } from './user-relation-objects.ts';
import { readMembers, setMembers } from './user-relation-members.ts';
import { userRelationTexts } from './user-relation-texts.ts';
import { pushUserInfoRefresh } from '../../core/realtime/user-info-refresh.ts';

const params = { type: 'object', required: ['objectId'], properties: { objectId: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/** A role of a port group may hold thousands of users; the list is bounded all the same. */
const MAX_MEMBERS = 10000;

const body = {
  type: 'object',
  required: ['objectType', 'userIds'],
  properties: {
    objectType: { type: 'string', enum: [...MEMBER_OBJECT_TYPES] },
    userIds: { type: 'array', maxItems: MAX_MEMBERS, items: { type: 'string', minLength: 1, maxLength: 64 } },
  },
} as const;

interface MembersBody {
  objectType: MemberObjectType;
  userIds: string[];
}

/**
 * Members of roles, positions and groups (contract §8 `GET|POST /api/permission/UserRelation/{objectId}`):
 * who holds a role, a position or a group, and setting them in one call from the member dialog.
 *
 * One path serves three pages, so the access declaration is `signed-in` and the page is checked
 * as the request arrives (before the body is validated, as a declared permission would be): the
 * object's own table says whether it is a role, position or group, and the caller must hold that
 * page (permission.role, .position, .group), with btn_edit to change members when the page judges
 * its buttons (spec §6). An id that is none of them is refused as no permission unless the caller
 * holds one of the pages, so nobody else learns which ids exist. Rank and the member rules are the
 * operation's (user-relation-members.ts).
 */
export function registerUserRelationRoutes(app: FastifyInstance, services: Services): void {
  const { db, authorization } = services;
  const objects = new WeakMap<FastifyRequest, MemberObject>();

  const holdsPage = async (request: FastifyRequest<{ Params: { objectId: string } }>, button?: string) => {
    const { userId } = currentUser(request);
    const id = String(request.params.objectId ?? '');
    const object = id.length <= params.properties.objectId.maxLength ? await findMemberObject(db, id) : null;
    if (object) {
      if (!(await authorization.hasPermission(userId, MEMBER_PAGES[object.type], button))) throw new AppError('noPermission', { code: 401 });
      objects.set(request, object);
      return;
    }
    for (const page of Object.values(MEMBER_PAGES)) if (await authorization.hasPermission(userId, page)) throw new AppError('recordNotFound');
    throw new AppError('noPermission', { code: 401 });
  };
  const objectOf = (request: FastifyRequest): MemberObject => {
    const object = objects.get(request);
    if (!object) throw new AppError('recordNotFound');
    return object;
  };

  app.get<{ Params: { objectId: string } }>(
    '/api/permission/UserRelation/:objectId',
    { config: { access: 'signed-in' }, schema: { params }, preValidation: (request) => holdsPage(request) },
    async (request) => ok(await readMembers(db, objectOf(request))),
  );

  app.post<{ Params: { objectId: string }; Body: MembersBody }>(
    '/api/permission/UserRelation/:objectId',
    { config: { access: 'signed-in' }, schema: { params, body }, preValidation: (request) => holdsPage(request, ENTITY_BUTTONS.update) },
    async (request) => {
      const object = objectOf(request);
      if (request.body.objectType !== object.type) throw new AppError('badRequest', { texts: userRelationTexts.wrongObjectType });
      const changed = await setMembers(db, currentUser(request).userId, object, request.body.userIds);
      // Who joined or left sees the menu and permissions of their new memberships without signing in again.
      await pushUserInfoRefresh(services.fanOut, changed);
      return ok(undefined, translate('saveSuccess', languageOf(request.headers['accept-language'])));
    },
  );
}
