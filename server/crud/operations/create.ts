import type { Row } from '../row-decorators.ts';
import { encodeJson } from '../row-decorators.ts';
import { newId } from '../../core/db/ids.ts';
import { grantedFields } from '../granted-fields.ts';
import { writeUnique } from '../unique-write.ts';
import { overrideContext, tablesOf, type OperationContext } from './context.ts';
import { pickWritable } from './writable-fields.ts';
import { checkUnique } from './unique-check.ts';
import { applyFormRules } from '../form-rules.ts';
import { formRuleContext } from './form-rule-context.ts';

/**
 * Creates a record from a body already valid against the entity's schema: the granted form fields
 * over the schema's defaults, uniqueness, the overrides (beforeWrite refusals, beforeCreate's
 * server-only columns, afterWrite's linked rows in the same transaction). Returns the new id.
 * Shared by the create route and the record import (transfer.ts).
 */
const defaultsCache = new WeakMap<OperationContext['entity'], Record<string, unknown>>();

/** The schema's defaults of the entity's own columns (a field kept elsewhere, an online form's sub-table, has none here). */
function storedDefaults(entity: OperationContext['entity']): Record<string, unknown> {
  let defaults = defaultsCache.get(entity);
  if (!defaults) {
    const columns = new Set(entity.table.columns.map((column) => column.name));
    defaults = Object.fromEntries(Object.entries(entity.defaults).filter(([name]) => columns.has(name)));
    defaultsCache.set(entity, defaults);
  }
  return defaults;
}

export async function createRecord(context: OperationContext, sent: Record<string, unknown>): Promise<string> {
  const { entity, overrides, caller } = context;
  const granted = await grantedFields(context.grants, entity).createBody(caller, sent);
  const body = entity.formRules ? await applyFormRules(entity.formItems, granted, 'create', formRuleContext(context), entity.defaults) : granted;
  const told = overrideContext(context);
  let values = encodeJson(entity, { ...storedDefaults(entity), ...pickWritable(entity, body) });
  await checkUnique(context, values, null);
  await overrides.beforeWrite?.(null, body, told);
  if (overrides.beforeCreate) values = await overrides.beforeCreate(values, told);
  const id = newId();
  // One transaction with the overrides' rows; a parallel create that won the race refuses this one (400).
  await writeUnique(
    context.db,
    entity,
    async (trx) => {
      await tablesOf({ ...context, db: trx })
        .insertInto(entity.table.name)
        .values({ ...values, id, creatorTime: Date.now(), creatorUserId: caller.userId } as Row)
        .execute();
      await overrides.afterWrite?.(id, body, { ...told, db: trx });
    },
    () => checkUnique(context, values, null),
  );
  return id;
}
