import { useCallback, useMemo, useRef, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { CustomValidator, ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';
// Precompiled by the generator, as the Content-Security-Policy allows no eval (see the file).
import { useFormValidations, withFieldTitles } from './precompiled-form-validators.ts';
import { registeredWidgets } from './widget-registry.ts';
import { useFormSize } from '../form-runtime/use-form-size.ts';
import type { EntityRecord, EntityResource, Texts } from '../lib/data/entity-resource.ts';
import { formSchemas, transformErrorsFor } from './schema-to-form.ts';
import { LabelledFieldTemplate } from './labelled-field-template.tsx';
import { HolderSlot, keptAcrossOpenings } from './entity-form-dialog-kept.tsx';
import { createRecordStore, recordAwareUiSchema, recordAwareWidgets, type RecordStore } from './widgets/record-widgets.tsx';
import { useReportDirty } from '../shell/tags/dirty-registry.ts';
import { textIn, type FormItem } from '../../common/form-runtime/form-item.ts';
import { isEmptyValue, localizedRuleMessage, requiredMessage } from '../../common/form-runtime/validation/index.ts';
// The module alone, not the renderer's index: the dialog needs the sub-table's check, not the renderer.
import { rowMessage, tableRowsError } from '../form-runtime/renderer/table-check.ts';

type Lang = keyof Texts;

const TEMPLATES = { FieldTemplate: LabelledFieldTemplate };
const NO_RECORD: Record<string, unknown> = {};
const noSubscription = () => () => undefined;

/** The schema's sub-tables, drawn by the runtime's `table` widget: field → its FormItem (the columns are its children). */
const tablesOf = (resource: EntityResource): Map<string, FormItem> =>
  new Map(resource.fields.flatMap((field) => (field.item?.key === 'table' ? [[field.name, field.item] as const] : [])));

/** `feeLines.0.feeName` (rjsf's property of a cell's ajv error) as table, row and column, when it lies in a sub-table's row. */
function cellOf(error: RJSFValidationError, tables: Map<string, FormItem>): { table: string; row: number; column?: string } | undefined {
  const [table, row, column] = (error.property ?? '').replace(/^\./, '').split('.');
  if (!table || !tables.has(table) || row === undefined || !/^[0-9]+$/.test(row)) return undefined;
  return { table, row: Number(row), column };
}

/** A cell's ajv failure in the words the table's own check uses: 第1行 数量不能为空, 第1行 数量：应当为 <= 999999. */
function cellMessage(error: RJSFValidationError, item: FormItem, cell: { row: number; column?: string }, rows: unknown, lang: Lang): string {
  const column = (item.children ?? []).find((child) => child.field === cell.column);
  const label = column ? textIn(column.label, lang) : '';
  const value = Array.isArray(rows) && cell.column ? (rows[cell.row] as Record<string, unknown> | undefined)?.[cell.column] : undefined;
  const params = (error.params ?? {}) as Record<string, unknown>;
  // A blank cell fails its type (null is no number) or minLength 1 before anything else: it is a missing value.
  const missing = error.name === 'required' || (cell.column !== undefined && isEmptyValue(value));
  const text = missing ? requiredMessage(label, lang) : localizedRuleMessage({ keyword: error.name, params }, lang);
  return rowMessage(cell.row + 1, missing || !label ? text : lang === 'en' ? `${label}: ${text}` : `${label}：${text}`, lang);
}

/**
 * rjsf draws a sub-table field as one widget, so ajv's errors inside its rows (`.feeLines.0.feeName`)
 * would reach no one. They move onto the table's own field, one message per table: the table's own
 * check of every cell (tableRowsError, as the form renderer's submit words it), else the first cell
 * ajv refused. The table shows it under itself and marks its failing cells (src/form-runtime/sub-table).
 */
function withRowErrors(base: ErrorTransformer, tables: Map<string, FormItem>, lang: Lang, data: () => Record<string, unknown>): ErrorTransformer {
  return (errors, uiSchema) => {
    const moved = new Map<string, RJSFValidationError>();
    const rest: RJSFValidationError[] = [];
    for (const error of errors) {
      const cell = cellOf(error, tables);
      if (!cell) rest.push(error);
      else if (!moved.has(cell.table)) {
        const item = tables.get(cell.table) as FormItem;
        const rows = data()[cell.table];
        const message = tableRowsError(item, rows, lang) ?? cellMessage(error, item, cell, rows, lang);
        moved.set(cell.table, { ...error, property: `.${cell.table}`, message, stack: message });
      }
    }
    return [...base(rest, uiSchema), ...moved.values()];
  };
}

/** The sub-tables' cell checks (required, pattern rules) the schema cannot express: a failing table blocks the submit. */
const rowsValidator =
  (tables: Map<string, FormItem>, lang: Lang): CustomValidator =>
  (formData, errors) => {
    for (const [field, item] of tables) {
      const message = tableRowsError(item, (formData as Record<string, unknown> | undefined)?.[field], lang);
      if (message) errors[field]?.addError(message);
    }
    return errors;
  };

export interface EntityFormDialogProps {
  resource: EntityResource;
  record: EntityRecord | null;
  open: boolean;
  onClose: () => void;
  /** resolves on success; rejects on failure (the request client has already said why) */
  onSubmit: (data: Record<string, unknown>) => Promise<void>;
  /** per-screen additions: tree options for a parent field, fields disabled while editing… */
  uiOverrides?: UiSchema;
  /** values a new record starts with (the parent a child is added under) */
  initial?: Record<string, unknown>;
  /** fields computed from the others while the user types (the numbering rule's example) */
  derive?: (data: Record<string, unknown>) => Record<string, unknown>;
}

/** One opening of the dialog: what it opened on, and the record as typed since. */
interface Session {
  record: EntityRecord | null;
  resource: EntityResource;
  derive: EntityFormDialogProps['derive'];
  closed: boolean;
  store: RecordStore;
  /** the record as it opened, as text: typed input differs from it */
  startText: string;
  /** the form's key: the same as the last opening's while the form is kept (see entity-form-dialog-kept.tsx) */
  form: number;
}

/** The record an opening starts from: the record (or the schema's defaults and the screen's presets), derived fields computed. */
function startOf(resource: EntityResource, record: EntityRecord | null, initial: Record<string, unknown> | undefined, derive: EntityFormDialogProps['derive']) {
  // A stored null (a user without an entry date) is an unset field, as a JNPF backend omits it
  // (contract §1.2 NON_NULL); kept, the schema's rules would refuse it ("must be integer").
  const start: Record<string, unknown> = record
    ? Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null))
    : { ...resource.defaults, ...initial };
  return derive ? derive(start) : start;
}

type RecordFormProps = Omit<ComponentProps<typeof Form>, 'formData'> & { store: RecordStore | undefined };

/**
 * The form, controlled by the record in the store: rjsf re-reads formData whenever its props change
 * (the buttons' busy state), and a controlled form expects its report back as the prop, so what was
 * typed is handed back at each change — by this component alone, not the dialog. The registry's
 * parts keep their identities, so rjsf then redraws only the field that changed.
 */
function RecordForm({ store, ...props }: RecordFormProps) {
  const record = useSyncExternalStore(store?.subscribe ?? noSubscription, () => store?.get());
  return <Form {...props} formData={record} />;
}

/** The submit and cancel buttons: the form's own children, so a busy change redraws them and not the fields. */
function DialogButtons({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <DialogActions sx={{ px: 0 }}>
      <Button onClick={onClose} disabled={busy}>
        {translate('entity.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {translate('entity.confirm')}
      </Button>
    </DialogActions>
  );
}

/**
 * Create and edit in one rjsf dialog: the schema's width and titles, its rules and messages.
 * A key press is rjsf's own state change: the record goes to a store (record-widgets.tsx), not to
 * this component's state, so it redraws the field typed into and the widgets that follow the
 * record, not the dialog and every field (issue 17).
 */
export function EntityFormDialog({ resource, record, open, onClose, onSubmit, uiOverrides, initial, derive }: EntityFormDialogProps) {
  const [locale] = useLocaleState();
  const lang = (locale as Lang) ?? 'zh';
  const size = useFormSize();
  const [busy, setBusy] = useState(false);
  const { schema: titled, uiSchema } = useMemo(() => formSchemas(resource, lang), [resource, lang]);
  // The schema the validator was compiled from (formSchemas' without the labels, which move to the uiSchema).
  const [{ schema, validator }] = useFormValidations(resource.name);
  const tables = useMemo(() => tablesOf(resource), [resource]);
  const formUiSchema = useMemo(() => {
    const base: UiSchema = { ...uiSchema, ...uiOverrides, 'ui:globalOptions': { label: false } };
    // A sub-table shows its field's message itself, under its rows (the field template would say it a second time).
    for (const field of tables.keys()) base[field] = { ...(base[field] as UiSchema | undefined), 'ui:hideError': true };
    return recordAwareUiSchema(withFieldTitles(base, titled));
  }, [uiSchema, uiOverrides, titled, tables]);
  // Reopening mounts no new form when its widgets keep nothing of an opening (issue 17): the form
  // stays, out of the document while closed, and is handed the next record.
  const kept = useMemo(() => keptAcrossOpenings(schema, formUiSchema), [schema, formUiSchema]);
  /** a refused submit in this opening: rjsf would keep its messages for the next record */
  const refused = useRef(false);
  // Each opening starts from the record (or an empty form), as the spec's dialogs reset. Decided
  // while rendering (React's adjusting-state pattern), so the form mounts once with its record.
  const [session, setSession] = useState<Session | null>(null);
  let current = session;
  if (open && (!current || current.closed || current.record !== record || current.derive !== derive || current.resource !== resource)) {
    // initial is read when the dialog opens, not followed while it is open
    const start = startOf(resource, record, initial, derive);
    // A new record while open keeps the form, as it always did; a new opening keeps a kept form
    // unless a refused submit left its messages in it (a form not kept mounts with the dialog anyway).
    const reopening = !current || current.closed;
    const keep = !current || !reopening || (kept && !refused.current && current.resource === resource);
    const form = (current?.form ?? 0) + (keep ? 0 : 1);
    if (reopening) refused.current = false;
    current = { record, resource, derive, closed: false, store: createRecordStore(start), startText: JSON.stringify(start), form };
    setSession(current);
  } else if (!open && current && !current.closed) {
    // kept while the dialog animates closed, so its fields do not reset under the fade
    current = { ...current, closed: true };
    setSession(current);
  }
  const store = current?.store;
  /** a picker's fill of other fields waiting for rjsf's report of its own change (see withFill) */
  const pendingFill = useRef<Record<string, unknown> | null>(null);
  const sessionStore = useRef(store);
  if (sessionStore.current !== store) {
    // a fill left from the last opening belongs to that record, not this one
    sessionStore.current = store;
    pendingFill.current = null;
  }
  // A picker's fill of other fields (relationOptions, onFill) comes right after its own change: rjsf
  // reports that change later, from its own state, so the fill rides on the report; a fill with no
  // report after it (nothing else changed) is applied on the next tick by itself.
  const withFill = useCallback(
    (next: Record<string, unknown>) => {
      const merged = pendingFill.current ? { ...next, ...pendingFill.current } : next;
      pendingFill.current = null;
      return derive ? derive(merged) : merged;
    },
    [derive],
  );
  const fill = useCallback(
    (values: Record<string, unknown>) => {
      pendingFill.current = { ...pendingFill.current, ...values };
      setTimeout(() => {
        if (!pendingFill.current || !sessionStore.current) return;
        // the form follows the store (RecordForm)
        sessionStore.current.set(withFill(sessionStore.current.get()));
      }, 0);
    },
    [withFill],
  );
  const onChange = useCallback(
    (event: IChangeEvent) => {
      const reported = (event.formData ?? {}) as Record<string, unknown>;
      const next = withFill(reported);
      // What rjsf does not hold yet (a fill, derived fields) reaches it through RecordForm's formData.
      sessionStore.current?.set(next);
    },
    [withFill],
  );
  // Typed but unsaved input makes the tab ask before it closes (src/shell/tags); this redraws only when that flips.
  const dirty = useSyncExternalStore(store?.subscribe ?? noSubscription, () => (store && current ? JSON.stringify(store.get()) !== current.startText : false));
  useReportDirty(open && dirty);
  const read = useCallback(() => sessionStore.current?.get() ?? NO_RECORD, []);
  const transformErrors = useMemo(() => withRowErrors(transformErrorsFor(resource, lang, read), tables, lang, read), [resource, lang, tables, read]);
  const customValidate = useMemo(() => (tables.size > 0 ? rowsValidator(tables, lang) : undefined), [tables, lang]);
  const formContext = useMemo(
    () => ({ labelWidth: resource.dialog.labelWidth, language: lang, size, record: store, fill }),
    [resource.dialog.labelWidth, lang, size, store, fill],
  );
  // Widgets registered later (a feature's, at start) are read when the dialog first draws.
  const widgets = useMemo(() => recordAwareWidgets(registeredWidgets()), []);
  const handleSubmit = useCallback(
    async (event: IChangeEvent) => {
      setBusy(true);
      try {
        await onSubmit((event.formData ?? {}) as Record<string, unknown>);
      } catch {
        // failure only ends the loading state (spec lowcode §8)
      } finally {
        setBusy(false);
      }
    },
    [onSubmit],
  );
  // A refused submit shows its messages under the fields; without onError rjsf would also log them as a console error.
  const onError = useCallback(() => {
    refused.current = true;
  }, []);
  const [holder] = useState(() => document.createElement('div'));
  /** the holder has been in the dialog: the kept form is first drawn in the document, where its widgets can measure */
  const [shown, setShown] = useState(false);
  const markShown = useCallback(() => setShown(true), []);
  const title = record?.id ? resource.dialog.titles.edit[lang] : resource.dialog.titles.create[lang];

  const form = current && (
    <RecordForm
      key={current.form}
      store={store}
      schema={schema}
      uiSchema={formUiSchema}
      widgets={widgets}
      templates={TEMPLATES}
      formContext={formContext}
      validator={validator}
      transformErrors={transformErrors}
      customValidate={customValidate}
      onError={onError}
      showErrorList={false}
      noHtml5Validate
      onChange={onChange}
      onSubmit={handleSubmit}
    >
      <DialogButtons busy={busy} onClose={onClose} />
    </RecordForm>
  );

  return (
    <>
      <Dialog
        open={open}
        onClose={busy ? undefined : onClose}
        maxWidth={false}
        slotProps={{ paper: { sx: { width: resource.dialog.width, maxWidth: '95vw' } } }}
        data-testid="entity-dialog"
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{kept ? <HolderSlot holder={holder} onAttach={markShown} /> : form}</DialogContent>
      </Dialog>
      {/* Drawn outside the Modal's tree, the kept form's events still reach the dialog (Escape, clicks):
          React dispatches them through the element the holder sits in, too. */}
      {kept && shown && form && createPortal(form, holder)}
    </>
  );
}
