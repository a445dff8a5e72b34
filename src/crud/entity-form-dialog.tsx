import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import Form from '@rjsf/mui';
import type { CustomValidator, ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';
// Precompiled by the generator, as the Content-Security-Policy allows no eval (see the file).
import { useFormValidations, withFieldTitles } from './precompiled-form-validators.ts';
import { registeredWidgets } from './widget-registry.ts';
import { useFormSize } from '../form-runtime/use-form-size.ts';
import type { EntityRecord, EntityResource, Texts } from '../lib/data/entity-resource.ts';
import { formSchemas, transformErrorsFor } from './schema-to-form.ts';
import { LabelledFieldTemplate } from './labelled-field-template.tsx';
import { useReportDirty } from '../shell/tags/dirty-registry.ts';
import { textIn, type FormItem } from '../../common/form-runtime/form-item.ts';
import { isEmptyValue, localizedRuleMessage, requiredMessage } from '../../common/form-runtime/validation/index.ts';
// The module alone, not the renderer's index: the dialog needs the sub-table's check, not the renderer.
import { rowMessage, tableRowsError } from '../form-runtime/renderer/table-check.ts';

type Lang = keyof Texts;

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

const ignoreRefusal = () => undefined;

/** Create and edit in one rjsf dialog: the schema's width and titles, its rules and messages. */
export function EntityFormDialog({ resource, record, open, onClose, onSubmit, uiOverrides, initial, derive }: EntityFormDialogProps) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const lang = (locale as Lang) ?? 'zh';
  const size = useFormSize();
  const [busy, setBusy] = useState(false);
  const current = useRef<Record<string, unknown>>({});
  const startText = useRef('');
  const [data, setData] = useState<Record<string, unknown> | undefined>(undefined);
  /** a picker's fill of other fields waiting for rjsf's report of its own change (see withFill) */
  const pendingFill = useRef<Record<string, unknown> | null>(null);
  // Each opening starts from the record (or an empty form), as the spec's dialogs reset.
  useEffect(() => {
    // A new record starts from the schema's defaults (a new row is enabled), then what the screen presets.
    if (!open) return;
    // a fill left from the last opening belongs to that record, not this one
    pendingFill.current = null;
    // A stored null (a user without an entry date) is an unset field, as a JNPF backend omits it
    // (contract §1.2 NON_NULL); kept, the schema's rules would refuse it ("must be integer").
    const start: Record<string, unknown> = record
      ? Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null))
      : { ...resource.defaults, ...initial };
    current.current = derive ? derive(start) : start;
    startText.current = JSON.stringify(current.current);
    setData(current.current);
    // initial is read when the dialog opens, not followed while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, record, derive, resource]);
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
        if (!pendingFill.current) return;
        current.current = withFill(current.current);
        setData(current.current);
      }, 0);
    },
    [withFill],
  );
  // Typed but unsaved input makes the tab ask before it closes (src/shell/tags).
  useReportDirty(open && data !== undefined && JSON.stringify(data) !== startText.current);
  const { schema: titled, uiSchema } = useMemo(() => formSchemas(resource, lang), [resource, lang]);
  // The schema the validator was compiled from (formSchemas' without the labels, which move to the uiSchema).
  const [{ schema, validator }] = useFormValidations(resource.name);
  const tables = useMemo(() => tablesOf(resource), [resource]);
  const formUiSchema = useMemo(() => {
    const base: UiSchema = { ...uiSchema, ...uiOverrides, 'ui:globalOptions': { label: false } };
    // A sub-table shows its field's message itself, under its rows (the field template would say it a second time).
    for (const field of tables.keys()) base[field] = { ...(base[field] as UiSchema | undefined), 'ui:hideError': true };
    return withFieldTitles(base, titled);
  }, [uiSchema, uiOverrides, titled, tables]);
  const transformErrors = useMemo(
    () =>
      withRowErrors(
        transformErrorsFor(resource, lang, () => current.current),
        tables,
        lang,
        () => current.current,
      ),
    [resource, lang, tables],
  );
  const customValidate = useMemo(() => (tables.size > 0 ? rowsValidator(tables, lang) : undefined), [tables, lang]);
  const title = record?.id ? resource.dialog.titles.edit[lang] : resource.dialog.titles.create[lang];

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: resource.dialog.width, maxWidth: '95vw' } } }}
      data-testid="entity-dialog"
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Form
          schema={schema}
          uiSchema={formUiSchema}
          widgets={registeredWidgets()}
          templates={{ FieldTemplate: LabelledFieldTemplate }}
          formContext={{ labelWidth: resource.dialog.labelWidth, language: lang, size, formData: data, fill }}
          formData={data}
          validator={validator}
          transformErrors={transformErrors}
          customValidate={customValidate}
          // A refused submit shows its messages under the fields; without this rjsf would also log them as a console error.
          onError={ignoreRefusal}
          showErrorList={false}
          noHtml5Validate
          onChange={(event) => {
            current.current = withFill((event.formData ?? {}) as Record<string, unknown>);
            // Controlled: rjsf re-reads formData whenever its props change (the buttons' busy state),
            // so what was typed must be the prop, or a refused submit would wipe it.
            setData(current.current);
          }}
          onSubmit={async (event) => {
            setBusy(true);
            try {
              await onSubmit((event.formData ?? {}) as Record<string, unknown>);
            } catch {
              // failure only ends the loading state (spec lowcode §8)
            } finally {
              setBusy(false);
            }
          }}
        >
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={onClose} disabled={busy}>
              {translate('entity.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('entity.confirm')}
            </Button>
          </DialogActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
