/**
 * The record a renderer shows, held outside React so that each field subscribes to its own value
 * (useSyncExternalStore): a keystroke in one field of a 200-field form re-renders that field only,
 * not the form. Fields whose validation message is on ("touched": changed once, or the whole form
 * validated) are kept here too, for the same reason, and apart from them the fields the whole
 * form's check (validate(), the submit) has reached: a sub-table names its failing cells only then,
 * not while the user is still filling a row just added.
 */
export type Listener = () => void;

export interface RecordStore {
  record(): Record<string, unknown>;
  /** replaces the record; only the fields whose value changed (and whole-record listeners) hear of it */
  setRecord(next: Record<string, unknown>): void;
  isTouched(field: string): boolean;
  /** whether validate() has checked the field since the messages were last cleared */
  isValidated(field: string): boolean;
  /** turns the fields' messages on; `validated`: by the whole form's check */
  touch(fields: Iterable<string>, validated?: boolean): void;
  clearTouched(): void;
  subscribeField(field: string, listener: Listener): () => void;
  /** for widgets that read other fields (calculations, barcodes): told of every change */
  subscribeRecord(listener: Listener): () => void;
}

export function createRecordStore(initial: Record<string, unknown>): RecordStore {
  let record = initial;
  let touched = new Set<string>();
  let validated = new Set<string>();
  const byField = new Map<string, Set<Listener>>();
  const wholeRecord = new Set<Listener>();

  const notifyFields = (fields: Iterable<string>) => {
    for (const field of fields) byField.get(field)?.forEach((listener) => listener());
  };
  const add = (set: Set<Listener>, listener: Listener) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };

  return {
    record: () => record,
    setRecord(next) {
      if (next === record) return;
      const previous = record;
      record = next;
      const changed = new Set<string>();
      for (const field of Object.keys(next)) if (!Object.is(previous[field], next[field])) changed.add(field);
      for (const field of Object.keys(previous)) if (!(field in next)) changed.add(field);
      notifyFields(changed);
      wholeRecord.forEach((listener) => listener());
    },
    isTouched: (field) => touched.has(field),
    isValidated: (field) => validated.has(field),
    touch(fields, byValidation = false) {
      const list = [...fields];
      const added = list.filter((field) => !touched.has(field));
      const checked = byValidation ? list.filter((field) => !validated.has(field)) : [];
      if (added.length === 0 && checked.length === 0) return;
      if (added.length > 0) touched = new Set([...touched, ...added]);
      if (checked.length > 0) validated = new Set([...validated, ...checked]);
      notifyFields(new Set([...added, ...checked]));
    },
    clearTouched() {
      const was = touched;
      touched = new Set();
      validated = new Set();
      notifyFields(was);
    },
    subscribeField(field, listener) {
      let listeners = byField.get(field);
      if (!listeners) byField.set(field, (listeners = new Set()));
      return add(listeners, listener);
    },
    subscribeRecord: (listener) => add(wholeRecord, listener),
  };
}
