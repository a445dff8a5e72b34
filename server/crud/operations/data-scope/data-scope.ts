import { sql } from 'kysely';
import { isSystemAdministrator } from '../../../core/identity/rank.ts';
import type { OperationContext } from '../context.ts';
import { CallerValues } from './caller-values.ts';
import { schemeFieldsOf } from './scheme-fields.ts';
import { FALSE, schemeCondition, TRUE, type Condition } from './scheme-sql.ts';

/**
 * Data permissions (spec §6, issue 15): the rows of a menu's records a caller may see and change.
 * A menu judges its data when its isDataAuthorize is 1; a caller who is not a system administrator
 * then sees the union of the enabled schemes of that menu granted to them (base_module_scheme ids
 * among their granted items), every row when one of them is 全部数据 (allData), and nothing when
 * none is granted. The menus judged are the caller's granted enabled menus carrying the record's
 * permission code (an online form's: the type-3 menus opening its design); as for columns and form
 * fields (authorization-service.ts), one of them not judging its data lifts the limit.
 */

// One condition per operation context: a list asks it for its count and for its page.
const conditions = new WeakMap<OperationContext, Promise<Condition>>();

/** The data-permission condition on the context's entity rows (always true when nothing limits them). */
export function dataScopeCondition(context: OperationContext): Promise<Condition> {
  let condition = conditions.get(context);
  if (!condition) conditions.set(context, (condition = workOut(context)));
  return condition;
}

async function workOut(context: OperationContext): Promise<Condition> {
  const { db, caller, entity } = context;
  const codes = context.dataScopeCodes ?? [entity.permission];
  if (caller.isAdministrator || codes.length === 0) return TRUE;
  const grants = await context.grants.grantsOf(caller.userId);
  if (grants.isAdministrator || grants.modules.size === 0) return TRUE;
  const menus = await db
    .selectFrom('base_module')
    .select(['id', 'isDataAuthorize'])
    .where('enCode', 'in', [...codes])
    .where('enabledMark', '=', 1)
    .where('id', 'in', [...grants.modules])
    .execute();
  if (menus.length === 0 || menus.some((menu) => Number(menu.isDataAuthorize) !== 1)) return TRUE;
  // An account on the admin list ranks as a system administrator without the flag (rank.ts).
  if (await isSystemAdministrator(db, caller.userId)) return TRUE;
  const schemes = (
    await db
      .selectFrom('base_module_scheme')
      .select(['id', 'allData', 'matchLogic', 'conditionJson'])
      .where(
        'moduleId',
        'in',
        menus.map((menu) => menu.id),
      )
      .where('enabledMark', '=', 1)
      .orderBy('sortCode')
      .orderBy('id')
      .execute()
  ).filter((scheme) => grants.items.has(scheme.id));
  if (schemes.some((scheme) => Number(scheme.allData) === 1)) return TRUE;
  if (schemes.length === 0) return FALSE;
  const fields = new Map(schemeFieldsOf(entity).map((field) => [field.field, field]));
  const values = new CallerValues(db, caller.userId);
  const parts = await Promise.all(schemes.map((scheme) => schemeCondition(entity.table.name, fields, scheme, values)));
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}
