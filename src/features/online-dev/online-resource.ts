import { resourceOf, type EntityResource, type Texts } from '../../lib/data/entity-resource.ts';
import type { FieldModel } from '../../../common/entity-model.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { DesignModel, ListColumn } from '../../../common/online-forms/design-model.ts';
import { formWidget } from '../../form-runtime/widget-registry.ts';
import { onlineBase } from './online-config.ts';

type ResourceField = EntityResource['fields'][number];
type ResourceColumn = EntityResource['columns'][number];

/** The react-admin resource name of a design's records: unique per design, so lists and caches never mix. */
export const onlineResourceName = (modelId: string): string => `online:${modelId}`;

/** A designer's text (one language, written by the administrator) in all three. */
const sameInAll = (text: string): Texts => ({ zh: text, 'zh-TW': text, en: text });

/** A child table's column prop `tableField101-name` as its table field and column, when the table is one of the model's. */
export function childColumnOf(converted: DesignModel, prop: string): { table: string; column: string } | undefined {
  const dash = prop.indexOf('-');
  if (dash <= 0) return undefined;
  const table = prop.slice(0, dash);
  return converted.model.fields.some((f) => f.name === table) ? { table, column: prop.slice(dash + 1) } : undefined;
}

/**
 * The runtime item of a field the shared mapping (formItemOf) leaves to the schema dialog: an online
 * field is named by its jnpfKey, drawn by the runtime's widget of that key; a key no widget draws
 * (converted.unsupported) is drawn as text, as users are to see it.
 */
function fallbackItem(field: FieldModel): FormItem {
  const key = formWidget(field.widget) ? field.widget : 'comInput';
  return {
    key,
    field: field.name,
    label: field.label,
    ...(field.required ? { required: true } : {}),
    props: { ...(field.props ?? {}) },
    ...(field.columns ? { children: field.columns as unknown as FormItem[] } : {}),
  };
}

/** A list column of the design as the generic page's column: the field's label, widget and item, or the design's label alone. */
function columnOf(converted: DesignModel, fields: readonly ResourceField[], column: ListColumn): ResourceColumn {
  const field = fields.find((f) => f.name === column.prop);
  const label = column.label ? sameInAll(column.label) : (field?.label ?? sameInAll(column.prop));
  if (!field) {
    const child = childColumnOf(converted, column.prop);
    const table = child && fields.find((f) => f.name === child.table)?.item;
    const item = table?.children?.find((c) => c.field === child?.column);
    return { name: column.prop, label, widget: item?.key ?? column.jnpfKey, ...(item ? { item: { ...item, field: column.prop } } : {}) };
  }
  return { name: field.name, label, widget: field.widget, ...(field.options ? { options: field.options } : {}), ...(field.item ? { item: field.item } : {}) };
}

/**
 * A released design's records as the generic list page and dialog know a resource: the converted
 * EntityModel through the same resourceOf the schema entities go through, on the design's runtime
 * routes (contract §7.4), listing the design's columns in its order (the grouping field first in a
 * grouped list). Grouped lists come whole (no pages), a tree table a level at a time (List/{id}). Every field gets a runtime item,
 * since the form runtime draws the whole online form. Call after the form runtime is registered.
 */
export function onlineResourceOf(modelId: string, converted: DesignModel, title: string): EntityResource {
  const base = resourceOf(converted.model);
  const model = converted.model;
  const fields: ResourceField[] = base.fields.map((field) => {
    if (field.item && formWidget(field.item.key)) return field;
    const source = model.fields.find((f) => f.name === field.name);
    return source ? { ...field, item: fallbackItem(source) } : field;
  });
  const list = converted.list;
  const ordered =
    list.type === 3 && list.groupField
      ? [...list.columns].sort((a, b) => Number(b.prop === list.groupField) - Number(a.prop === list.groupField))
      : list.columns;
  const columns = ordered.map((column) => columnOf(converted, fields, column));
  const exported = columns.filter((column) => !childColumnOf(converted, column.name));
  const { excelExport: _ownExport, excelImport: _ownImport, ...rest } = base;
  return {
    ...rest,
    name: onlineResourceName(modelId),
    base: onlineBase(modelId),
    // grouped rows come whole with their records as children; a tree table's levels are read as they open
    list: list.type === 3 ? 'tree' : list.type === 5 ? 'children' : 'page',
    info: '/{id}',
    state: false,
    routes: 'generic',
    labels: title ? sameInAll(title) : base.labels,
    page: null,
    transfer: null,
    ...(list.buttons.includes('download') ? { excelExport: { columns: exported.map((column) => ({ name: column.name, label: column.label })) } } : {}),
    ...(list.buttons.includes('upload') ? { excelImport: true as const } : {}),
    storage: 'table',
    fields,
    columns,
    search: list.search.map((entry) => entry.prop),
    sort: list.defaultSidx || null,
  };
}
