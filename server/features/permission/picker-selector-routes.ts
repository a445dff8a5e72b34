import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { departmentTree, groupTree, positionTree, roleTree } from './picker-trees.ts';
import { enabledOrganisations } from './enabled-organisations.ts';

/**
 * The selector trees the two-pane pickers read (contract §4.5–4.8, spec lowcode §3 "Tree node"):
 * departments, positions, roles and groups. Any signed-in user may read them, as forms that
 * hold such ids are filled by people without the management permission. The trees are built
 * in picker-trees.ts, which the user selector routes (im-user-selector-routes.ts) share.
 */
const signedIn = { access: 'signed-in' as const };
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

export function registerPickerSelectorRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  // Departments with the companies above them; only departments are picked (spec lowcode §4).
  app.get<{ Params: { id: string } }>('/api/permission/Organize/Department/Selector/:id', { config: signedIn, schema: { params: idParams } }, async (request) =>
    ok({ list: departmentTree(await enabledOrganisations(db), request.params.id) }),
  );

  // Organisations with their positions beneath them (contract §4.6 "Selector: tree").
  app.get('/api/permission/Position/Selector', { config: signedIn }, async () => {
    const positions = await db
      .selectFrom('base_position')
      .select(['id', 'organizeId', 'fullName', 'enCode'])
      .where('enabledMark', '=', 1)
      .orderBy('sortCode')
      .orderBy('id')
      .execute();
    return ok({ list: positionTree(await enabledOrganisations(db), positions) });
  });

  // Global roles under node '1', organisation roles under the organisations they are bound to (contract §4.5).
  app.get('/api/permission/Role/Selector', { config: signedIn }, async (request) => {
    const roles = await db
      .selectFrom('base_role')
      .select(['id', 'fullName', 'enCode', 'globalMark', 'organizeIdsTree'])
      .where('enabledMark', '=', 1)
      .orderBy('sortCode')
      .orderBy('id')
      .execute();
    return ok({ list: roleTree(await enabledOrganisations(db), roles, request.headers['accept-language']) });
  });

  // Group types (dictionary groupType) with their groups; a bare array, as the contract says (§4.8).
  app.get('/api/permission/Group/Selector', { config: signedIn }, async () => {
    const types = await db
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionaryTypeId')
      .select(['d.id', 'd.fullName'])
      .where('t.enCode', '=', 'groupType')
      .orderBy('d.sortCode')
      .orderBy('d.id')
      .execute();
    const groups = await db
      .selectFrom('base_group')
      .select(['id', 'type', 'fullName', 'enCode'])
      .where('enabledMark', '=', 1)
      .orderBy('sortCode')
      .orderBy('id')
      .execute();
    return ok(groupTree(types, groups));
  });
}
