import { useEffect, useMemo, useRef } from 'react';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { InterfaceRow, ParamValue } from '../../lib/data-interface/data-interface-api.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { publishLinkedRecord } from '../../components/record-picker/linked-records.ts';
import { keyOfRow } from '../../components/record-picker/record-rows.ts';
import { idsOfValue, interfaceConfigOf, textOfRow, valueOfIds, type InterfaceConfig } from './interface-config.ts';
import { paramListOf } from './param-fill.ts';
import { rememberRows, useEchoRows } from './record-echo.ts';

export interface InterfacePickerState {
  config: InterfaceConfig;
  /** the stored ids' records (echo-back, cached) */
  rows: InterfaceRow[];
  /** their display texts */
  texts: string[];
  hasValue: boolean;
  paramList: () => ParamValue[];
}

/**
 * What an interface picker reads from its item and value: its configuration (with `defaults` under
 * the item's own props), the stored records echoed back and their texts, and the parameters of its
 * calls, filled from the record as it stands when a call is made (templateJson, param-fill.ts).
 */
export function useInterfacePicker(
  item: FormItem,
  value: unknown,
  language: Language,
  record: () => Record<string, unknown>,
  defaults?: Record<string, unknown>,
): InterfacePickerState {
  const config = useMemo(() => interfaceConfigOf({ ...defaults, ...item.props }, language), [item.props, language, defaults]);
  const idsKey = idsOfValue(value).join('\u0000');
  const ids = useMemo(() => (idsKey ? idsKey.split('\u0000') : []), [idsKey]);
  const readRecord = useRef(record);
  readRecord.current = record;
  const paramList = useMemo(() => () => paramListOf(item, readRecord.current()), [item]);
  const rows = useEchoRows(config, ids, paramList);
  const texts = useMemo(() => rows.map((row) => textOfRow(row, config)).filter(Boolean), [rows, config]);
  // The echoed record goes to the fields showing its attributes (popupAttr, linked-records.ts).
  const echoed = rows[0];
  useEffect(() => {
    if (!config.multiple && item.field && echoed && ids.length === 1) publishLinkedRecord(item.field, ids[0], echoed);
  }, [config.multiple, item.field, echoed, ids]);
  return { config, rows, texts, hasValue: ids.length > 0, paramList };
}

/**
 * The value the chosen records store: their ids, a list when multiple (spec §3 "Value shapes").
 * The records are kept for the field's text and, for a single pick, handed to the fields showing
 * their attributes.
 */
export function valueOfRows(item: FormItem, config: InterfaceConfig, rows: InterfaceRow[]): unknown {
  rememberRows(config, rows);
  const value = valueOfIds(rows.map((row) => keyOfRow(row, config)).filter(Boolean), config.multiple);
  if (!config.multiple && item.field && rows[0] && typeof value === 'string') publishLinkedRecord(item.field, value, rows[0]);
  return value;
}

/** Confirm or clear: stores the chosen records' value and fills the fields the item names from them. */
export function writeRows(
  item: FormItem,
  config: InterfaceConfig,
  rows: InterfaceRow[],
  onChange: (value: unknown) => void,
  onFill: ((values: Record<string, unknown>) => void) | undefined,
): void {
  onChange(valueOfRows(item, config, rows));
  const fill = fillOf(item, rows);
  if (fill && onFill) onFill(fill);
}

interface RelationOption {
  field: string;
  value: string;
}

const relationOptionsOf = (item: FormItem): RelationOption[] =>
  (Array.isArray(item.props.relationOptions) ? item.props.relationOptions : []).filter(
    (option): option is RelationOption => Boolean(option) && typeof option.field === 'string' && option.field !== '' && typeof option.value === 'string',
  );

/** What one filled field takes from several chosen records: their values in the order chosen, comma joined (as a multiple picker stores its ids). */
function joinedValue(rows: InterfaceRow[], name: string): string | null {
  const values = rows.map((row) => row[name]).filter((value) => value !== undefined && value !== null && value !== '');
  return values.length > 0 ? values.map(String).join(',') : null;
}

/**
 * The other fields of the record filled from the chosen records (`relationOptions` [{field, value}]:
 * the form field and the record field it takes): one record's value as it is, several records'
 * values joined; a cleared picker empties them. Null when the item fills nothing.
 */
export function fillOf(item: FormItem, rows: InterfaceRow[]): Record<string, unknown> | null {
  const options = relationOptionsOf(item);
  if (options.length === 0) return null;
  if (rows.length <= 1) return Object.fromEntries(options.map((option) => [option.field, rows[0]?.[option.value] ?? null]));
  return Object.fromEntries(options.map((option) => [option.field, joinedValue(rows, option.value)]));
}
