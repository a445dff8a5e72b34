import type { EntityRecord } from '../../lib/data/entity-resource.ts';

/** One row being edited in an inline-edit list (type 4): its raw values, each cell's message, and how the save went. */
export interface RowEdit {
  /** a row added by 新增, not yet a record */
  isNew: boolean;
  /** the record's raw values (GET {modelId}/{id}), not the display text the list shows; undefined while they load */
  values: Record<string, unknown> | undefined;
  /** each cell's validation message, by field */
  errors: Record<string, string>;
  busy: boolean;
  /** the server's refusal of the last save */
  message?: string;
}

const NEW_ROW_PREFIX = '__inline-new-';

/** Whether a list row is one 新增 added, not a record yet. */
export const isNewRowId = (id: string): boolean => id.startsWith(NEW_ROW_PREFIX);

/**
 * The page's inline-edit state, outside React so a row's cells and actions follow their own row
 * (useSyncExternalStore) while the generic list keeps its memoised rows: the edited rows by id and
 * the new rows shown above the list, newest first.
 */
export class InlineEditStore {
  private edits = new Map<string, RowEdit>();
  private added: EntityRecord[] = [];
  private listeners = new Set<() => void>();
  private counter = 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    for (const listener of this.listeners) listener();
  }

  edit = (id: string): RowEdit | undefined => this.edits.get(id);

  /** The rows 新增 added, newest first (the same array until one is added or dropped). */
  newRows = (): readonly EntityRecord[] => this.added;

  set(id: string, edit: RowEdit | undefined) {
    if (edit) this.edits.set(id, edit);
    else this.edits.delete(id);
    this.emit();
  }

  patch(id: string, change: Partial<RowEdit>) {
    const current = this.edits.get(id);
    if (current) this.set(id, { ...current, ...change });
  }

  /** A new empty row on top, editable with `values`; answers its id. */
  addRow(values: Record<string, unknown>): string {
    this.counter += 1;
    const id = `${NEW_ROW_PREFIX}${this.counter}`;
    this.added = [{ id }, ...this.added];
    this.edits.set(id, { isNew: true, values, errors: {}, busy: false });
    this.emit();
    return id;
  }

  /** Ends a row's editing: the record shows as listed again, a new row goes. */
  drop(id: string) {
    this.edits.delete(id);
    if (isNewRowId(id)) this.added = this.added.filter((row) => row.id !== id);
    this.emit();
  }
}
