import { sql } from 'kysely';
import { overrideContext, type OperationContext } from './context.ts';
import { dataScopeCondition } from './data-scope/data-scope.ts';

/**
 * The rows the caller may see in lists, exports and info: the override's listScope (a company
 * administrator's subtree) and the menu's data permissions (data-scope/), both at once. Always
 * true without a limit, never true with an empty one.
 */
export async function scopeCondition(context: OperationContext, query?: Readonly<Record<string, unknown>>) {
  const [listed, data] = await Promise.all([listScopeCondition(context, query), dataScopeCondition(context)]);
  return sql<boolean>`(${listed} and ${data})`;
}

async function listScopeCondition(context: OperationContext, query?: Readonly<Record<string, unknown>>) {
  const scope = await context.overrides.listScope?.(overrideContext(context), query);
  if (!scope) return sql<boolean>`1 = 1`;
  return scope.values.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`${sql.ref(scope.field)} in (${sql.join(scope.values)})`;
}
