import type { TableModel } from '../db/table-model.ts';

type Texts = { zh: string; 'zh-TW': string; en: string };

/** What the generator emits for one schema and the CRUD runtime serves (see entity-routes.ts). */
export interface EntityDefinition {
  name: string;
  table: TableModel;
  permission: string;
  api: { base: string; list: 'tree' | 'page' | 'children' | 'none'; info: string; state: boolean; selector: boolean; listPath: string | null; routes: 'generic' | 'custom' };
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
}
