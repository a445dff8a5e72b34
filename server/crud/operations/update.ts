import type { Row } from '../row-decorators.ts';
import { AppError } from '../../core/http/app-error.ts';
import { grantedFields } from '../granted-fields.ts';
import { writeUnique } from '../unique-write.ts';
import { overrideContext, tablesOf, type OperationContext } from './context.ts';
import { pickWritable } from './writable-fields.ts';
import { checkUnique } from './unique-check.ts';

/**
 * Changes a record with a body already valid against the entity's schema. A field the caller's
 * page does not show them (spec §6 form grants) keeps its stored value; a tree node cannot become
 * its own parent; uniqueness and the overrides as for a create, in one transaction.
 */
export async function updateRecord(context: OperationContext, id: string, sent: Record<string, unknown>): Promise<void> {
  const { entity, overrides, caller } = context;
  const table = entity.table.name;
  const existing = await tablesOf(context).selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!existing) throw new AppError('recordNotFound');
  const body = await grantedFields(context.grants, entity).updateBody(caller, sent);
  const values = pickWritable(entity, body);
  if (entity.tree && values[entity.tree.parentField] === id) throw new AppError('parentIsSelf');
  await checkUnique(context, { ...values }, id);
  const told = overrideContext(context);
  await overrides.beforeWrite?.(id, body, told);
  await writeUnique(
    context.db,
    entity,
    async (trx) => {
      await tablesOf({ ...context, db: trx })
        .updateTable(table)
        .set({ ...values, lastModifyTime: Date.now(), lastModifyUserId: caller.userId } as Partial<Row>)
        .where('id', '=', id)
        .execute();
      await overrides.afterWrite?.(id, body, { ...told, db: trx });
    },
    () => checkUnique(context, { ...values }, id),
  );
}
