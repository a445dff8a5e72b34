import type { Db } from '../../core/db/database.ts';
import { rankOf, roleOrganizes } from '../../core/identity/rank.ts';
import { GLOBAL_ROLE_NODE, roleTree } from './picker-trees.ts';
import { enabledOrganisations } from './enabled-organisations.ts';

/**
 * GET /api/permission/Role/SelectorByPermission (contract §4.5; BE36 RoleController): the role tree
 * of GET /Role/Selector cut to what the caller administers. A system administrator gets the whole
 * tree; anyone else the organisations of their scope with the organisation roles bound there, and
 * no global roles (BE36 shows those to administrators only). No HTTP here.
 */
export async function rolesByPermission(db: Db, userId: string, language: string | undefined) {
  const rank = await rankOf(db, userId);
  const organisations = (await enabledOrganisations(db)).filter((row) => rank.system || rank.scope.has(row.id));
  const roles = (
    await db
      .selectFrom('base_role')
      .select(['id', 'fullName', 'enCode', 'globalMark', 'organizeIdsTree'])
      .where('enabledMark', '=', 1)
      .orderBy('sortCode')
      .orderBy('id')
      .execute()
  ).filter((role) => rank.system || (role.globalMark === 0 && roleOrganizes(role.organizeIdsTree).some((id) => rank.scope.has(id))));
  const tree = roleTree(organisations, roles, language);
  return rank.system ? tree : tree.filter((node) => node.id !== GLOBAL_ROLE_NODE);
}
