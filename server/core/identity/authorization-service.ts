import type { Db } from '../db/database.ts';

export interface Grants {
  isAdministrator: boolean;
  roleIds: string[];
  /** ids of systems, modules, buttons, columns and forms the user's roles grant */
  systems: Set<string>;
  modules: Set<string>;
  items: Set<string>;
}

/**
 * What a user may use, from the roles linked to them. Administrators are granted everything;
 * everyone else gets the union of their enabled roles' grants.
 */
export class AuthorizationService {
  constructor(private readonly db: Db) {}

  async grantsOf(userId: string): Promise<Grants> {
    const user = await this.db.selectFrom('base_user').select(['isAdministrator']).where('id', '=', userId).executeTakeFirst();
    const roleRows = await this.db
      .selectFrom('base_user_relation as r')
      .innerJoin('base_role as role', 'role.id', 'r.objectId')
      .select('role.id')
      .where('r.userId', '=', userId)
      .where('r.objectType', '=', 'Role')
      .where('role.enabledMark', '=', 1)
      .execute();
    const roleIds = roleRows.map((r) => r.id);
    const grants: Grants = {
      isAdministrator: user?.isAdministrator === 1,
      roleIds,
      systems: new Set(),
      modules: new Set(),
      items: new Set(),
    };
    if (roleIds.length === 0) return grants;
    const rows = await this.db
      .selectFrom('base_authorize')
      .select(['itemType', 'itemId'])
      .where('objectType', '=', 'Role')
      .where('objectId', 'in', roleIds)
      .execute();
    for (const row of rows) {
      if (!row.itemId) continue;
      if (row.itemType === 'system') grants.systems.add(row.itemId);
      else if (row.itemType === 'module') grants.modules.add(row.itemId);
      else grants.items.add(row.itemId);
    }
    return grants;
  }

  /**
   * A permission code is a menu enCode: granted when one of the user's modules carries it. With a
   * button code (btn_add…) a module that judges its buttons (isButtonAuthorize = 1, spec §6) also
   * needs that button granted; a module with the flag off lets every button through, as JNPF does.
   * When several granted modules share the code, each is judged on its own and one passing is enough.
   */
  async hasPermission(userId: string, code: string, button?: string): Promise<boolean> {
    const grants = await this.grantsOf(userId);
    if (grants.isAdministrator) return true;
    if (grants.modules.size === 0) return false;
    const modules = await this.db
      .selectFrom('base_module')
      .select(['id', 'isButtonAuthorize'])
      .where('enCode', '=', code)
      .where('enabledMark', '=', 1)
      .where('id', 'in', [...grants.modules])
      .execute();
    if (modules.length === 0) return false;
    if (!button) return true;
    // Decided per module: a module passes with its flag off, or with the button granted within it.
    const judging = modules.filter((m) => Number(m.isButtonAuthorize) === 1).map((m) => m.id);
    const grantedIn = new Set<string>();
    if (judging.length > 0 && grants.items.size > 0) {
      const rows = await this.db
        .selectFrom('base_module_item')
        .select('moduleId')
        .where('moduleId', 'in', judging)
        .where('kind', '=', 'button')
        .where('enCode', '=', button)
        .where('enabledMark', '=', 1)
        .where('id', 'in', [...grants.items])
        .execute();
      for (const row of rows) if (row.moduleId) grantedIn.add(row.moduleId);
    }
    return modules.some((m) => Number(m.isButtonAuthorize) !== 1 || grantedIn.has(m.id));
  }

  /**
   * The form fields a user may change on a menu's records (spec §6: a field whose code is not in
   * the page's form list is hidden). null means no restriction: an administrator, or a menu that
   * does not judge its form fields (isFormAuthorize != 1) among the user's modules with that code.
   */
  async grantedFormFields(userId: string, code: string): Promise<Set<string> | null> {
    return this.grantedItemCodes(userId, code, 'form');
  }

  /**
   * The list columns a user may read on a menu's records (spec §6: a column is shown when its
   * code is in the page's column list). null means no restriction: an administrator, or a menu
   * that does not judge its columns (isColumnAuthorize != 1) among the user's modules with that code.
   */
  async grantedColumns(userId: string, code: string): Promise<Set<string> | null> {
    return this.grantedItemCodes(userId, code, 'column');
  }

  /**
   * The enCodes of the granted items of one kind on the user's modules carrying `code`, or null
   * when nothing restricts that kind. As with buttons, several modules sharing the code are judged
   * together: one of them not judging the kind lifts the restriction.
   */
  private async grantedItemCodes(userId: string, code: string, kind: 'column' | 'form'): Promise<Set<string> | null> {
    const grants = await this.grantsOf(userId);
    if (grants.isAdministrator || grants.modules.size === 0) return null;
    const flag = kind === 'column' ? 'isColumnAuthorize' : 'isFormAuthorize';
    const modules = await this.db
      .selectFrom('base_module')
      .select(['id', flag])
      .where('enCode', '=', code)
      .where('enabledMark', '=', 1)
      .where('id', 'in', [...grants.modules])
      .execute();
    if (modules.length === 0 || modules.some((m) => Number(m[flag]) !== 1)) return null;
    if (grants.items.size === 0) return new Set();
    const items = await this.db
      .selectFrom('base_module_item')
      .select('enCode')
      .where(
        'moduleId',
        'in',
        modules.map((m) => m.id),
      )
      .where('kind', '=', kind)
      .where('enabledMark', '=', 1)
      .where('id', 'in', [...grants.items])
      .execute();
    return new Set(items.flatMap((item) => (item.enCode ? [item.enCode] : [])));
  }
}
