import { textIn } from '../../../common/form-runtime/form-item.ts';
import type { Texts } from '../../../common/entity-model.ts';
import type { InterfaceRow } from '../../lib/data-interface/data-interface-api.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { pickerTexts } from './messages.ts';

/** One shown column of the record list: its header and the row field it reads (JNPF columnOptions). */
export interface PickerColumn {
  label: string;
  value: string;
}

/**
 * An interface-driven picker's configuration (spec lowcode §3 "Interface-driven picker config",
 * contract §7.2), with the spec's defaults filled in, read from a widget's props or a sub-table's
 * addTableConf.
 */
export interface InterfaceConfig {
  interfaceId: string;
  /** the row field stored as the value (default id) */
  propsValue: string;
  /** the row field shown as the display text (default fullName) */
  relationField: string;
  /** the shown columns: the configured ones, else the display field */
  columns: PickerColumn[];
  /** the configured columns' fields, comma-joined, as the list request sends them */
  columnFields: string;
  hasPage: boolean;
  /** 20 by default with paging; without paging everything in one page of 10000 (spec §9) */
  pageSize: number;
  popupType: 'dialog' | 'drawer';
  popupTitle: string;
  /** a CSS width (default 800px, spec §9) */
  popupWidth: string;
  multiple: boolean;
}

export const DEFAULT_PAGE_SIZE = 20;
export const UNPAGED_PAGE_SIZE = 10000;
export const DEFAULT_POPUP_WIDTH = '800px';

const text = (value: unknown, language: Language): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? textIn(value as Texts, language) : '';

const columnsOf = (options: unknown, language: Language): PickerColumn[] =>
  (Array.isArray(options) ? options : [])
    .filter((option): option is { label?: unknown; value: string } => Boolean(option) && typeof (option as { value?: unknown }).value === 'string')
    .map((option) => ({ value: option.value, label: text(option.label, language) || option.value }));

const widthOf = (width: unknown): string => {
  if (typeof width === 'number' && width > 0) return `${width}px`;
  return typeof width === 'string' && width.trim() ? width.trim() : DEFAULT_POPUP_WIDTH;
};

export function interfaceConfigOf(props: Record<string, unknown>, language: Language): InterfaceConfig {
  const relationField = typeof props.relationField === 'string' && props.relationField ? props.relationField : 'fullName';
  const configured = columnsOf(props.columnOptions, language);
  const hasPage = props.hasPage === true;
  const size = Number(props.pageSize);
  return {
    interfaceId: typeof props.interfaceId === 'string' ? props.interfaceId : '',
    propsValue: typeof props.propsValue === 'string' && props.propsValue ? props.propsValue : 'id',
    relationField,
    columns: configured.length > 0 ? configured : [{ value: relationField, label: relationField }],
    columnFields: configured.map((column) => column.value).join(','),
    hasPage,
    pageSize: hasPage ? (Number.isInteger(size) && size > 0 ? size : DEFAULT_PAGE_SIZE) : UNPAGED_PAGE_SIZE,
    popupType: props.popupType === 'drawer' ? 'drawer' : 'dialog',
    popupTitle: text(props.popupTitle, language).trim() || pickerTexts(language).selectData,
    popupWidth: widthOf(props.popupWidth),
    multiple: props.multiple === true,
  };
}

/** A row's key: its value field as text (what the field stores and InfoByIds reads back). */
export const keyOfRow = (row: InterfaceRow, config: Pick<InterfaceConfig, 'propsValue'>): string => {
  const key = row[config.propsValue];
  return key === undefined || key === null ? '' : String(key);
};

/** A row's display text (its relationField). */
export const textOfRow = (row: InterfaceRow, config: Pick<InterfaceConfig, 'relationField'>): string => cellText(row[config.relationField]);

/** A cell's value as text. */
export const cellText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The stored ids: one id, or a list when multiple (spec §3 "Value shapes"). */
export const idsOfValue = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value])
    .filter((id) => id !== undefined && id !== null && id !== '')
    .map(String);

/** The value to store for these ids: a list when multiple, else the one id (null when none). */
export const valueOfIds = (ids: string[], multiple: boolean): string[] | string | null => (multiple ? ids : (ids[0] ?? null));
