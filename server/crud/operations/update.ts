import { toResponse, type Row } from '../row-decorators.ts';
import { AppError } from '../../core/http/app-error.ts';
import { grantedFields } from '../granted-fields.ts';
import { writeUnique } from '../unique-write.ts';
import { overrideContext, tablesOf, type OperationContext } from './context.ts';
import { pickWritable } from './writable-fields.ts';
import { checkUnique } from './unique-check.ts';
import { applyFormRules } from '../form-rules.ts';
import { formRuleContext } from './form-rule-context.ts';
import { dataScopeCondition } from './data-scope/data-scope.ts';

/**
 * Changes a record with a body already valid against the entity's schema, when it lies within the
 * caller's data permissions (data-scope/; else as not found). A field the caller's
 * page does not show them (spec §6 form grants) keeps its stored value; a tree node cannot become
 * its own parent; uniqueness and the overrides as for a create, in one transaction.
 */
export async function updateRecord(context: OperationContext, id: string, sent: Record<string, unknown>): Promise<void> {
  const { entity, overrides, caller } = context;
  const table = entity.table.name;
  // Only a form the server recomputes needs the stored values; every other update checks the id alone.
  // A row outside the caller's data permissions is answered as missing, and nothing changes.
  const lookup = tablesOf(context)
    .selectFrom(table)
    .where('id', '=', id)
    .where(await dataScopeCondition(context));
  const existing = (await (entity.formRules ? lookup.selectAll() : lookup.select('id')).executeTakeFirst()) as Row | undefined;
  if (!existing) throw new AppError('recordNotFound');
  const granted = await grantedFields(context.grants, entity).updateBody(caller, sent);
  // The stored record as the rules see it: with what its override keeps elsewhere (an online form's sub-table lines).
  const stored =
    entity.formRules && overrides.decorate ? ((await overrides.decorate([existing], { ...overrideContext(context), detail: true }))[0] ?? existing) : existing;
  const body = entity.formRules ? await applyFormRules(entity.formItems, granted, 'update', formRuleContext(context), toResponse(entity, stored)) : granted;
  const values = pickWritable(entity, body);
  if (entity.tree && values[entity.tree.parentField] === id) throw new AppError('parentIsSelf');
  if (entity.tree && typeof values[entity.tree.parentField] === 'string') await refuseDescendantParent(context, id, values[entity.tree.parentField] as string);
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
  await overrides.afterWriteCommitted?.(id, body, told);
}

/**
 * A node moved under one of its own descendants would close a loop and cut its whole subtree off
 * the tree (and out of every administrator's scope): walk up from the new parent, refusing when the
 * walk meets the node. The walk is bounded by the table's size, so a damaged tree cannot hang it.
 */
async function refuseDescendantParent(context: OperationContext, id: string, parentId: string): Promise<void> {
  const tree = context.entity.tree;
  if (!tree) return;
  const rows = (await tablesOf(context)
    .selectFrom(context.entity.table.name)
    .select(['id', `${tree.parentField} as parent`])
    .execute()) as unknown as { id: string; parent: string | null }[];
  const parentOf = new Map(rows.map((row) => [row.id, row.parent ?? '']));
  let current = parentId;
  for (let steps = 0; current && steps <= rows.length; steps += 1) {
    if (current === id) throw new AppError('parentIsDescendant');
    current = parentOf.get(current) ?? '';
  }
}
