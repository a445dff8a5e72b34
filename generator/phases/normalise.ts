import type { EntityModel as EmittedModel } from '../../common/entity-model.ts';
import { indexName, SchemaError, type EntitySchemaJson, type FieldJson, type LoadedSchema, type Texts } from './load-schemas.ts';
import type { PatternRuleName } from '../../common/form-runtime/form-item.ts';
import { bodyPatternOf, PATTERN_RULES } from '../../common/form-runtime/validation/pattern-rules.ts';
// The stored file's shape and message are shared with the online forms, so both check uploads alike.
import { STORED_FILE_SCHEMA, UPLOAD_ENTRY_MESSAGE } from '../../common/online-forms/stored-file-schema.ts';
import { defaultImportColumns, UPLOAD_WIDGETS } from './importable.ts';

export type ColumnKind = 'string' | 'text' | 'integer' | 'bigint' | 'real';

/** The plain model every emitter works from: no JSON Schema details left to interpret. */
export interface EntityModel {
  file: string;
  name: string;
  pascal: string;
  table: string;
  permission: string;
  labels: Texts;
  // as the emitted model carries them (common/entity-model.ts)
  api: EmittedModel['api'];
  tree: EmittedModel['tree'];
  unique: string[];
  uniqueWithin: string | null;
  search: string[];
  sort: string | null;
  dependents: { table: string; field: string }[];
  filters: Record<string, string>;
  usedWhen: { field: string; message: Texts } | null;
  /** declared indexes and one unique index per `unique` field (with its `uniqueWithin` scope first) */
  indexes: { name: string; columns: string[]; unique?: boolean; whereNotEmpty?: string[] }[];
  /** the menu page key the generic list page serves the entity at */
  page: string | null;
  /** one record exported as a file with this extension, and imported back */
  transfer: { extension: string } | null;
  /** the list downloads as an .xlsx with these fields (ExportExcel) */
  excelExport: { columns: string[] } | null;
  /** rows are imported from an .xlsx into these fields (Uploader, TemplateDownload, ImportPreview, ImportData …) */
  excelImport: { columns: string[] } | null;
  /** false: the platform writes its rows as they are used, so the response cache neither keeps nor watches them */
  responseCache: boolean;
  /** table: rows served by the CRUD runtime; settings: one object kept by a hand-written service */
  storage: 'table' | 'settings';
  /** settings forms: tabs of fields */
  sections: { title: Texts; fields: string[] }[];
  /** the fields the list shows, in order; null for every field a list can show */
  listColumns: string[] | null;
  /** server-only columns: kept in the table, never sent or accepted */
  storedColumns: { name: string; column: ColumnKind; defaultValue: string | number | null }[];
  /** fields holding another row's id, with the table and column whose value lists show */
  references: { field: string; table: string; column: string; as: string | null }[];
  fields: FieldModel[];
  /** the JSON Schema a create/update body must satisfy */
  bodySchema: Record<string, unknown>;
  dialog: { width: number; labelWidth: number; titles: { create: Texts; edit: Texts } };
}

export interface FieldModel {
  name: string;
  tsType: string;
  column: ColumnKind;
  /** stored as JSON text, sent and received as the JSON value */
  json: boolean;
  /** accepted in bodies, stored by the entity's override (server/overrides) rather than in a column */
  virtual: boolean;
  /** a secret (JSON Schema writeOnly): accepted, never sent back */
  secret: boolean;
  required: boolean;
  readOnly: boolean;
  defaultValue: string | number | null;
  label: Texts;
  widget: string;
  /** the dictionary category (enCode) a dictionaryTreeSelect reads */
  dictionary: string | null;
  /** labels of enum values, by value */
  options: Record<string, Texts> | null;
  /** the entity whose rows an entitySelect offers (from x-portside references) */
  reference: string | null;
  /** the §5 pattern rule the field is checked by (its pattern is in the body schema) */
  rule: PatternRuleName | null;
  messages: Record<string, Texts>;
  /** the form runtime widget's configuration and a sub-table's columns, passed through */
  props: Record<string, unknown> | null;
  columns: Record<string, unknown>[] | null;
}

/** widgets whose fields a list does not show unless the schema's columns name them */
export const LIST_HIDDEN_WIDGETS = ['textarea', 'hidden', 'password', 'treeSelect', 'richText', ...UPLOAD_WIDGETS];

/**
 * A property as the model types and checks it: an upload widget's array gets the stored files'
 * shape, and its count limit (props.limit, when the schema sets no maxItems) as maxItems.
 */
function propertyOf(field: FieldJson, widget: string | undefined, props: Record<string, unknown> | undefined): FieldJson {
  if (!widget || !UPLOAD_WIDGETS.includes(widget)) return field;
  const limit = typeof props?.limit === 'number' && props.limit > 0 ? props.limit : undefined;
  const maxItems = field.maxItems ?? limit;
  return { ...field, items: STORED_FILE_SCHEMA, ...(maxItems !== undefined ? { maxItems } : {}) };
}

/**
 * A field's messages: the schema's, with a §5 rule's message as its pattern message (unless the
 * schema words it itself), and an upload's stored-file pattern worded the same way.
 */
function messagesOf(extra: EntitySchemaJson['x-portside']['fields'][string] | undefined): Record<string, Texts> {
  if (extra?.rule) return { ...extra.messages, pattern: extra.messages?.pattern ?? PATTERN_RULES[extra.rule].messages };
  if (extra && UPLOAD_WIDGETS.includes(extra.widget)) return { ...extra.messages, pattern: extra.messages?.pattern ?? UPLOAD_ENTRY_MESSAGE };
  return extra?.messages ?? {};
}

/** The schema's import columns, else the form's fields a user fills; a sheet with no column to fill is a mistake. */
function importColumns(file: string, named: string[] | undefined, fields: FieldModel[], properties: Record<string, FieldJson>): string[] {
  const columns = named ?? defaultImportColumns(fields.map((f) => ({ name: f.name, widget: f.widget, property: properties[f.name] as FieldJson })));
  if (columns.length === 0) throw new SchemaError(`${file} /x-portside/excelImport: no field a sheet could fill; name the columns`);
  return columns;
}

function columnOf(field: FieldJson): ColumnKind {
  if (field.type === 'array') return 'text';
  if (field.type === 'integer') return 'integer';
  if (field.type === 'number') return 'real';
  // an enum's values are short words; otherwise only a declared short maximum fits a string column
  if (field.enum) return 'string';
  return (field.maxLength ?? 1001) > 1000 ? 'text' : 'string';
}

/** The TypeScript type of a property: strings, numbers and (nested) arrays of them. */
function tsTypeOf(field: { type: string; items?: unknown }): string {
  if (field.type === 'array') return `${tsTypeOf((field.items ?? { type: 'string' }) as { type: string })}[]`;
  // a sub-table's row: its cells are checked by the body schema, typed loosely here
  if (field.type === 'object') return 'Record<string, unknown>';
  return field.type === 'string' ? 'string' : 'number';
}

/**
 * The declared indexes, then one unique index per `unique` field, so a race between two writes
 * ends in the database's refusal rather than a duplicate row. A scoped field (`uniqueWithin`) is
 * unique per scope: its index is (scope, field). An optional string field may be left blank (''):
 * blanks never clash, in the check or the index (a partial index over the non-empty values).
 */
function indexesOf(json: EntitySchemaJson): EntityModel['indexes'] {
  const block = json['x-portside'];
  const declared = (block.indexes ?? []).map((index) => ({
    name: indexName(block.table, index.columns, index.unique),
    columns: index.columns,
    ...(index.unique ? { unique: true } : {}),
  }));
  const names = new Set(declared.map((index) => index.name));
  const required = new Set(json.required ?? []);
  const unique = (block.unique ?? []).flatMap((field) => {
    const columns = block.uniqueWithin ? [block.uniqueWithin, field] : [field];
    const name = indexName(block.table, columns, true);
    if (names.has(name)) return []; // the schema declares it already
    const property = json.properties[field] as FieldJson;
    const column = block.fields[field]?.column ?? columnOf(property);
    const mayBeBlank = (column === 'string' || column === 'text') && (!required.has(field) || (property.minLength ?? 0) < 1);
    return [{ name, columns, unique: true, ...(mayBeBlank ? { whereNotEmpty: [field] } : {}) }];
  });
  return [...declared, ...unique];
}

/**
 * The plain model of one schema. `tables` maps every entity name to its table, so a reference
 * to another entity can be resolved to the table the runtime reads.
 */
export function normalise(schema: LoadedSchema, tables: ReadonlyMap<string, string> = new Map()): EntityModel {
  const json: EntitySchemaJson = schema.json;
  const block = json['x-portside'];
  const required = new Set(json.required ?? []);
  const properties = Object.fromEntries(
    Object.entries(json.properties).map(([name, field]) => [name, propertyOf(field, block.fields[name]?.widget, block.fields[name]?.props)]),
  );
  const fields: FieldModel[] = Object.entries(properties).map(([name, field]) => {
    const extra = block.fields[name];
    return {
      name,
      tsType: tsTypeOf(field),
      column: extra?.column ?? columnOf(field),
      json: field.type === 'array',
      virtual: (block.virtual ?? []).includes(name),
      secret: Boolean(field.writeOnly),
      required: required.has(name),
      readOnly: Boolean(field.readOnly),
      // array defaults are stored as the JSON text the column holds
      defaultValue: Array.isArray(field.default) ? JSON.stringify(field.default) : (field.default ?? null),
      label: extra?.label ?? { zh: name, 'zh-TW': name, en: name },
      widget: extra?.widget ?? 'input',
      dictionary: extra?.dictionary ?? null,
      options: extra?.options ?? null,
      reference: (block.references ?? []).find((r) => r.field === name)?.entity ?? null,
      rule: extra?.rule ?? null,
      props: extra?.props ?? null,
      columns: extra?.columns ?? null,
      // a rule's failure reads as the catalogue's message unless the schema words it itself
      messages: messagesOf(extra),
    };
  });
  const bodyProperties = Object.fromEntries(
    Object.entries(properties)
      .filter(([, field]) => !field.readOnly)
      .map(([name, field]) => {
        const property: Record<string, unknown> = Object.fromEntries(Object.entries(field).filter(([key]) => key !== 'default' && key !== 'writeOnly'));
        const rule = block.fields[name]?.rule;
        if (rule) property.pattern = bodyPatternOf(rule, required.has(name));
        return [name, property];
      }),
  );
  return {
    file: schema.file,
    name: block.entity,
    pascal: block.entity.charAt(0).toUpperCase() + block.entity.slice(1),
    table: block.table,
    permission: block.permission,
    labels: block.labels,
    api: {
      base: block.api.base,
      list: block.api.list,
      info: block.api.info ?? '/{id}',
      state: Boolean(block.api.state),
      selector: Boolean(block.api.selector),
      listPath: block.api.listPath ?? null,
      routes: block.api.routes ?? 'generic',
    },
    tree: block.tree ?? null,
    unique: block.unique ?? [],
    uniqueWithin: block.uniqueWithin ?? null,
    search: block.search ?? [],
    sort: block.sort ?? null,
    dependents: block.dependents ?? [],
    filters: block.filters ?? {},
    usedWhen: block.usedWhen ?? null,
    listColumns: block.columns ?? null,
    page: block.page ?? null,
    transfer: block.transfer ?? null,
    // the exportable fields default to the list's columns
    excelExport: block.excelExport
      ? {
          columns:
            block.excelExport.columns ?? block.columns ?? fields.filter((f) => f.name !== 'id' && !LIST_HIDDEN_WIDGETS.includes(f.widget)).map((f) => f.name),
        }
      : null,
    excelImport: block.excelImport ? { columns: importColumns(schema.file, block.excelImport.columns, fields, properties) } : null,
    responseCache: block.responseCache !== false,
    storage: block.storage ?? 'table',
    sections: block.sections ?? [],
    storedColumns: Object.entries(block.storedColumns ?? {}).map(([name, column]) => ({ name, column: column.kind, defaultValue: column.default ?? null })),
    indexes: indexesOf(json),
    references: (block.references ?? []).map((reference) => ({
      field: reference.field,
      table: reference.table ?? tables.get(reference.entity ?? '') ?? '',
      column: reference.column ?? 'fullName',
      as: reference.as ?? null,
    })),
    fields,
    bodySchema: { type: 'object', required: [...required], properties: bodyProperties },
    dialog: block.dialog
      ? { width: block.dialog.width, labelWidth: block.dialog.labelWidth ?? 80, titles: block.dialog.titles }
      : { width: 600, labelWidth: 80, titles: { create: { zh: '新建', 'zh-TW': '新建', en: 'New' }, edit: { zh: '编辑', 'zh-TW': '編輯', en: 'Edit' } } },
  };
}
