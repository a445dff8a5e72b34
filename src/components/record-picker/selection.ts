import { keyOfRow, type RecordListConfig, type RecordRow } from './record-rows.ts';

type KeyConfig = Pick<RecordListConfig, 'propsValue'>;

/**
 * A click on a record (spec lowcode §4 "Pickers"): in single mode it replaces the selection; in
 * multiple mode it adds the record, or takes it out when it is already chosen (the checkbox).
 */
export function toggleRow(selected: RecordRow[], row: RecordRow, config: KeyConfig, multiple: boolean): RecordRow[] {
  const key = keyOfRow(row, config);
  if (!multiple) return [row];
  return selected.some((entry) => keyOfRow(entry, config) === key) ? selected.filter((entry) => keyOfRow(entry, config) !== key) : [...selected, row];
}

/** The header checkbox: every record of the page chosen, or (when all already are) none of them. */
export function toggleAll(selected: RecordRow[], page: RecordRow[], config: KeyConfig): RecordRow[] {
  const keys = new Set(selected.map((row) => keyOfRow(row, config)));
  if (page.every((row) => keys.has(keyOfRow(row, config)))) {
    const onPage = new Set(page.map((row) => keyOfRow(row, config)));
    return selected.filter((row) => !onPage.has(keyOfRow(row, config)));
  }
  return [...selected, ...page.filter((row) => !keys.has(keyOfRow(row, config)))];
}

export const keysOf = (rows: RecordRow[], config: KeyConfig): Set<string> => new Set(rows.map((row) => keyOfRow(row, config)));
