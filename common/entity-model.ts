/**
 * The shape of the one generated model (common/generated/*): per schema, what the generator's
 * normalise phase made of it, as plain data. Both halves derive what they need from it in
 * hand-written code: the server its tables and CRUD definitions (server/core/db/model-tables.ts,
 * server/crud/entity-definition.ts), the browser its resource descriptions
 * (src/lib/data/entity-resource.ts), the build the forms' validators (build/form-validators-plugin.ts).
 */
import type { PatternRuleName } from './form-runtime/form-item.ts';

export interface Texts {
  zh: string;
  'zh-TW': string;
  en: string;
}

/** How a column is stored; `id` is the primary key. */
export type ColumnKind = 'id' | 'string' | 'text' | 'integer' | 'bigint' | 'real';

export type ColumnSpec = ColumnKind | { kind: ColumnKind; defaultValue: string | number };

export interface IndexSpec {
  name: string;
  columns: string[];
  unique?: boolean;
  /** rows holding '' in these columns are left out (a partial index): blanks never clash */
  whereNotEmpty?: string[];
}

/** One property of the schema. Flags are present only when set. */
export interface FieldModel {
  name: string;
  label: Texts;
  widget: string;
  required?: boolean;
  readOnly?: boolean;
  /** an array, stored as JSON text and sent as the JSON value */
  json?: boolean;
  /** accepted in bodies, stored by the entity's override (server/overrides) rather than in a column */
  virtual?: boolean;
  /** a secret (JSON Schema writeOnly): accepted, never sent back */
  secret?: boolean;
  /** the default (an array's as the JSON text its column holds) */
  default?: string | number;
  /** the dictionary category (enCode) a dictionaryTreeSelect reads */
  dictionary?: string;
  /** labels of enum values, by value */
  options?: Record<string, Texts>;
  /** the entity whose rows an entitySelect offers */
  reference?: string;
  /** the §5 pattern rule the field is checked by (its pattern is in the body schema, its messages in messages.pattern) */
  rule?: PatternRuleName;
  /** per JSON Schema keyword: the spec's message */
  messages?: Record<string, Texts>;
  /** the form runtime widget's configuration, with JNPF's prop names (common/form-runtime/form-item.ts) */
  props?: Record<string, unknown>;
  /** a sub-table's columns (widget `table`), FormItem-shaped */
  columns?: Record<string, unknown>[];
}

export interface EntityModel {
  name: string;
  permission: string;
  labels: Texts;
  api: {
    base: string;
    list: 'tree' | 'page' | 'children' | 'none';
    info: string;
    state: boolean;
    selector: boolean;
    listPath: string | null;
    routes: 'generic' | 'custom';
  };
  /** table: rows served by the CRUD runtime; settings: one object kept by a hand-written service */
  storage: 'table' | 'settings';
  /** the table (every column with its kind and default, audit columns included) and its indexes; null for settings */
  table: { name: string; columns: Record<string, ColumnSpec>; indexes: IndexSpec[] } | null;
  tree: { parentField: string; root: string } | null;
  unique: string[];
  uniqueWithin: string | null;
  search: string[];
  sort: string | null;
  dependents: { table: string; field: string }[];
  /** list query parameter → field it must equal */
  filters: Record<string, string>;
  /** a row whose field is set has been used: deleting it is refused with the message */
  usedWhen: { field: string; message: Texts } | null;
  /** the menu page key the generic list page serves the entity at */
  page: string | null;
  /** one record exported as a file with this extension, and imported back */
  transfer: { extension: string } | null;
  /** the list downloads as an .xlsx with these fields */
  excelExport: { columns: string[] } | null;
  /** rows are imported from an .xlsx into these fields (present only when the schema opts in) */
  excelImport?: { columns: string[] };
  /**
   * false (present only then): the platform writes the rows as they are used (a drawn bill number), so
   * the response cache keeps no answer read from the table and its changes do not empty the cache
   */
  responseCache?: false;
  /** settings forms: tabs of fields */
  sections: { title: Texts; fields: string[] }[];
  /** the fields a list shows, in order */
  listColumns: string[];
  /** server-only columns (a password hash): kept in the table, never sent or accepted */
  storedColumns: string[];
  /** fields holding another row's id, with the table and column whose value lists show under `as` */
  references: { field: string; table: string; column: string; as: string | null }[];
  fields: FieldModel[];
  /** the JSON Schema a create/update body must satisfy */
  bodySchema: { type: 'object'; required: string[]; properties: Record<string, Record<string, unknown>> };
  dialog: { width: number; labelWidth: number; titles: { create: Texts; edit: Texts } };
}

/** The name a list shows a field under: a reference's `as`, else the field's own. */
export const listNameOf = (model: EntityModel, field: string): string => model.references.find((r) => r.field === field && r.as)?.as ?? field;

/** The named field (the generator checked that every name the model uses is a field). */
export const fieldOf = (model: EntityModel, name: string): FieldModel => model.fields.find((f) => f.name === name) as FieldModel;
