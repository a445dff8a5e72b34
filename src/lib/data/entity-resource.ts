import { entityModels, type settingsModels, type tableModels } from '../../../common/generated/index.ts';
import { fieldOf, listNameOf, type EntityModel, type Texts } from '../../../common/entity-model.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { formItemOf } from '../../../common/form-runtime/model-form-items.ts';

export type { Texts };

/** What the screens need to know of one entity: derived from its generated model (common/generated) by resourceOf. */

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
  /** rows come in from an Excel sheet through the import wizard (base/Uploader, TemplateDownload, ImportPreview, ImportData) */
  excelImport?: true;
  /** table: rows in a list; settings: one object edited in a tabbed form (system configuration) */
  storage: 'table' | 'settings';
  /** settings forms: tabs of fields */
  sections: readonly { title: Texts; fields: readonly string[] }[];
  dialog: { width: number; labelWidth: number; titles: { create: Texts; edit: Texts } };
  fields: readonly {
    name: string;
    label: Texts;
    widget: string;
    required: boolean;
    dictionary?: string;
    options?: Record<string, Texts>;
    reference?: string;
    secret?: boolean;
    /** the field as the form runtime draws it, when it does (common/form-runtime/model-form-items.ts) */
    item?: FormItem;
  }[];
  columns: readonly { name: string; label: Texts; widget: string; options?: Record<string, Texts>; item?: FormItem }[];
  search: readonly string[];
  /** what a new record's form starts from */
  defaults: Readonly<Record<string, unknown>>;
  sort: string | null;
  bodySchema: { readonly type: 'object'; readonly required: readonly string[]; readonly properties: Record<string, object> };
  messages: Record<string, Record<string, Texts>>;
}

export type EntityRecord = { id: string } & Record<string, unknown>;

const withItem = (item: FormItem | undefined) => (item ? { item } : {});

/** An entity's resource description, read off its model. */
export function resourceOf(model: EntityModel): EntityResource {
  return {
    name: model.name,
    base: model.api.base,
    list: model.api.list,
    info: model.api.info,
    state: model.api.state,
    routes: model.api.routes,
    labels: model.labels,
    page: model.page,
    transfer: model.transfer,
    ...(model.excelImport ? { excelImport: true as const } : {}),
    ...(model.excelExport ? { excelExport: { columns: model.excelExport.columns.map((name) => ({ name, label: fieldOf(model, name).label })) } } : {}),
    storage: model.storage,
    sections: model.sections,
    dialog: model.dialog,
    fields: model.fields
      .filter((f) => !f.readOnly)
      .map((f) => ({
        name: f.name,
        label: f.label,
        widget: f.widget,
        required: Boolean(f.required),
        ...(f.dictionary ? { dictionary: f.dictionary } : {}),
        ...(f.options ? { options: f.options } : {}),
        ...(f.reference ? { reference: f.reference } : {}),
        ...(f.secret ? { secret: true } : {}),
        ...withItem(formItemOf(model, f)),
      })),
    columns: model.listColumns.map((name) => {
      const field = fieldOf(model, name);
      return { name: listNameOf(model, name), label: field.label, widget: field.widget, ...(field.options ? { options: field.options } : {}), ...withItem(formItemOf(model, field)) };
    }),
    search: model.search,
    sort: model.sort,
    // what a new record's form starts from (arrays as values, not the JSON text their column holds)
    defaults: Object.fromEntries(
      model.fields.flatMap((f) => (f.default === undefined || f.readOnly ? [] : [[f.name, f.json && typeof f.default === 'string' ? JSON.parse(f.default) : f.default]])),
    ),
    bodySchema: model.bodySchema,
    messages: Object.fromEntries(model.fields.flatMap((f) => (f.messages ? [[f.name, f.messages]] : []))),
  };
}

/** Every generated resource, in name order: the data provider serves them all, the menu pages those with a page key. */
export const generatedResources: readonly EntityResource[] = entityModels.map(resourceOf);

type EntityName = keyof typeof tableModels | keyof typeof settingsModels;

/** The same by entity name, for the screens written for one entity. */
export const entityResources = Object.fromEntries(generatedResources.map((resource) => [resource.name, resource])) as Record<EntityName, EntityResource>;
