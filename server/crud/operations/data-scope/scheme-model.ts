/**
 * A data-permission scheme's conditions as stored in base_module_scheme.conditionJson (and sent by
 * the scheme editor): condition groups, each joining its conditions by its own `logic`, the groups
 * joined by the scheme's `matchLogic`. A condition tests one field of the menu's records
 * (scheme-fields.ts) with an operator against a constant or a current-user variable.
 *
 *   [{ "logic": "and" | "or", "groups": [{ "field": string, "op": string, "value": string }] }]
 */

import { SCHEME_OPERATORS, type SchemeOperator } from '../../../../common/data-scope-conditions.ts';

// The operators, the current-user variables (worked out per request in caller-values.ts) and the
// `in` split are shared with the scheme editor: common/data-scope-conditions.ts.
export { isUserVariable, listValues, SCHEME_OPERATORS, USER_VARIABLES } from '../../../../common/data-scope-conditions.ts';
export type { SchemeOperator, UserVariable } from '../../../../common/data-scope-conditions.ts';

/** The pseudo-field of every menu: the organisations of the record's creator (base_user.organizeId). */
export const CREATOR_ORGANIZE = '@creatorOrganize';

export interface SchemeCondition {
  field: string;
  op: SchemeOperator;
  /** a constant (`in`: comma-joined constants), a user variable, or '' for null / notNull */
  value: string;
}

export interface SchemeGroup {
  logic: 'and' | 'or';
  groups: SchemeCondition[];
}

/** What a scheme row contributes to the rows a grant of it shows. */
export interface StoredScheme {
  allData: number | null;
  matchLogic: string | null;
  conditionJson: string | null;
}

/**
 * The stored conditions, read leniently: anything that is not a well-formed group or condition is
 * left out here, and a scheme whose conditions are all unreadable matches nothing (scheme-sql.ts).
 * Writes are checked strictly (server/features/data-scope/scheme-validation.ts).
 */
export function storedGroups(text: string | null): SchemeGroup[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((group: unknown): SchemeGroup[] => {
    if (!group || typeof group !== 'object') return [];
    const { logic, groups } = group as { logic?: unknown; groups?: unknown };
    if (!Array.isArray(groups)) return [];
    const conditions = groups.flatMap((condition: unknown): SchemeCondition[] => {
      if (!condition || typeof condition !== 'object') return [];
      const { field, op, value } = condition as { field?: unknown; op?: unknown; value?: unknown };
      if (typeof field !== 'string' || typeof op !== 'string' || !(SCHEME_OPERATORS as readonly string[]).includes(op)) return [];
      return [{ field, op: op as SchemeOperator, value: typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value) }];
    });
    return [{ logic: logic === 'or' ? 'or' : 'and', groups: conditions }];
  });
}
