/** The shape of a generated resource description (src/generated/*): what the screens need. */
export interface Texts {
  zh: string;
  'zh-TW': string;
  en: string;
}

export interface EntityResource {
  name: string;
  base: string;
  list: 'tree' | 'page' | 'children' | 'none';
  info: string;
  state: boolean;
  /** generic: the CRUD runtime's paths; custom: a hand-written screen speaks its own paths */
  routes: 'generic' | 'custom';
  labels: Texts;
  /** the menu page key (urlAddress) the generic list page serves it at */
  page: string | null;
  /** one record exported as a file with this extension, and imported back */
  transfer: { readonly extension: string } | null;
  /** the list downloads as an .xlsx of these fields (GET base/ExportExcel) */
  excelExport?: { readonly columns: readonly { name: string; label: Texts }[] };
  /** table: rows in a list; settings: one object edited in a tabbed form (system configuration) */
  storage: 'table' | 'settings';
  /** settings forms: tabs of fields */
  sections: readonly { title: Texts; fields: readonly string[] }[];
  dialog: { width: number; labelWidth: number; titles: { create: Texts; edit: Texts } };
  fields: readonly { name: string; label: Texts; widget: string; required: boolean; dictionary?: string; options?: Record<string, Texts>; reference?: string; secret?: boolean }[];
  columns: readonly { name: string; label: Texts; widget: string; options?: Record<string, Texts> }[];
  search: readonly string[];
  /** what a new record's form starts from */
  defaults: Readonly<Record<string, unknown>>;
  sort: string | null;
  bodySchema: { readonly type: 'object'; readonly required: readonly string[]; readonly properties: Record<string, object> };
  messages: Record<string, Record<string, Texts>>;
}

export type EntityRecord = { id: string } & Record<string, unknown>;
