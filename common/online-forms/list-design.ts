import type { JnpfFormData } from './online-design.ts';
import type { ListColumn, ListDesign, ListSearch } from './design-model.ts';
import { runtimeKeyOfDesign } from './jnpf-keys.ts';

/**
 * A design's `columnData` (contract §7.3) as the list page reads it (ListDesign), with JNPF's
 * defaults (ColumnDesign/main.vue) for what it leaves out, and the form-level settings of
 * `formData` the list opens its form with. Main-table props are named as the model names them;
 * a sub-table's columns keep their `<tableField>-<column>` props.
 */

/** What the list needs to know of a prop: its model name, its runtime key and its label. */
export interface ListField {
  name: string;
  key: string;
  label: string;
}

export interface ListFields {
  /** a main-table field by its `__vModel__` */
  main: (vModel: string) => ListField | undefined;
  /** a sub-table's column by its `<tableField>-<column>` prop */
  child: (prop: string) => ListField | undefined;
  /** the columns of a design without columnData (a form-only design): the fields a list can show */
  defaults: readonly ListField[];
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown, fallback = false): boolean => (typeof value === 'boolean' ? value : fallback);

/** A prop as the list names it: a main field's model name, a sub-table column's prop, or undefined for what the design no longer has. */
function fieldOfProp(prop: string, fields: ListFields): ListField | undefined {
  return prop.includes('-') ? fields.child(prop) : fields.main(prop);
}

const props = (value: unknown, fields: ListFields): string[] =>
  list(value).flatMap((prop) => {
    const field = typeof prop === 'string' ? fieldOfProp(prop, fields) : undefined;
    return field ? [field.name] : [];
  });

function widthOf(value: unknown): number | null {
  const width = typeof value === 'number' ? value : parseFloat(text(value));
  return Number.isFinite(width) && width > 0 ? width : null;
}

function columnOf(entry: Record<string, unknown>, field: ListField): ListColumn {
  const fixed = entry.fixed === true ? 'left' : entry.fixed === 'left' || entry.fixed === 'right' ? entry.fixed : 'none';
  const align = entry.align === 'center' || entry.align === 'right' ? entry.align : 'left';
  return {
    prop: field.name,
    label: text(entry.label) || text(entry.fullName) || field.label,
    jnpfKey: runtimeKeyOfDesign(text(entry.jnpfKey)) || field.key,
    fixed,
    align,
    width: widthOf(entry.width),
    sortable: entry.sortable === true,
  };
}

/** Contract §7.2: fuzzy for texts, a range for dates, times and numbers, else equal. */
function defaultSearchType(key: string): 1 | 2 | 3 {
  if (['comInput', 'textarea', 'JNPFText', 'link', 'billRule'].includes(key)) return 2;
  if (['createTime', 'modifyTime', 'time', 'date', 'numInput', 'calculate'].includes(key)) return 3;
  return 1;
}

function searchOf(entry: Record<string, unknown>, field: ListField): ListSearch {
  const given = Number(entry.searchType);
  const key = runtimeKeyOfDesign(text(entry.jnpfKey)) || field.key;
  return {
    prop: field.name,
    label: text(entry.label) || text(entry.fullName) || field.label,
    jnpfKey: key,
    searchType: given === 1 || given === 2 || given === 3 ? given : defaultSearchType(key),
    multiple: entry.searchMultiple === true,
  };
}

/** Buttons as JNPF writes them: `{ value }` objects (3.4) or bare names (3.6 generated code). */
const buttons = (value: unknown, fallback: string[]): string[] => {
  if (!Array.isArray(value)) return fallback;
  return value.flatMap((button) => {
    const name = typeof button === 'string' ? button : text(record(button).value);
    return name ? [name] : [];
  });
};

function treeOf(data: Record<string, unknown>, fields: ListFields): ListDesign['tree'] {
  const relation = text(data.treeRelation);
  return {
    title: text(data.treeTitle),
    source: text(data.treeDataSource, 'dictionary') || 'dictionary',
    dictionary: text(data.treeDictionary),
    interfaceId: text(data.treeInterfaceId) || text(data.treePropsUrl),
    relation: relation ? (fieldOfProp(relation, fields)?.name ?? relation) : '',
    propsValue: text(data.treePropsValue, 'id') || 'id',
    propsLabel: text(data.treePropsLabel, 'fullName') || 'fullName',
    propsChildren: text(data.treePropsChildren, 'children') || 'children',
  };
}

/** The form's width by how it opens: formData's generalWidth, fullScreenWidth or drawerWidth (JNPF: 600px, 100%, 600px). */
function formWidthOf(formData: JnpfFormData, popupType: ListDesign['popupType']): string {
  const [key, fallback] =
    popupType === 'fullScreen' ? ['fullScreenWidth', '100%'] : popupType === 'drawer' ? ['drawerWidth', '600px'] : ['generalWidth', '600px'];
  const width = formData[key];
  return typeof width === 'number' ? `${width}px` : text(width) || fallback;
}

export function listDesignOf(columnData: Record<string, unknown> | null, formData: JnpfFormData, fields: ListFields): ListDesign {
  const data = columnData ?? {};
  const type = Number(data.type);
  const popupType = formData.popupType === 'fullScreen' || formData.popupType === 'drawer' ? formData.popupType : 'general';
  const columns = columnData
    ? list(data.columnList).flatMap((value) => {
        const entry = record(value);
        const field = fieldOfProp(text(entry.prop) || text(entry.__vModel__), fields);
        return field ? [columnOf(entry, field)] : [];
      })
    : fields.defaults.map((field) => columnOf({}, field));
  const search = list(data.searchList).flatMap((value) => {
    const entry = record(value);
    const field = fieldOfProp(text(entry.prop) || text(entry.__vModel__), fields);
    return field ? [searchOf(entry, field)] : [];
  });
  const pageSize = Number(data.pageSize);
  const sidx = text(data.defaultSidx);
  const mainName = (prop: string): string => (prop ? (fields.main(prop)?.name ?? '') : '');
  return {
    type: type === 2 || type === 3 || type === 4 || type === 5 ? type : 1,
    columns,
    search,
    buttons: buttons(data.btnsList, ['add']),
    rowButtons: buttons(data.columnBtnsList, ['edit', 'remove']),
    hasPage: flag(data.hasPage, true),
    pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : 20,
    defaultSidx: mainName(sidx),
    sort: data.sort === 'asc' ? 'asc' : 'desc',
    showSummary: flag(data.showSummary),
    summaryField: props(data.summaryField, fields),
    thousandsField: props(data.thousandsField, fields),
    tree: type === 2 ? treeOf(data, fields) : null,
    groupField: mainName(text(data.groupField)),
    parentField: mainName(text(data.parentField)),
    popupType,
    formWidth: formWidthOf(formData, popupType),
    useColumnPermission: flag(data.useColumnPermission),
    useFormPermission: flag(data.useFormPermission),
    useBtnPermission: flag(data.useBtnPermission),
    useDataPermission: flag(data.useDataPermission),
  };
}
