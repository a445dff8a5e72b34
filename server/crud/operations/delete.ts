import { sql } from 'kysely';
import { AppError } from '../../core/http/app-error.ts';
import { overrideContext, tablesOf, type OperationContext } from './context.ts';
import { dataScopeCondition } from './data-scope/data-scope.ts';

/**
 * Deletes a record unless something still needs it: the override's refusals (beforeDelete), a
 * tree node's children, the schema's "used" mark (its own words) and the rows of dependent
 * tables that point at it. afterDelete then removes what hung on it (a role's member links and
 * grants) in the same transaction, so a failure leaves the record and its links as they were;
 * afterDeleteCommitted runs once that is committed (a deleted user's sessions end).
 */
export async function deleteRecord(context: OperationContext, id: string): Promise<void> {
  const { entity, overrides } = context;
  const db = tablesOf(context);
  const table = entity.table.name;
  // A row outside the caller's data permissions is answered as missing, and stays.
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where(await dataScopeCondition(context))
    .executeTakeFirst();
  if (!found) throw new AppError('recordNotFound');
  await overrides.beforeDelete?.(id, overrideContext(context));
  if (entity.tree && (await db.selectFrom(table).select('id').where(sql.ref(entity.tree.parentField), '=', id).executeTakeFirst())) {
    throw new AppError('hasChildren');
  }
  if (entity.usedWhen) {
    const row = await db.selectFrom(table).select(sql.ref(entity.usedWhen.field).as('used')).where('id', '=', id).executeTakeFirst();
    if (row?.used !== null && row?.used !== undefined && row.used !== '') throw new AppError('badRequest', { texts: entity.usedWhen.message });
  }
  for (const dependent of entity.dependents) {
    if (await db.selectFrom(dependent.table).select('id').where(sql.ref(dependent.field), '=', id).executeTakeFirst()) {
      throw new AppError('inUse');
    }
  }
  const told = overrideContext(context);
  await context.db.transaction().execute(async (trx) => {
    await tablesOf({ ...context, db: trx })
      .deleteFrom(table)
      .where('id', '=', id)
      .execute();
    await overrides.afterDelete?.(id, { ...told, db: trx });
  });
  await overrides.afterDeleteCommitted?.(id, told);
}
