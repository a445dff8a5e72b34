import type { Db } from '../../core/db/database.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import { idsOf, roleOrganizes } from '../../core/identity/rank.ts';
import { organizePathIds } from './companies.ts';
import { companyApplyTexts } from './company-apply-texts.ts';

/**
 * What makes someone the administrator of company C. The rank rule (docs/security/rank-rule.md,
 * core/identity/rank.ts) has no "company administrator" flag: a caller acts inside the subtrees of
 * their own organisations, on pages their roles grant. So an administrator of C is a user who
 *   1. has C among their organisations (the organizeId list and its Organize link), which puts C
 *      and everything beneath it in their scope, and
 *   2. holds the company-administrator role, found by its code `companyAdmin` (the demo's
 *      role-company-admin), whose grants open the administration pages.
 * Approving an application gives both, keeping what the user had. The role is an organisation role
 * in the demo (globalMark 0), and an organisation role goes only to users of its organisations
 * (server/overrides/user.ts), so it is bound to C as well when none of its organisations is C or
 * above C.
 */
export const COMPANY_ADMIN_ROLE_CODE = 'companyAdmin';

async function companyAdminRole(db: Db) {
  return db.selectFrom('base_role').select(['id', 'globalMark', 'organizeIdsTree']).where('enCode', '=', COMPANY_ADMIN_ROLE_CODE).executeTakeFirst();
}

/** The user's organisations: the organizeId list and the Organize links. */
async function organizesOf(db: Db, userId: string, organizeId: string | null): Promise<Set<string>> {
  const links = await db.selectFrom('base_user_relation').select('objectId').where('userId', '=', userId).where('objectType', '=', 'Organize').execute();
  return new Set([...idsOf(organizeId), ...links.map((link) => link.objectId ?? '')].filter(Boolean));
}

/** Does the user administer this company already (its role, and the company among their organisations)? */
export async function administersCompany(db: Db, userId: string, companyId: string): Promise<boolean> {
  const role = await companyAdminRole(db);
  const user = await db.selectFrom('base_user').select('organizeId').where('id', '=', userId).executeTakeFirst();
  if (!role || !user) return false;
  const holds = await db
    .selectFrom('base_user_relation')
    .select('id')
    .where('userId', '=', userId)
    .where('objectType', '=', 'Role')
    .where('objectId', '=', role.id)
    .executeTakeFirst();
  return Boolean(holds) && (await organizesOf(db, userId, user.organizeId)).has(companyId);
}

/** A role's stored organisation paths (JSON text); a damaged value counts as none. */
function storedPaths(organizeIdsTree: string | null): unknown[] {
  try {
    const paths = JSON.parse(organizeIdsTree || '[]') as unknown;
    return Array.isArray(paths) ? paths : [];
  } catch {
    return [];
  }
}

async function link(db: Db, userId: string, objectType: 'Organize' | 'Role', objectId: string): Promise<void> {
  const exists = await db
    .selectFrom('base_user_relation')
    .select('id')
    .where('userId', '=', userId)
    .where('objectType', '=', objectType)
    .where('objectId', '=', objectId)
    .executeTakeFirst();
  if (exists) return;
  const count = await db
    .selectFrom('base_user_relation')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('objectType', '=', objectType)
    .executeTakeFirst();
  await db
    .insertInto('base_user_relation')
    .values({ id: newId(), userId, objectType, objectId, sortCode: Number(count?.n ?? 0) })
    .execute();
}

/**
 * Makes the user an administrator of the company (see above), in the caller's transaction.
 * Refuses, changing nothing, when the applicant or the company-administrator role is gone.
 */
export async function makeCompanyAdministrator(trx: Db, userId: string, companyId: string): Promise<void> {
  const user = await trx.selectFrom('base_user').select(['id', 'organizeId']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('badRequest', { texts: companyApplyTexts('applicantMissing') });
  const role = await companyAdminRole(trx);
  if (!role) throw new AppError('badRequest', { texts: companyApplyTexts('roleMissing', { code: COMPANY_ADMIN_ROLE_CODE }) });

  const organizeIds = idsOf(user.organizeId);
  if (!organizeIds.includes(companyId)) {
    await trx
      .updateTable('base_user')
      .set({ organizeId: [...organizeIds, companyId].join(','), lastModifyTime: Date.now() })
      .where('id', '=', userId)
      .execute();
  }
  await link(trx, userId, 'Organize', companyId);
  await link(trx, userId, 'Role', role.id);

  if (role.globalMark === 0) {
    const path = await organizePathIds(trx, companyId);
    if (!roleOrganizes(role.organizeIdsTree).some((id) => path.includes(id))) {
      await trx
        .updateTable('base_role')
        .set({ organizeIdsTree: JSON.stringify([...storedPaths(role.organizeIdsTree), path]), lastModifyTime: Date.now() })
        .where('id', '=', role.id)
        .execute();
    }
  }
}
