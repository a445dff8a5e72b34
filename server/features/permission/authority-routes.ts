import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { GRANTEE_TYPES, type GranteeType } from '../../core/identity/authorization-service.ts';
import { outranked } from '../../core/identity/rank.ts';
import { ENTITY_BUTTONS, withButton } from '../../crud/entity-buttons.ts';
import { GRANT_KINDS, loadCatalogue, type GrantKind } from './authority-catalogue.ts';
import { emptyHoldings, holdersOf, holdingsOf } from './authority-holdings.ts';
import { assertHoldsPage, assertMayAuthorise, authorisableObjects, authoriserOf, mayHandOut, objectTypeOf } from './authority-access.ts';
import { authorityValues } from './authority-values.ts';
import { addGrants, kindOfId, replaceGrants, setHolders, type GrantRequest } from './authority-save.ts';
import { authorityTexts } from './authority-texts.ts';
import { pushUserInfoRefresh, usersOfHolders, type Holder } from '../../core/realtime/user-info-refresh.ts';

/** Record ids: the demo's names or 19-digit JNPF ids. */
const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const ids = { type: 'array', maxItems: 10_000, items: id } as const;
const objectType = { type: 'string', enum: [...GRANTEE_TYPES] } as const;

/** The object id the batch dialog asks its trees for. */
const BATCH_OBJECT = '0';

/** The grant lists of a save, by their JNPF names (systemIds for the systems, the kind's name for the rest). */
const grantLists = { systemIds: ids, module: ids, button: ids, column: ids, form: ids, resource: ids } as const;
type GrantLists = Partial<Record<keyof typeof grantLists, string[]>>;

/** The body's lists as a request by kind; a list left out is no kind asked. */
function grantRequestOf(body: GrantLists): GrantRequest {
  const request: GrantRequest = {};
  for (const kind of GRANT_KINDS) {
    const list = kind === 'system' ? body.systemIds : body[kind];
    if (list) request[kind] = [...new Set(list)];
  }
  return request;
}

/**
 * Authorisation (contract §8, spec §6's authorize tabs): what a role, a position or a user is
 * granted, read tab by tab and saved in one call; a batch that adds grants to many objects; and,
 * from the other side, which objects hold one system, menu or item.
 *
 * Access: a declaration names one page, and one route serves three object types, so every route
 * is declared on the role page (permission.role; a change also needs its btn_edit when the page
 * judges buttons): a caller without it never reaches them. A position's or a user's grants also
 * need the position or user page (and its btn_edit for a change), checked inside
 * (authority-access.ts), and every object and grant is judged by the rank rule. Grants are
 * read per request (authorization-service.ts), so a save takes effect on the next request of
 * every affected session on every process.
 */
export function registerAuthorityRoutes(app: FastifyInstance, services: Services): void {
  const reading = { access: { permission: 'permission.role' } } as const;
  const changing = withButton(reading, ENTITY_BUTTONS.update);
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  const saved = (request: FastifyRequest) => ok(undefined, translate('saveSuccess', lang(request)));
  // The users whose grants changed reload their menu and permission list on their open pages (core/realtime/user-info-refresh.ts).
  const refreshHolders = async (holders: Holder[]) => pushUserInfoRefresh(services.fanOut, await usersOfHolders(services.db, holders));

  app.post<{ Params: { objectId: string }; Body: { type: GrantKind; moduleIds?: string; objectType?: GranteeType } }>(
    '/api/permission/Authority/Data/:objectId/Values',
    {
      config: reading,
      schema: {
        params: { type: 'object', required: ['objectId'], properties: { objectId: id } },
        body: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', enum: [...GRANT_KINDS] }, moduleIds: { type: 'string', maxLength: 200_000 }, objectType },
        },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { objectId } = request.params;
      // Object '0' is the batch dialog's (JNPF's init({ id: '0', type: 'Batch' })): the trees to choose
      // from, nothing held yet; what the caller may hand out still limits them.
      const batch = objectId === BATCH_OBJECT;
      const type = request.body.objectType ?? (batch ? 'Role' : await objectTypeOf(services, objectId));
      await assertHoldsPage(services, userId, type, false);
      const caller = await authoriserOf(services, userId);
      if (!batch) await assertMayAuthorise(services, caller, type, [objectId]);
      const catalogue = await loadCatalogue(services.db);
      const holdings = batch ? emptyHoldings() : await holdingsOf(services.db, catalogue, type, objectId);
      return ok(authorityValues(catalogue, caller, holdings, request.body.type, request.body.moduleIds));
    },
  );

  app.put<{ Params: { objectId: string }; Body: GrantLists & { objectType: GranteeType } }>(
    '/api/permission/Authority/Data/:objectId',
    {
      config: changing,
      schema: {
        params: { type: 'object', required: ['objectId'], properties: { objectId: id } },
        body: { type: 'object', required: ['objectType'], properties: { objectType, ...grantLists } },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await assertHoldsPage(services, userId, request.body.objectType, true);
      const caller = await authoriserOf(services, userId);
      await refreshHolders(
        await replaceGrants(services, caller, await loadCatalogue(services.db), request.body.objectType, request.params.objectId, grantRequestOf(request.body)),
      );
      return saved(request);
    },
  );

  app.post<{ Body: GrantLists & { roleIds?: string[]; positionIds?: string[]; userIds?: string[] } }>(
    '/api/permission/Authority/Data/Batch',
    {
      config: changing,
      schema: { body: { type: 'object', properties: { roleIds: ids, positionIds: ids, userIds: ids, ...grantLists } } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const objects: Partial<Record<GranteeType, string[]>> = { Role: request.body.roleIds, Position: request.body.positionIds, User: request.body.userIds };
      const types = GRANTEE_TYPES.filter((type) => (objects[type] ?? []).length > 0);
      if (types.length === 0) throw new AppError('badRequest', { texts: authorityTexts.noObjects });
      for (const type of types) await assertHoldsPage(services, userId, type, true);
      const caller = await authoriserOf(services, userId);
      await refreshHolders(await addGrants(services, caller, await loadCatalogue(services.db), objects, grantRequestOf(request.body)));
      return saved(request);
    },
  );

  app.get<{ Params: { itemId: string; objectType: GranteeType } }>(
    '/api/permission/Authority/Model/:itemId/:objectType',
    {
      config: reading,
      schema: { params: { type: 'object', required: ['itemId', 'objectType'], properties: { itemId: id, objectType } } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { itemId, objectType: type } = request.params;
      await assertHoldsPage(services, userId, type, false);
      const caller = await authoriserOf(services, userId);
      const catalogue = await loadCatalogue(services.db);
      const kind = kindOfId(catalogue, itemId);
      if (!kind) throw new AppError('recordNotFound');
      // Who holds what the caller could not hand out is not theirs to see.
      if (!mayHandOut(caller, kind, itemId)) throw outranked();
      const all = await authorisableObjects(services, caller, type);
      const holders = await holdersOf(services.db, type, kind, itemId);
      return ok({ ids: all.filter((object) => holders.has(object.id)).map((object) => object.id), all });
    },
  );

  app.put<{ Params: { itemId: string }; Body: { objectType: GranteeType; objectId: string[] } }>(
    '/api/permission/Authority/Model/:itemId',
    {
      config: changing,
      schema: {
        params: { type: 'object', required: ['itemId'], properties: { itemId: id } },
        body: { type: 'object', required: ['objectType', 'objectId'], properties: { objectType, objectId: ids } },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await assertHoldsPage(services, userId, request.body.objectType, true);
      const caller = await authoriserOf(services, userId);
      await refreshHolders(
        await setHolders(services, caller, await loadCatalogue(services.db), request.params.itemId, request.body.objectType, request.body.objectId),
      );
      return saved(request);
    },
  );
}
