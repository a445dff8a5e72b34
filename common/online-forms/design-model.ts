import type { EntityModel } from '../entity-model.ts';
import type { FormItem } from '../form-runtime/form-item.ts';

/**
 * What design-to-model.ts makes of an online design: the EntityModel every schema entity is
 * generated into (so the generic CRUD runtime serves it and the entity screens draw it), the list
 * design the type-3 page reads beyond it, and the jnpfKeys it could not convert, by name.
 */
export interface DesignModel {
  model: EntityModel;
  list: ListDesign;
  /** every jnpfKey met that has no conversion, each once, in the order met */
  unsupported: string[];
  /** child tables: the sub-table field (`tableField…`) → its own table's name and the column relating a row to its record */
  childTables: { field: string; table: string; relationField: string }[];
  /**
   * The design's `__vModel__`s the model names otherwise (design → model field), only those that
   * differ: a text field bound to an audit column's name (`creatoruserid` → `creatoruserid_1`), a
   * system widget bound to its audit column in another case (`creatoruserid` → `creatorUserId`).
   * The routes map a record's keys through it where they speak the design's names (formData, columnData).
   */
  renamed: Record<string, string>;
  /**
   * The form as the runtime draws it (FormRenderer): the design's layout (containers, panes,
   * display widgets) with every value field as the FormItem the model's field makes
   * (common/form-runtime/model-form-items.ts formItemOf), its default as a value.
   */
  form: FormItem[];
}

/** One list column (columnData.columnList): `prop` is the field (or `<tableField>-<column>` for a child table's column). */
export interface ListColumn {
  prop: string;
  label: string;
  jnpfKey: string;
  fixed: 'none' | 'left' | 'right';
  align: 'left' | 'center' | 'right';
  width: number | null;
  sortable: boolean;
}

/** One search field (columnData.searchList): 1 equal, 2 like, 3 range. */
export interface ListSearch {
  prop: string;
  label: string;
  jnpfKey: string;
  searchType: 1 | 2 | 3;
  multiple: boolean;
}

/** The list design of columnData (contract §7.3), normalised with JNPF's defaults. */
export interface ListDesign {
  /** 1 plain, 2 left tree + table, 3 grouped, 4 inline edit, 5 tree table */
  type: 1 | 2 | 3 | 4 | 5;
  columns: ListColumn[];
  search: ListSearch[];
  /** add, download, upload, batchRemove, batchPrint */
  buttons: string[];
  /** edit, remove, detail */
  rowButtons: string[];
  hasPage: boolean;
  pageSize: number;
  defaultSidx: string;
  sort: 'asc' | 'desc';
  showSummary: boolean;
  summaryField: string[];
  thousandsField: string[];
  /** type 2 */
  tree: {
    title: string;
    source: 'dictionary' | 'api' | 'organize' | 'department' | string;
    dictionary: string;
    interfaceId: string;
    relation: string;
    propsValue: string;
    propsLabel: string;
    propsChildren: string;
  } | null;
  /** type 3 */
  groupField: string;
  /** type 5 */
  parentField: string;
  /** formData.popupType: general (dialog), fullScreen, drawer */
  popupType: 'general' | 'fullScreen' | 'drawer';
  /** the dialog's width from formData (generalWidth / drawerWidth) */
  formWidth: string;
  useColumnPermission: boolean;
  useFormPermission: boolean;
  useBtnPermission: boolean;
  useDataPermission: boolean;
}
