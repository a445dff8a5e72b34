import { textIn } from '../../../common/form-runtime/form-item.ts';
import type { Texts } from '../../../common/entity-model.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';

/**
 * What every record picker lists, whatever it reads (a data interface, an online form's records):
 * rows, the columns shown, paging and the pop-up's type, title and width (spec lowcode §3
 * "Interface-driven picker config", contract §7.2 popupSelect and relationForm).
 */

/** One listed record: the fields its source answers. */
export type RecordRow = Record<string, unknown>;

/** One shown column of the record list: its header and the row field it reads (JNPF columnOptions). */
export interface PickerColumn {
  label: string;
  value: string;
}

/** What the record list reads of a picker's configuration. */
export interface RecordListConfig {
  /** the row field that keys a record: what the picker stores (JNPF propsValue; a related form's `id`) */
  propsValue: string;
  columns: PickerColumn[];
  hasPage: boolean;
  pageSize: number;
}

/** And what the dialog around it reads. */
export interface RecordPopupConfig extends RecordListConfig {
  popupType: 'dialog' | 'drawer';
  popupTitle: string;
  /** a CSS width */
  popupWidth: string;
}

/** One page of records as a source answers it. */
export interface RecordsPage {
  list: RecordRow[];
  total: number;
}

/** What a source is asked for: the keyword sent on Search, the page and its size. */
export interface PageQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

/** Loads one page; a rejection shows an empty list, silently (spec lowcode §8 "failed list load"). */
export type LoadRecords = (query: PageQuery) => Promise<RecordsPage>;

/** Spec lowcode §9: picker page size 20 with paging, otherwise everything in one page of 10000; pickers 800px wide. */
export const DEFAULT_PAGE_SIZE = 20;
export const UNPAGED_PAGE_SIZE = 10000;
export const DEFAULT_POPUP_WIDTH = '800px';

/** A configured text (a string, or one per language) in the language. */
export const configuredText = (value: unknown, language: Language): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? textIn(value as Texts, language) : '';

/** JNPF columnOptions ([{label, value}]) as columns; entries without a field are dropped, a missing label shows the field. */
export const columnsOf = (options: unknown, language: Language): PickerColumn[] =>
  (Array.isArray(options) ? options : [])
    .filter((option): option is { label?: unknown; value: string } => Boolean(option) && typeof (option as { value?: unknown }).value === 'string')
    .map((option) => ({ value: option.value, label: configuredText(option.label, language) || option.value }));

/** A configured width (px number or CSS text) as CSS, 800px when absent. */
export const popupWidthOf = (width: unknown): string => {
  if (typeof width === 'number' && width > 0) return `${width}px`;
  return typeof width === 'string' && width.trim() ? width.trim() : DEFAULT_POPUP_WIDTH;
};

/** The page size: the configured one (default 20) with paging, 10000 without. */
export const pageSizeOf = (hasPage: boolean, configured: unknown): number => {
  const size = Number(configured);
  return hasPage ? (Number.isInteger(size) && size > 0 ? size : DEFAULT_PAGE_SIZE) : UNPAGED_PAGE_SIZE;
};

/** A cell's value as text. */
export const cellText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A row's key: its value field as text (what the field stores and the echo-back reads). */
export const keyOfRow = (row: RecordRow, config: Pick<RecordListConfig, 'propsValue'>): string => {
  const key = row[config.propsValue];
  return key === undefined || key === null ? '' : String(key);
};

/** The item's placeholder (JNPF `placeholder`, a text or one per language), else the fallback (请选择). */
export const placeholderOf = (props: Record<string, unknown>, fallback: string, language: Language): string =>
  configuredText(props.placeholder, language) || fallback;
