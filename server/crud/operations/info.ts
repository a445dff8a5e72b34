import type { Row } from '../row-decorators.ts';
import { AppError } from '../../core/http/app-error.ts';
import { grantedFields } from '../granted-fields.ts';
import { tablesOf, type OperationContext } from './context.ts';
import { scopeCondition } from './scope-condition.ts';
import { presentRows } from './present-rows.ts';

/** One record as the edit dialog reads it (detail decorations, columns and form fields granted); refuses one outside the caller's scope as not found. */
export async function readRecord(context: OperationContext, id: string): Promise<Row | undefined> {
  const row = await tablesOf(context)
    .selectFrom(context.entity.table.name)
    .selectAll()
    .where('id', '=', id)
    .where(await scopeCondition(context))
    .executeTakeFirst();
  if (!row) throw new AppError('recordNotFound');
  const [shown] = await presentRows(context, [row as Row], { detail: true });
  return shown && (await grantedFields(context.grants, context.entity).info(context.caller, shown));
}
