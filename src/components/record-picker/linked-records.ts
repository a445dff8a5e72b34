import { useCallback, useSyncExternalStore } from 'react';
import { onSessionReset } from '../../lib/auth/session-store.ts';
import type { RecordRow } from './record-rows.ts';
import { KeyedListeners } from '../../lib/store/keyed-listeners.ts';

/**
 * The records chosen in record pickers, for the fields that show their attributes: `popupAttr` of
 * a pop-up select, `relationFormAttr` of a related-form picker (contract §7.2: `relationField`
 * names the picker's `__vModel__`, `showField` the attribute).
 *
 * Keyed by the picker's field name and the value it stores, not by the form: an attribute field
 * reads the value its picker holds in the record it is handed (the form's record, or its sub-table
 * row) and looks the record up under it. So
 * - two forms open at once, or two rows of a sub-table, each find the record of their own value;
 *   two places holding the same value of the same field are showing the same record;
 * - the read-only detail view works as the form does (its picker echoes the stored value back
 *   and publishes the record), and nothing hidden is added to the saved record;
 * - a record stays valid when the form closes: a later form holding the same value finds it.
 *
 * What a picker must call: `publishLinkedRecord(item.field, storedValue, row)` after the user
 * confirms a row (before or with its onChange) and after the echo-back of a stored value answers,
 * in Edit and View alike; `storedValue` is exactly what the field holds in the record (the row's
 * key). A failed echo-back publishes nothing (the attribute stays empty).
 */

type Listener = () => void;

const records = new Map<string, RecordRow>();
const listeners = new KeyedListeners();

/** A long session picks many records; the oldest nobody shows any more are let go past this many. */
const KEPT = 2000;

function forgetOldest(): void {
  for (const key of records.keys()) {
    if (records.size <= KEPT) return;
    if (!listeners.has(key)) records.delete(key);
  }
}

/** The stored value as a key: a list (a multiple picker) by its items joined, empty values as none. */
export function linkedValueKey(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((entry) => linkedValueKey(entry)).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const keyOf = (field: string, value: unknown): string => {
  const stored = linkedValueKey(value);
  return stored === '' ? '' : JSON.stringify([field, stored]);
};

/**
 * The column name inside a sub-table: JNPF may name a row's picker `{table}-{column}`; the row
 * holds it (and the picker publishes it) under the column's own name.
 */
export const linkedFieldName = (relationField: string, record: Record<string, unknown> | undefined): string => {
  if (!record || relationField in record) return relationField;
  const dash = relationField.lastIndexOf('-');
  return dash >= 0 ? relationField.slice(dash + 1) : relationField;
};

/** Records the row chosen (or echoed back) for `value` of the picker field `field`. */
export function publishLinkedRecord(field: string, value: unknown, row: RecordRow): void {
  const key = keyOf(field, value);
  if (!key || records.get(key) === row) return;
  records.delete(key);
  records.set(key, row);
  forgetOldest();
  listeners.notify(key);
}

/** The record published for a value of a field, if any. */
export const linkedRecord = (field: string, value: unknown): RecordRow | undefined => {
  const key = keyOf(field, value);
  return key ? records.get(key) : undefined;
};

/** The record of a field's value, redrawn when it is published. */
export function useLinkedRecord(field: string, value: unknown): RecordRow | undefined {
  const key = keyOf(field, value);
  const subscribe = useCallback(
    (listener: Listener) => {
      if (!key) return () => undefined;
      return listeners.subscribe(key, listener);
    },
    [key],
  );
  return useSyncExternalStore(subscribe, () => (key ? records.get(key) : undefined));
}

/** Forgets every published record (sign-out; between tests). */
export function clearLinkedRecords(): void {
  records.clear();
  listeners.notifyAll();
}

// Another user signing in on this page must not see the records the last one picked.
onSessionReset(clearLinkedRecords);
