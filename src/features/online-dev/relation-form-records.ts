import { useEffect, useMemo, useState } from 'react';
import { onSessionReset } from '../../lib/auth/session-store.ts';
import type { RecordRow } from '../../components/record-picker/record-rows.ts';
import { fetchRelationRecord } from './relation-form-api.ts';

/**
 * The related records the pickers know, by form and id: the rows chosen in a picker (the list's
 * id, display field and columns) and the records read back by id (every raw value, what a
 * relationFormAttr's showField may name). A form showing the same value twice, or a value just
 * chosen, shows its text at once; the whole record is read once per id.
 */
const chosen = new Map<string, RecordRow>();
const read = new Map<string, Record<string, unknown>>();
const reading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

const keyOf = (modelId: string, id: string) => `${modelId}\u0000${id}`;
const changed = () => listeners.forEach((listener) => listener());

// Another user signing in on this page must not see the records the last one looked at.
onSessionReset(() => {
  chosen.clear();
  read.clear();
  reading.clear();
});

/** Keeps the row the user chose, so the field shows its text before the record is read back. */
export function rememberChosenRow(modelId: string, row: RecordRow): void {
  const id = row.id === undefined || row.id === null ? '' : String(row.id);
  if (!modelId || !id) return;
  chosen.set(keyOf(modelId, id), row);
  changed();
}

/** Reads the record once; a failed read is not kept, so a later form asks again. */
function readRecord(modelId: string, id: string): Promise<void> {
  const key = keyOf(modelId, id);
  let pending = reading.get(key);
  if (!pending) {
    pending = fetchRelationRecord(modelId, id).then((record) => {
      reading.delete(key);
      if (record) {
        read.set(key, record);
        changed();
      }
    });
    reading.set(key, pending);
  }
  return pending;
}

/**
 * The related record of a stored id: the chosen row's values over the record read back (the list
 * row's display text wins), or undefined while neither is known and when the read fails (spec §8:
 * a failed relation lookup shows nothing, silently).
 */
export function useRelatedRecord(modelId: string, id: string): RecordRow | undefined {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const listener = () => setVersion((current) => current + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  useEffect(() => {
    if (modelId && id && !read.has(keyOf(modelId, id))) void readRecord(modelId, id);
  }, [modelId, id]);
  return useMemo(() => {
    if (!modelId || !id) return undefined;
    const row = chosen.get(keyOf(modelId, id));
    const record = read.get(keyOf(modelId, id));
    return row || record ? { ...record, ...row } : undefined;
    // version: a row was chosen or a record read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modelId, id, version]);
}
