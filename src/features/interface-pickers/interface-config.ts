import type { Language } from '../../form-runtime/widget-contract.ts';
import { recordPickerTexts } from '../../components/record-picker/messages.ts';
import {
  cellText,
  columnsOf,
  configuredText,
  pageSizeOf,
  popupWidthOf,
  type RecordPopupConfig,
  type RecordRow,
} from '../../components/record-picker/record-rows.ts';

/**
 * An interface-driven picker's configuration (spec lowcode §3 "Interface-driven picker config",
 * contract §7.2), with the spec's defaults filled in, read from a widget's props or a sub-table's
 * addTableConf. What the record dialog reads of it (RecordPopupConfig) is shared with the
 * related-form picker.
 */
export interface InterfaceConfig extends RecordPopupConfig {
  interfaceId: string;
  /** the row field stored as the value (default id) */
  propsValue: string;
  /** the row field shown as the display text (default fullName) */
  relationField: string;
  /** the configured columns' fields, comma-joined, as the list request sends them */
  columnFields: string;
  multiple: boolean;
}

export function interfaceConfigOf(props: Record<string, unknown>, language: Language): InterfaceConfig {
  const relationField = typeof props.relationField === 'string' && props.relationField ? props.relationField : 'fullName';
  const configured = columnsOf(props.columnOptions, language);
  const hasPage = props.hasPage === true;
  return {
    interfaceId: typeof props.interfaceId === 'string' ? props.interfaceId : '',
    propsValue: typeof props.propsValue === 'string' && props.propsValue ? props.propsValue : 'id',
    relationField,
    // the shown columns: the configured ones, else the display field
    columns: configured.length > 0 ? configured : [{ value: relationField, label: relationField }],
    columnFields: configured.map((column) => column.value).join(','),
    hasPage,
    pageSize: pageSizeOf(hasPage, props.pageSize),
    popupType: props.popupType === 'drawer' ? 'drawer' : 'dialog',
    popupTitle: configuredText(props.popupTitle, language).trim() || recordPickerTexts(language).selectData,
    popupWidth: popupWidthOf(props.popupWidth),
    multiple: props.multiple === true,
  };
}

/** A row's display text (its relationField). */
export const textOfRow = (row: RecordRow, config: Pick<InterfaceConfig, 'relationField'>): string => cellText(row[config.relationField]);

/** The stored ids: one id, or a list when multiple (spec §3 "Value shapes"). */
export const idsOfValue = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value])
    .filter((id) => id !== undefined && id !== null && id !== '')
    .map(String);

/** The value to store for these ids: a list when multiple, else the one id (null when none). */
export const valueOfIds = (ids: string[], multiple: boolean): string[] | string | null => (multiple ? ids : (ids[0] ?? null));
