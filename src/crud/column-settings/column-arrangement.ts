/**
 * The arrangement of a list page's columns (spec shell §7 "Column settings and import"), as plain
 * data and pure functions: which of the offered columns show and in what order, and the list a
 * save sends (contract §8). The hook (use-column-settings.ts) keeps the state; nothing here knows React.
 */

/** A column the chooser offers: its key (the column code, JNPF's prop) and its header text. */
export interface ColumnChoice {
  key: string;
  label: string;
}

/** One column of the arrangement. */
export interface ArrangedColumn {
  key: string;
  visible: boolean;
}

/**
 * An entry as the server keeps it: JNPF's `prop` and `visible` (what a JNPF client reads back) and
 * the header text, so a JNPF client's drawer can name the column too.
 */
export interface SavedColumn {
  prop: string;
  label?: string;
  visible: boolean;
}

/**
 * The saved list as the server answered it, read defensively: another backend may answer null, or
 * entries this client does not understand (those are skipped).
 */
export function savedColumnsOf(data: unknown): SavedColumn[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== 'object') return [];
    const { prop, label, visible } = entry as Record<string, unknown>;
    if (typeof prop !== 'string' || prop === '') return [];
    return [{ prop, ...(typeof label === 'string' ? { label } : {}), visible: visible !== false }];
  });
}

/** Every offered column, shown, in the page's own order: the arrangement 重置 goes back to. */
export const defaultArrangement = (keys: readonly string[]): ArrangedColumn[] => keys.map((key) => ({ key, visible: true }));

/**
 * The offered columns arranged as saved: the saved ones first, in their saved order and visibility
 * (entries naming a column not offered, one no longer granted, are left out); then the offered
 * columns the saved list does not know (added to the page since), shown, in the page's order. A
 * saved list that would hide every column is not followed: the table never shows no column.
 */
export function arranged(keys: readonly string[], saved: readonly SavedColumn[]): ArrangedColumn[] {
  const offered = new Set(keys);
  const placed = new Set<string>();
  const columns: ArrangedColumn[] = [];
  for (const entry of saved) {
    if (!offered.has(entry.prop) || placed.has(entry.prop)) continue;
    placed.add(entry.prop);
    columns.push({ key: entry.prop, visible: entry.visible });
  }
  for (const key of keys) if (!placed.has(key)) columns.push({ key, visible: true });
  return columns.some((column) => column.visible) ? columns : defaultArrangement(keys);
}

/** The keys shown, in order. */
export const shownKeys = (columns: readonly ArrangedColumn[]): string[] => columns.filter((column) => column.visible).map((column) => column.key);

/** Whether `key` is the only column still shown (it may not be hidden). */
export const isLastShown = (columns: readonly ArrangedColumn[], key: string): boolean => {
  const shown = shownKeys(columns);
  return shown.length === 1 && shown[0] === key;
};

/** The arrangement with `key` shown or hidden; undefined when that would hide the last shown column. */
export function withVisibility(columns: readonly ArrangedColumn[], key: string, visible: boolean): ArrangedColumn[] | undefined {
  if (!visible && isLastShown(columns, key)) return undefined;
  return columns.map((column) => (column.key === key ? { ...column, visible } : column));
}

/** The arrangement with `key` one place earlier (-1) or later (1); undefined at either end. */
export function moved(columns: readonly ArrangedColumn[], key: string, offset: -1 | 1): ArrangedColumn[] | undefined {
  const from = columns.findIndex((column) => column.key === key);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= columns.length) return undefined;
  const next = [...columns];
  [next[from], next[to]] = [next[to] as ArrangedColumn, next[from] as ArrangedColumn];
  return next;
}

/** What a save sends: every offered column in order, hidden ones included, named by its header. */
export const toSaved = (columns: readonly ArrangedColumn[], labelOf: (key: string) => string): SavedColumn[] =>
  columns.map((column) => ({ prop: column.key, label: labelOf(column.key), visible: column.visible }));
