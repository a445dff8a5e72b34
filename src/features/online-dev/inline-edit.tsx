import { useCallback, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useNotify, useRefresh, type DataProvider } from 'react-admin';
import { Box, Button, Link } from '@mui/material';
import type { EntityRecord, EntityResource } from '../../lib/data/entity-resource.ts';
import type { EntityFormDialogProps } from '../../crud/entity-form-dialog.tsx';
import type { ListPageExtension } from '../../crud/list-page-extension.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { SERVER_FILLED_WIDGETS } from '../../../common/form-runtime/model-form-items.ts';
import { checkItemValue } from '../../../common/form-runtime/validation/index.ts';
import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import { formWidget } from '../../form-runtime/widget-registry.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { initialValues } from '../../form-runtime/renderer/index.ts';
import { usePagePermissions } from '../../lib/auth/use-page-permissions.ts';
import { hiddenFormFields } from '../../lib/auth/page-permissions.ts';
import { currentValuesOfSession } from './current-values.ts';
import { childColumnOf } from './online-resource.ts';
import { InlineEditStore, isNewRowId, type RowEdit } from './inline-edit-store.ts';
import { onlineDevTexts } from './messages.ts';

type Column = EntityResource['columns'][number];
type CellOf = (column: Column) => (row: EntityRecord) => ReactNode;

/** Widgets a list cell does not edit (JNPF's inline table leaves them to the full form): sub-tables, uploads, rich text, linked attributes. */
const FULL_FORM_WIDGETS = new Set(['table', 'uploadFz', 'uploadImg', 'editor', 'relationFormAttr', 'popupAttr']);
const SERVER_FILLED = new Set(SERVER_FILLED_WIDGETS);

/** The item a column's cell edits in place: a value field of the main table the page grants, drawn by a registered widget no one else fills. */
function editableItemOf(column: Column, granted: (field: string) => boolean): FormItem | undefined {
  const item = column.item;
  if (!item || item.field !== column.name || !granted(column.name) || item.props.disabled === true) return undefined;
  if (FULL_FORM_WIDGETS.has(item.key) || SERVER_FILLED.has(item.key)) return undefined;
  return formWidget(item.key)?.holdsValue === true ? item : undefined;
}

/** The edit state of one row, followed on its own. */
const useRowEdit = (store: InlineEditStore, id: string): RowEdit | undefined =>
  useSyncExternalStore(
    store.subscribe,
    useCallback(() => store.edit(id), [store, id]),
  );

interface CellProps {
  store: InlineEditStore;
  row: EntityRecord;
  item: FormItem | undefined;
  /** the cell as the list shows it */
  display: (row: EntityRecord) => ReactNode;
  /** a sub-table or other widget left to the form: a link opening the record's full form while its row is edited */
  fullForm: boolean;
  openForm: (row: EntityRecord) => void;
  language: Language;
  onChange: (id: string, field: string, value: unknown) => void;
}

function InlineCell({ store, row, item, display, fullForm, openForm, language, onChange }: CellProps) {
  const edit = useRowEdit(store, row.id);
  const field = item?.field;
  const change = useCallback((value: unknown) => field && onChange(row.id, field, value), [onChange, row.id, field]);
  const readRecord = useCallback(() => store.edit(row.id)?.values ?? {}, [store, row.id]);
  const fill = useCallback((values: Record<string, unknown>) => store.patch(row.id, { values: { ...store.edit(row.id)?.values, ...values } }), [store, row.id]);
  if (!edit) return display(row);
  if (!item || !field) {
    if (edit.isNew) return null;
    if (!fullForm) return display(row);
    return (
      <>
        {display(row)}{' '}
        <Link component="button" type="button" data-testid="inline-edit-full-form" onClick={() => openForm(row)}>
          {onlineDevTexts(language).fullForm}
        </Link>
      </>
    );
  }
  const widget = formWidget(item.key);
  if (!widget || !edit.values) return display(row);
  return (
    // The widget's message shows under it: the row grows rather than cutting the text.
    <Box data-testid={`inline-edit-cell-${field}`} sx={{ minWidth: 120, whiteSpace: 'normal' }}>
      <widget.Edit
        item={item}
        id={`inline-edit-${row.id}-${field}`}
        value={edit.values[field]}
        onChange={change}
        disabled={edit.busy}
        size="small"
        language={language}
        error={edit.errors[field]}
        formData={edit.values}
        readRecord={readRecord}
        onFill={fill}
      />
    </Box>
  );
}

function InlineRowActions({
  store,
  row,
  actions,
  language,
  onSave,
}: {
  store: InlineEditStore;
  row: EntityRecord;
  actions: ReactNode;
  language: Language;
  onSave: (id: string) => void;
}) {
  const edit = useRowEdit(store, row.id);
  if (!edit) return actions;
  const texts = onlineDevTexts(language);
  return (
    <>
      <Button size="small" data-testid="inline-edit-save" disabled={edit.busy || !edit.values} onClick={() => onSave(row.id)}>
        {texts.save}
      </Button>
      <Button size="small" data-testid="inline-edit-cancel" disabled={edit.busy} onClick={() => store.drop(row.id)}>
        {texts.cancel}
      </Button>
      {edit.message && (
        <Box component="span" role="alert" data-testid="inline-edit-message" sx={{ color: 'error.main', fontSize: 12, ml: 1 }}>
          {edit.message}
        </Box>
      )}
    </>
  );
}

export interface InlineEditOptions {
  resource: EntityResource;
  converted: DesignModel;
  /** the design's own data provider (online-data-provider.ts): getOne reads raw values, create and update save */
  online: DataProvider;
  /** the menu id: whose form permissions decide which cells may be edited */
  menuId: string;
  language: Language;
  /** the list's cells as shown (list-cells.tsx) */
  cellOf: CellOf;
  /** the design's form dialog, for what a cell does not edit */
  FormDialog: ComponentType<EntityFormDialogProps>;
}

/**
 * An inline-edit list (columnData type 4, as JNPF 3.4's): 编辑 reads the record's raw values
 * (GET {modelId}/{id}) and turns the row's list columns into the form runtime's widgets, 保存 and
 * 取消 taking the place of its actions; 新增 puts an empty row on top. 保存 checks each edited cell
 * with the form's own per-item rules (checkItemValue) and, when they pass, creates or updates the
 * record through the design's data provider; a refusal shows the server's message on the row.
 * Sub-tables and the like stay read-only with a link to the record's full form. Answers what the
 * list page's extension takes (cells, rows that are no record, `inlineEdit`) and the form dialog
 * to mount beside the page.
 */
export function useInlineEdit({ resource, converted, online, menuId, language, cellOf, FormDialog }: InlineEditOptions) {
  const [store] = useState(() => new InlineEditStore());
  const notify = useNotify();
  const refresh = useRefresh();
  const can = usePagePermissions(menuId);
  const newRows = useSyncExternalStore(store.subscribe, store.newRows);
  const [formRecord, setFormRecord] = useState<EntityRecord | null>(null);
  const editable = useMemo(() => resource.columns.flatMap((column) => editableItemOf(column, can.form) ?? []), [resource, can]);

  const succeed = useCallback(
    (msg: string | undefined) => {
      const text = msg || onlineDevTexts(language).saved;
      notify(text, { type: 'success', autoHideDuration: 1500, messageArgs: { _: text } });
      refresh();
    },
    [notify, refresh, language],
  );

  const edit = useCallback(
    (row: EntityRecord) => {
      if (store.edit(row.id)) return;
      store.set(row.id, { isNew: false, values: undefined, errors: {}, busy: false });
      online.getOne(resource.name, { id: row.id }).then(
        (answer) => store.patch(row.id, { values: answer.data as Record<string, unknown> }),
        // the request client has shown why; the row reads as listed again
        () => store.drop(row.id),
      );
    },
    [store, online, resource.name],
  );

  const add = useCallback(() => {
    store.addRow({ ...initialValues(converted.form, currentValuesOfSession()), ...resource.defaults });
  }, [store, converted.form, resource.defaults]);

  const change = useCallback(
    (id: string, field: string, value: unknown) => {
      const current = store.edit(id);
      if (!current?.values) return;
      const item = editable.find((candidate) => candidate.field === field);
      // A cell already marked wrong is checked again as it changes, as the form's fields are.
      const errors = { ...current.errors };
      delete errors[field];
      const message = current.errors[field] && item ? checkItemValue(item, value, language) : undefined;
      if (message) errors[field] = message;
      store.set(id, { ...current, values: { ...current.values, [field]: value }, errors, message: undefined });
    },
    [store, editable, language],
  );

  const save = useCallback(
    async (id: string) => {
      const current = store.edit(id);
      if (!current?.values || current.busy) return;
      const values = current.values;
      const errors: Record<string, string> = {};
      for (const item of editable) {
        const message = checkItemValue(item, values[item.field as string], language);
        if (message) errors[item.field as string] = message;
      }
      if (Object.keys(errors).length > 0) {
        store.patch(id, { errors });
        return;
      }
      store.patch(id, { errors: {}, busy: true, message: undefined });
      try {
        const answer = (
          current.isNew
            ? await online.create(resource.name, { data: values })
            : await online.update(resource.name, { id, data: values, previousData: values as EntityRecord })
        ) as { meta?: { msg?: string } };
        store.drop(id);
        succeed(answer.meta?.msg);
      } catch (error) {
        const msg = error && typeof error === 'object' ? (error as { msg?: unknown }).msg : undefined;
        store.patch(id, { busy: false, message: typeof msg === 'string' && msg ? msg : undefined });
      }
    },
    [store, editable, language, online, resource.name, succeed],
  );

  const openForm = useCallback(
    (row: EntityRecord) => {
      const values = store.edit(row.id)?.values;
      if (values) setFormRecord({ ...values, id: row.id });
    },
    [store],
  );

  const inlineCellOf = useCallback(
    (column: Column) => {
      const display = cellOf(column);
      const item = editable.find((candidate) => candidate.field === column.name);
      const fullForm = !item && (childColumnOf(converted, column.name) !== undefined || FULL_FORM_WIDGETS.has(column.item?.key ?? ''));
      return (row: EntityRecord) => (
        <InlineCell store={store} row={row} item={item} display={display} fullForm={fullForm} openForm={openForm} language={language} onChange={change} />
      );
    },
    [cellOf, editable, converted, store, openForm, language, change],
  );

  const rowActions = useCallback(
    (row: EntityRecord, actions: ReactNode) => (
      <InlineRowActions store={store} row={row} actions={actions} language={language} onSave={(id) => void save(id)} />
    ),
    [store, language, save],
  );

  const extension = useMemo(
    (): Pick<ListPageExtension, 'cellOf' | 'inlineEdit'> => ({ cellOf: inlineCellOf, inlineEdit: { edit, add, rows: newRows, rowActions } }),
    [inlineCellOf, edit, add, newRows, rowActions],
  );

  // Form fields the page does not grant are hidden in the full form, as the page's own dialog hides them.
  const uiOverrides = useMemo(() => {
    if (!formRecord) return undefined;
    const hidden = hiddenFormFields(
      can,
      resource.fields.map((f) => f.name),
      resource.bodySchema.required,
      formRecord,
    );
    return Object.fromEntries(hidden.map((name) => [name, { 'ui:widget': 'hidden' }]));
  }, [can, resource, formRecord]);

  const element = (
    <FormDialog
      resource={resource}
      record={formRecord}
      open={formRecord !== null}
      uiOverrides={uiOverrides}
      onClose={() => setFormRecord(null)}
      onSubmit={async (data) => {
        if (!formRecord) return;
        const answer = (await online.update(resource.name, { id: formRecord.id, data, previousData: formRecord })) as { meta?: { msg?: string } };
        store.drop(formRecord.id);
        setFormRecord(null);
        succeed(answer.meta?.msg);
      }}
    />
  );

  return { extension, element, isNewRow: isNewRowId };
}
