/**
 * The design's field names (`__vModel__`) and the model's (DesignModel.renamed: only those that
 * differ, e.g. a text field bound to an audit column's name): the runtime routes speak the
 * design's names, as its formData and columnData do, and the generic operations the model's. A
 * form, a search or a sort comes in under the design's names; a row goes out under them again
 * (the record's own `id` stays, the page needs it).
 */

export type Renamed = Readonly<Record<string, string>>;

/** A design field's name in the model. */
export const modelNameOf = (renamed: Renamed, vModel: string): string => renamed[vModel] ?? vModel;

/** A record sent under the design's names, under the model's. */
export function toModelNames<T extends Record<string, unknown>>(renamed: Renamed, record: T): T {
  const entries = Object.entries(renamed);
  if (entries.length === 0) return record;
  const result: Record<string, unknown> = { ...record };
  for (const [vModel, name] of entries) {
    if (!(vModel in record)) continue;
    result[name] = record[vModel];
    delete result[vModel];
  }
  return result as T;
}

/** A row of the model, under the design's names (a picker's or related form's `{field}_id` too). */
export function toDesignNames<T extends Record<string, unknown>>(renamed: Renamed, row: T): T {
  const entries = Object.entries(renamed);
  if (entries.length === 0) return row;
  const result: Record<string, unknown> = { ...row };
  for (const [vModel, name] of entries) {
    for (const [from, to] of [
      [name, vModel],
      [`${name}_id`, `${vModel}_id`],
    ]) {
      if (!(from in row)) continue;
      result[to] = row[from];
      if (from !== 'id') delete result[from];
    }
  }
  return result as T;
}
