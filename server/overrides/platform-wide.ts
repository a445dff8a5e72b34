import type { EntityOverrides, OverrideContext } from '../crud/entity-overrides.ts';
import { assertSystemAdministrator, rankOf } from '../core/identity/rank.ts';

/** Refuses anyone but a system administrator (rank.ts). */
export async function systemAdministratorOnly({ db, userId }: OverrideContext): Promise<void> {
  assertSystemAdministrator(await rankOf(db, userId));
}

/**
 * Records that reach every user whatever their organisation — applications (systems), user
 * groups (they belong to no organisation) — are created, changed, toggled and deleted by system
 * administrators only (docs/security/rank-rule.md); reading them is left to the page permission.
 */
export function platformWideOverrides(): EntityOverrides {
  return {
    beforeWrite: (_id, _body, context) => systemAdministratorOnly(context),
    beforeState: (_id, context) => systemAdministratorOnly(context),
    beforeDelete: (_id, context) => systemAdministratorOnly(context),
  };
}
