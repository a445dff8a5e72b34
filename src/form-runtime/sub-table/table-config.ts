import { isShownOnWeb, textIn, type FormItem } from '../../../common/form-runtime/form-item.ts';
import type { CalcToken } from '../../../common/form-runtime/calc/index.ts';
import type { Language } from '../widget-contract.ts';
import { formWidget } from '../widget-registry.ts';
import { subTableMessages } from './messages.ts';

/** A row of a sub-table: column field → value (contract §7.2: the table's value is a list of these). */
export type Row = Record<string, unknown>;

/** JNPF's `addTableConf.relationOptions`: which field of a picked record fills which column. */
export interface RelationOption {
  field: string;
  value: string;
}

/** The columns the web shows (`noShow` and a visibility without 'pc' hide one, spec §3). */
export const shownColumns = (item: FormItem): FormItem[] => (item.children ?? []).filter(isShownOnWeb);

/** Columns that hold a value in the row (layout-only children have no field). */
export const valueColumns = (item: FormItem): Array<FormItem & { field: string }> =>
  shownColumns(item).filter((column): column is FormItem & { field: string } => typeof column.field === 'string' && column.field !== '');

/** The add button's text: JNPF's `actionText`, else 添加. */
export const actionTextOf = (item: FormItem, language: Language): string => {
  const configured = item.props.actionText;
  const text =
    typeof configured === 'string' || (configured && typeof configured === 'object') ? textIn(configured as Parameters<typeof textIn>[0], language) : '';
  return text.trim() || subTableMessages[language].add;
};

/** The title above the table (JNPF `showTitle` + label) and its tooltip (`tipLabel`). */
export function titleOf(item: FormItem, language: Language): { title: string; tip: string } {
  if (item.props.showTitle === false) return { title: '', tip: '' };
  const configured = item.props.title as Parameters<typeof textIn>[0] | undefined;
  return { title: textIn(configured ?? item.label, language), tip: textIn(item.tipLabel, language) };
}

/** Whether the 合计 row shows, and over which fields (JNPF `show-summary`, `summaryField`). */
export function summaryFieldsOf(item: FormItem): string[] {
  if (item.props['show-summary'] !== true && item.props.showSummary !== true) return [];
  return Array.isArray(item.props.summaryField) ? item.props.summaryField.filter((field): field is string => typeof field === 'string') : [];
}

/** addType 1: rows are picked from a dialog (spec §3). */
export const picksRows = (item: FormItem): boolean => Number(item.props.addType) === 1;

export const relationOptionsOf = (item: FormItem): RelationOption[] => {
  const options = (item.props.addTableConf as { relationOptions?: unknown } | undefined)?.relationOptions;
  return Array.isArray(options)
    ? options.filter((option): option is RelationOption => Boolean(option) && typeof option.field === 'string' && typeof option.value === 'string')
    : [];
};

/** The floor of a column that sets no `columnWidth`. */
const SPAN_FLOOR = 140;

/**
 * One grid track per shown column: at least JNPF's `columnWidth` in px when set, else 140 px, so a
 * wide table scrolls sideways instead of squeezing its inputs; spare width is shared out in
 * proportion to those widths (and `span`, default 1), as el-table fits its columns, so the table
 * spans the form rather than stopping short of its right edge.
 */
export function columnTrack(column: FormItem): string {
  const width = Number(column.props.columnWidth ?? (column as { columnWidth?: unknown }).columnWidth);
  if (Number.isFinite(width) && width > 0) return `minmax(${width}px, ${width}fr)`;
  const span = Number(column.span);
  return `minmax(${SPAN_FLOOR}px, ${SPAN_FLOOR * (Number.isFinite(span) && span > 0 && span < 24 ? span : 1)}fr)`;
}

export const INDEX_TRACK = '56px';
export const ACTION_TRACK = '56px';

export const gridTemplateOf = (columns: FormItem[], withActions: boolean): string =>
  [INDEX_TRACK, ...columns.map(columnTrack), ...(withActions ? [ACTION_TRACK] : [])].join(' ');

const copy = (value: unknown): unknown => (value === null || typeof value !== 'object' ? value : structuredClone(value));

/** A column's value in a new row: its defaultValue, else its widget's empty value, else null. */
export function initialValueOf(column: FormItem): unknown {
  if (column.defaultValue !== undefined) return copy(column.defaultValue);
  const empty = formWidget(column.key)?.emptyValue;
  return empty === undefined ? null : copy(empty);
}

/** A blank row: every value column at its default (spec §4: rows can be added blank). */
export function blankRow(item: FormItem): Row {
  const row: Row = {};
  for (const column of item.children ?? []) if (column.field) row[column.field] = initialValueOf(column);
  return row;
}

/** A row from a record picked in the dialog (addType 1): the relation options map its fields onto columns. */
export function rowFromPick(item: FormItem, picked: Row): Row {
  const row = blankRow(item);
  const relations = relationOptionsOf(item);
  if (relations.length === 0) {
    for (const column of item.children ?? []) if (column.field && column.field in picked) row[column.field] = picked[column.field];
    return row;
  }
  for (const relation of relations) if (relation.value in picked) row[relation.field] = picked[relation.value];
  return row;
}

/** A calculate column's expression (contract §7.2 `expression[]`). */
export const expressionOf = (column: FormItem): CalcToken[] | undefined =>
  Array.isArray(column.props.expression) ? (column.props.expression as CalcToken[]) : undefined;

export const precisionOf = (column: FormItem): number => {
  const precision = Number(column.props.precision);
  return Number.isInteger(precision) && precision >= 0 ? precision : 2;
};

/** A column's handler source for an event (JNPF `on.change`, `on.blur`). */
export const handlerOf = (column: FormItem, event: 'change' | 'blur'): unknown => (column.props.on as Record<string, unknown> | undefined)?.[event];
