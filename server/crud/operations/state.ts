import type { Row } from '../row-decorators.ts';
import { AppError } from '../../core/http/app-error.ts';
import { overrideContext, tablesOf, type OperationContext } from './context.ts';
import { dataScopeCondition } from './data-scope/data-scope.ts';

/** The state toggle (Actions/State): enabled ↔ disabled, after the override's refusals (rank). */
export async function toggleState(context: OperationContext, id: string): Promise<void> {
  const db = tablesOf(context);
  const table = context.entity.table.name;
  // A row outside the caller's data permissions is answered as missing, and keeps its state.
  const row = await db
    .selectFrom(table)
    .select(['id', 'enabledMark'])
    .where('id', '=', id)
    .where(await dataScopeCondition(context))
    .executeTakeFirst();
  if (!row) throw new AppError('recordNotFound');
  await context.overrides.beforeState?.(id, overrideContext(context));
  await db
    .updateTable(table)
    .set({ enabledMark: row.enabledMark === 1 ? 0 : 1 } as Partial<Row>)
    .where('id', '=', id)
    .execute();
  await context.overrides.afterState?.(id, overrideContext(context));
}
