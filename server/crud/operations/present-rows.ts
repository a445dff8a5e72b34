import { toResponse, withCreatorUser, withDictionaryNames, withReferences, type Row } from '../row-decorators.ts';
import { overrideContext, tablesOf, type OperationContext } from './context.ts';
import { withPickerTexts } from '../picker-texts.ts';

/**
 * Stored rows as the API shows them: the entity's own decorate override first (it may fill
 * virtual fields such as a user's roleId), then the creator, dictionary and reference names, and
 * finally the server-only columns dropped and array fields decoded. Grant cuts come after, per answer.
 * Paged lists (`dictionaryNames`) show names in place of ids: a dictionary item's, and a pop-up
 * picker's display text with the id kept beside it under `{field}_id` (picker-texts.ts); a record's
 * info keeps the ids, as the edit form needs them.
 */
export async function presentRows(context: OperationContext, rows: Row[], options: { detail?: boolean; dictionaryNames?: boolean } = {}): Promise<Row[]> {
  const { entity, overrides } = context;
  const db = tablesOf(context);
  const decorated = overrides.decorate ? await overrides.decorate(rows, { ...overrideContext(context), detail: Boolean(options.detail) }) : rows;
  // the one copy: the decorators below write names into it, the stored rows stay as read
  let shown = await withCreatorUser(
    db,
    decorated.map((row) => ({ ...row })),
  );
  if (options.dictionaryNames) shown = await withDictionaryNames(db, entity, shown);
  if (options.dictionaryNames) shown = await withPickerTexts(context.db, entity, shown, context.caller);
  shown = await withReferences(db, entity, shown);
  return shown.map((row) => toResponse(entity, row));
}
