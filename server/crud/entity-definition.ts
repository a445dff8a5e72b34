import { tableModels } from '../../common/generated/index.ts';
import { fieldOf, listNameOf, type EntityModel, type Texts } from '../../common/entity-model.ts';
import type { TableModel } from '../core/db/table-model.ts';
import { modelTables } from '../core/db/model-tables.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import { formItemsOf } from '../../common/form-runtime/model-form-items.ts';
import { hasServerRules } from './form-rules.ts';

/** What the CRUD runtime serves for one entity (see entity-routes.ts), derived from its generated model. */
export interface EntityDefinition {
  name: string;
  table: TableModel;
  permission: string;
  // The same as the generated model's (common/entity-model.ts), read by the runtime as they are.
  api: EntityModel['api'];
  tree: EntityModel['tree'];
  unique: EntityModel['unique'];
  uniqueWithin: EntityModel['uniqueWithin'];
  search: EntityModel['search'];
  sort: EntityModel['sort'];
  dependents: EntityModel['dependents'];
  /** list query parameter → field it must equal */
  filters: EntityModel['filters'];
  /** a row whose field is set has been used: deleting it is refused with the message */
  usedWhen: EntityModel['usedWhen'];
  /** one record exported as a file with this extension, and imported back */
  transfer: { extension: string } | null;
  /**
   * the paged list downloads as an .xlsx (GET base/ExportExcel): the sheet's title and, per field,
   * its header, the response property naming a referenced row, enum labels and how a value shows
   */
  excelExport?: {
    title: Texts;
    columns: { field: string; label: Texts; shownAs?: string; options?: Record<string, Texts>; format?: 'date' | 'enabled' }[];
  };
  /**
   * rows are imported from an .xlsx (operations/excel-import/): the sheet's title and, per column,
   * its header (matched in any language), how a cell's text becomes the field's value, and whether
   * the form requires it
   */
  excelImport?: { title: Texts; columns: ImportColumn[] };
  /** server-only columns (a password hash): never in a response */
  hiddenColumns: string[];
  /**
   * what the list page shows, in order (x-portside `columns`, else every field a list shows; a
   * reference under its `as` name): the names a list may be sorted by (list-sort.ts)
   */
  listColumns: string[];
  /** array fields, stored as JSON text and sent as the JSON value */
  jsonFields: string[];
  /** lists show the referenced row's column under `as` (e.g. a position's department name) */
  references: { field: string; table: string; column: string; as: string | null }[];
  /** fields holding a dictionary item id (field → category enCode); lists show the item's name */
  dictionaryFields: Record<string, string>;
  bodySchema: Record<string, unknown>;
  defaults: Record<string, string | number>;
  /** per field, per JSON Schema keyword: the spec's message */
  messages: Record<string, Record<string, Texts>>;
  labels: Record<string, Texts>;
  /** the fields as the form runtime draws them (common/form-runtime/model-form-items.ts) */
  formItems: FormItem[];
  /** every field's widget (x-portside `widget`, or an online form's jnpfKey): what a data-permission condition may ask of it */
  fieldWidgets: Record<string, string>;
  /** the form holds fields the server fills or recomputes on save (form-rules.ts) */
  formRules: boolean;
}

/**
 * How a cell's text becomes a value, as the form would have stored it: as typed, a number, a day
 * (YYYY-MM-DD → epoch ms), an option's label, 启用/禁用, a dictionary item's name or the name(s) of
 * referenced rows (→ their ids, comma-joined when the field holds several).
 */
export type ImportKind = 'text' | 'integer' | 'number' | 'date' | 'options' | 'switch' | 'dictionary' | 'reference';

export interface ImportColumn {
  field: string;
  label: Texts;
  required: boolean;
  kind: ImportKind;
  /** options: labels by value, and whether the values are numbers */
  options?: Record<string, Texts>;
  numeric?: boolean;
  /** dictionary: the category's enCode */
  dictionary?: string;
  /** reference: the table and the column holding the names; several names when the field holds a list */
  reference?: { table: string; column: string; multiple: boolean };
}

/** The longest value that is one id; a longer string field holds a comma-joined list (as the pickers decide, src/features/pickers/value-codec.ts). */
const ID_LENGTH = 64;

function importKindOf(model: EntityModel, name: string): Omit<ImportColumn, 'field' | 'label' | 'required'> {
  const field = fieldOf(model, name);
  const property = model.bodySchema.properties[name] ?? {};
  const reference = model.references.find((r) => r.field === name);
  if (field.dictionary) return { kind: 'dictionary', dictionary: field.dictionary };
  if (reference) {
    const multiple =
      typeof field.props?.multiple === 'boolean' ? field.props.multiple : typeof property.maxLength === 'number' && property.maxLength > ID_LENGTH;
    return { kind: 'reference', reference: { table: reference.table, column: reference.column, multiple } };
  }
  const numeric = property.type === 'integer' || property.type === 'number';
  if (field.options) return { kind: 'options', options: field.options, numeric };
  if (field.widget === 'switch') return { kind: 'switch' };
  if (field.widget === 'date') return { kind: 'date' };
  if (numeric) return { kind: property.type as 'integer' | 'number' };
  return { kind: 'text' };
}

function excelImportOf(model: EntityModel, names: string[]): NonNullable<EntityDefinition['excelImport']> {
  return {
    title: model.labels,
    columns: names.map((name) => ({
      field: name,
      label: fieldOf(model, name).label,
      required: model.bodySchema.required.includes(name),
      ...importKindOf(model, name),
    })),
  };
}

/** What the runtime needs to write an export: the sheet's title, and per field its header and how its value shows. */
function excelExportOf(model: EntityModel, names: string[]): NonNullable<EntityDefinition['excelExport']> {
  return {
    title: model.labels,
    columns: names.map((name) => {
      const field = fieldOf(model, name);
      const shownAs = model.references.find((r) => r.field === name && r.as)?.as;
      return {
        field: name,
        label: field.label,
        ...(shownAs ? { shownAs } : {}),
        ...(field.options ? { options: field.options } : {}),
        ...(field.widget === 'date' ? { format: 'date' as const } : field.widget === 'switch' ? { format: 'enabled' as const } : {}),
      };
    }),
  };
}

/** An entity's definition, read off its model (common/generated) and served over the given table. */
export function entityDefinitionOf(model: EntityModel, table: TableModel): EntityDefinition {
  const formItems = formItemsOf(model);
  return {
    name: model.name,
    table,
    permission: model.permission,
    api: model.api,
    tree: model.tree,
    unique: model.unique,
    uniqueWithin: model.uniqueWithin,
    search: model.search,
    sort: model.sort,
    dependents: model.dependents,
    filters: model.filters,
    usedWhen: model.usedWhen,
    transfer: model.transfer,
    jsonFields: model.fields.filter((f) => f.json).map((f) => f.name),
    hiddenColumns: model.storedColumns,
    listColumns: model.listColumns.map((name) => listNameOf(model, name)),
    references: model.references.filter((r) => r.as !== null),
    dictionaryFields: Object.fromEntries(model.fields.flatMap((f) => (f.dictionary ? [[f.name, f.dictionary]] : []))),
    bodySchema: model.bodySchema,
    defaults: Object.fromEntries(model.fields.flatMap((f) => (f.default !== undefined && !f.virtual ? [[f.name, f.default]] : []))),
    messages: Object.fromEntries(model.fields.flatMap((f) => (f.messages ? [[f.name, f.messages]] : []))),
    labels: Object.fromEntries(model.fields.map((f) => [f.name, f.label])),
    formItems,
    fieldWidgets: Object.fromEntries(model.fields.map((f) => [f.name, f.widget])),
    formRules: hasServerRules(formItems),
    ...(model.excelExport ? { excelExport: excelExportOf(model, model.excelExport.columns) } : {}),
    ...(model.excelImport ? { excelImport: excelImportOf(model, model.excelImport.columns) } : {}),
  };
}

type TableEntityName = keyof typeof tableModels;

/** Every generated entity the runtime serves, by name. */
export const entityDefinitions = Object.fromEntries(
  Object.entries(tableModels).map(([name, model]) => [name, entityDefinitionOf(model, modelTables[name as TableEntityName])]),
) as Record<TableEntityName, EntityDefinition>;

/** The same, in name order: app.ts registers each one's routes. */
export const generatedEntities: EntityDefinition[] = Object.values(entityDefinitions);
