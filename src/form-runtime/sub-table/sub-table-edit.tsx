import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { Box, Button, FormHelperText } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { checkItemValue } from '../../../common/form-runtime/validation/index.ts';
import { ConfirmDialog, type Confirmation } from '../../components/confirm-dialog.tsx';
import { hasScript, runFormScript } from '../scripts/index.ts';
import type { WidgetProps } from '../widget-contract.ts';
import { subTableMessages } from './messages.ts';
import { recalculateRow, rowErrorsOf, withTable, type CellErrors } from './row-logic.ts';
import { currentRowSource } from './row-source.ts';
import { actionTextOf, blankRow, gridTemplateOf, handlerOf, picksRows, rowFromPick, shownColumns, summaryFieldsOf, titleOf, type Row } from './table-config.ts';
import { SummaryRow, TableHeader, TableTitle } from './table-parts.tsx';
import { missingWidgetText, TableRow, type RowContext } from './table-row.tsx';
import { tableBoxStyle, tableFrameStyle } from './table-styles.ts';

/** From this many rows on, only the rows in view are drawn (500 × 20 cells would be 10,000 inputs). */
export const VIRTUALISE_FROM = 30;
const ROW_HEIGHT = 48;
const VIRTUAL_HEIGHT = 520;
/** Room the sticky header and 合计 row take at the top and bottom of a virtualised table (a focused cell is scrolled clear of them). */
const STICKY_ROW = 40;
const EMPTY_ROWS: Row[] = [];
const estimateSize = (): number => ROW_HEIGHT;

/** The scrolling box of a virtualised table: a cell taking the focus (Tab, a click) is scrolled clear of the sticky rows. */
const VIRTUAL_FRAME: CSSProperties = { ...tableFrameStyle, maxHeight: VIRTUAL_HEIGHT, scrollPaddingTop: STICKY_ROW };
const VIRTUAL_FRAME_WITH_SUMMARY: CSSProperties = { ...VIRTUAL_FRAME, scrollPaddingBottom: STICKY_ROW };

let nextRowKey = 0;
const newRowKey = (): string => `r${++nextRowKey}`;

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : EMPTY_ROWS);

/** Which fields differ between two rows (what a script changed). */
const changedFields = (before: Row, after: Row): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));

/**
 * The sub-table (jnpfKey `table`, spec §2/§3/§4/§5): rows with serial numbers, a cell per shown
 * column drawn by that column's widget, a delete icon asking first, an add button (a blank row, or
 * rows picked in a dialog when addType is 1), the 合计 row, cell validation. Every change pushes the
 * whole list of rows to onChange. A cell change runs the column's change script in the sandbox,
 * then the cell's required and pattern checks, then the row's calculate columns (spec §4).
 */
export function SubTableEdit({ item, id, value, onChange, disabled = false, size, language, error, formData }: WidgetProps) {
  const texts = subTableMessages[language];
  const rows = rowsOf(value);
  const columns = useMemo(() => shownColumns(item), [item]);
  const summaryFields = useMemo(() => summaryFieldsOf(item), [item]);
  const gridTemplate = useMemo(() => gridTemplateOf(columns, !disabled), [columns, disabled]);
  const { title, tip } = titleOf(item, language);

  // The rows as last pushed: a second keystroke before the parent re-renders builds on the first.
  const rowsRef = useRef(rows);
  const seenValueRef = useRef(rows);
  if (seenValueRef.current !== rows) {
    seenValueRef.current = rows;
    rowsRef.current = rows;
  }
  // A key per row, kept beside the rows (the values are the user's; keys never enter them).
  const keysRef = useRef<string[]>([]);
  while (keysRef.current.length < rows.length) keysRef.current.push(newRowKey());
  if (keysRef.current.length > rows.length) keysRef.current.length = rows.length;
  const keys = keysRef.current;

  const [errors, setErrors] = useState<Record<string, CellErrors | undefined>>({});
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [picking, setPicking] = useState(false);
  // Spec §4: while a row is being created its cells' change handling is suppressed.
  const addingRef = useRef(false);
  useEffect(() => {
    addingRef.current = false;
  });

  const latest = useRef({ item, onChange, formData, language });
  useEffect(() => {
    latest.current = { item, onChange, formData, language };
  });

  const commit = useCallback((next: Row[]) => {
    rowsRef.current = next;
    latest.current.onChange(next);
  }, []);

  /** The whole record with this table's current rows (scripts and calculations read it). */
  const recordNow = useCallback(() => withTable(latest.current.formData, latest.current.item.field, rowsRef.current), []);

  const showErrors = useCallback((rowKey: string, checked: FormItem[], row: Row) => {
    const found: CellErrors = {};
    for (const column of checked) {
      if (!column.field) continue;
      const message = checkItemValue(column, row[column.field], latest.current.language);
      if (message !== undefined) found[column.field] = message;
    }
    setErrors((previous) => {
      const before = previous[rowKey] ?? {};
      const after: CellErrors = { ...before };
      for (const column of checked) if (column.field) delete after[column.field];
      Object.assign(after, found);
      const same = Object.keys(after).length === Object.keys(before).length && Object.keys(after).every((field) => after[field] === before[field]);
      return same ? previous : { ...previous, [rowKey]: Object.keys(after).length > 0 ? after : undefined };
    });
  }, []);

  /** Validation, then relations, of a row whose `checked` columns changed; then one push. */
  const settleRow = useCallback(
    (rowKey: string, row: Row, checked: FormItem[]) => {
      const index = keysRef.current.indexOf(rowKey);
      if (index < 0) return;
      showErrors(rowKey, checked, row);
      const current = rowsRef.current;
      const staged = current.slice();
      staged[index] = row;
      const settled = recalculateRow(latest.current.item, row, withTable(latest.current.formData, latest.current.item.field, staged));
      staged[index] = settled;
      commit(staged);
    },
    [commit, showErrors],
  );

  /** Runs a column's handler for a row and answers the row as the handler left it (or as it was). */
  const runHandler = useCallback(
    async (source: string, rowKey: string, sentRow: Row, changed: unknown): Promise<{ row: Row; fields: string[] } | null> => {
      const index = keysRef.current.indexOf(rowKey);
      const field = latest.current.item.field;
      const result = await runFormScript(source, { data: recordNow(), rowIndex: index, value: changed });
      if (!result.ok || !field) return null;
      const after = (result.data[field] as unknown[] | undefined)?.[index];
      if (!after || typeof after !== 'object') return null;
      return { row: after as Row, fields: changedFields(sentRow, after as Row) };
    },
    [recordNow],
  );

  /** A handler's result merged into the row as it is now (the user may have typed on meanwhile). */
  const afterHandler = useCallback(
    (rowKey: string, column: FormItem, outcome: { row: Row; fields: string[] } | null) => {
      const index = keysRef.current.indexOf(rowKey);
      if (index < 0) return;
      let row = rowsRef.current[index];
      const checked = [column];
      if (outcome && outcome.fields.length > 0) {
        row = { ...row };
        for (const field of outcome.fields) row[field] = outcome.row[field];
        for (const other of latest.current.item.children ?? [])
          if (other !== column && other.field && outcome.fields.includes(other.field)) checked.push(other);
      }
      settleRow(rowKey, row, checked);
    },
    [settleRow],
  );

  const onCellChange = useCallback(
    (rowKey: string, column: FormItem, next: unknown) => {
      if (addingRef.current || !column.field) return;
      const index = keysRef.current.indexOf(rowKey);
      if (index < 0) return;
      const row = { ...rowsRef.current[index], [column.field]: next };
      const source = handlerOf(column, 'change');
      if (!hasScript(source)) {
        settleRow(rowKey, row, [column]);
        return;
      }
      // The typed value shows at once; the script's result, the checks and the relations follow it.
      const staged = rowsRef.current.slice();
      staged[index] = row;
      commit(staged);
      void runHandler(source, rowKey, row, next).then((outcome) => afterHandler(rowKey, column, outcome));
    },
    [afterHandler, commit, runHandler, settleRow],
  );

  /** The row as it stands now, for a cell reading its neighbours (a picker's parameters). */
  const readRow = useCallback((rowKey: string): Row => {
    const index = keysRef.current.indexOf(rowKey);
    return index < 0 ? {} : rowsRef.current[index];
  }, []);

  /**
   * A cell filling other cells of its row (a picker's fill targets): one push with all of them, the
   * filled columns checked and the row's calculations run, as for a typed change. No change script
   * runs: a fill is not the user editing those cells. Ignored, as a cell change is, while the row is
   * being created.
   */
  const fillRow = useCallback(
    (rowKey: string, values: Record<string, unknown>) => {
      if (addingRef.current) return;
      const index = keysRef.current.indexOf(rowKey);
      const fields = Object.keys(values);
      if (index < 0 || fields.length === 0) return;
      const row = { ...rowsRef.current[index], ...values };
      const filled = (latest.current.item.children ?? []).filter((column) => column.field !== undefined && fields.includes(column.field));
      settleRow(rowKey, row, filled);
    },
    [settleRow],
  );

  const onCellBlur = useCallback(
    (rowKey: string, column: FormItem) => {
      const source = handlerOf(column, 'blur');
      if (!hasScript(source) || !column.field) return;
      const index = keysRef.current.indexOf(rowKey);
      if (index < 0) return;
      const row = rowsRef.current[index];
      void runHandler(source, rowKey, row, row[column.field]).then((outcome) => afterHandler(rowKey, column, outcome));
    },
    [afterHandler, runHandler],
  );

  const deleteRow = useCallback(
    (rowKey: string) => {
      const index = keysRef.current.indexOf(rowKey);
      if (index < 0) return;
      keysRef.current.splice(index, 1);
      const next = rowsRef.current.slice();
      next.splice(index, 1);
      setErrors((previous) => {
        if (!previous[rowKey]) return previous;
        const rest = { ...previous };
        delete rest[rowKey];
        return rest;
      });
      commit(next);
    },
    [commit],
  );

  const onDelete = useCallback(
    (rowKey: string) => setConfirmation({ text: subTableMessages[latest.current.language].confirmDelete, run: async () => deleteRow(rowKey) }),
    [deleteRow],
  );

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUALISE_FROM;
  // Stable options: a new getItemKey on every render would make the virtualizer re-measure all 500 rows per keystroke.
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const getItemKey = useCallback((index: number) => keysRef.current[index] ?? index, []);
  // The row holding the focus stays drawn while it is scrolled out of view, so the input being typed
  // in is never unmounted (the focus would fall to the page) and Tab goes on from where it was.
  const focusedKeyRef = useRef<string | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedKeyRef.current === null ? -1 : keysRef.current.indexOf(focusedKeyRef.current);
    return focused < 0 || indexes.includes(focused) ? indexes : [...indexes, focused].sort((a, b) => a - b);
  }, []);
  const onRowsFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    focusedKeyRef.current = event.target.closest('[data-row-key]')?.getAttribute('data-row-key') ?? null;
  }, []);
  const onRowsBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Only when the focus moves elsewhere on the page: a window losing the focus keeps its input.
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) focusedKeyRef.current = null;
  }, []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    overscan: 4,
    enabled: virtual,
    getItemKey,
    rangeExtractor,
  });

  const addRows = useCallback(
    (added: Row[]) => {
      if (added.length === 0) return;
      addingRef.current = true;
      const record = recordNow();
      const prepared = added.map((row) => recalculateRow(latest.current.item, row, record));
      keysRef.current.push(...prepared.map(newRowKey));
      const next = [...rowsRef.current, ...prepared];
      commit(next);
      if (next.length >= VIRTUALISE_FROM) requestAnimationFrame(() => virtualizer.scrollToIndex(next.length - 1));
    },
    [commit, recordNow, virtualizer],
  );

  const RowSource = picksRows(item) ? currentRowSource() : null;
  const onAdd = () => {
    // addType 1 with no picker registered yet adds a blank row, silently (the picker comes with its issue).
    if (RowSource) setPicking(true);
    else addRows([blankRow(item)]);
  };

  // The form marks the table invalid on submit (validateRows failed): every failing cell shows its
  // message, and a virtualised table scrolls its first failing row into view (row 480 is not drawn).
  useEffect(() => {
    if (!error) return;
    const current = rowsRef.current;
    const all: Record<string, CellErrors | undefined> = {};
    let first = -1;
    current.forEach((row, index) => {
      const found = rowErrorsOf(latest.current.item, row, latest.current.language);
      all[keysRef.current[index]] = found;
      if (found && first < 0) first = index;
    });
    setErrors(all);
    if (first >= 0 && current.length >= VIRTUALISE_FROM) virtualizer.scrollToIndex(first, { align: 'center' });
  }, [error, virtualizer]);

  const context: RowContext = useMemo(
    () => ({
      idPrefix: id,
      size: size === 'mini' ? 'mini' : 'small',
      language,
      disabled,
      gridTemplate,
      columns,
      deleteLabel: subTableMessages[language].delete,
      missingWidget: missingWidgetText(language),
      onCellChange,
      onCellBlur,
      onDelete,
      formData: recordNow,
      readRow,
      fillRow,
    }),
    [id, size, language, disabled, gridTemplate, columns, onCellChange, onCellBlur, onDelete, recordNow, readRow, fillRow],
  );

  const withActions = !disabled;
  const body = virtual ? (
    <div role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize() }} onFocus={onRowsFocus} onBlur={onRowsBlur}>
      {virtualizer.getVirtualItems().map((virtualRow) => (
        <TableRow
          key={keys[virtualRow.index]}
          rowKey={keys[virtualRow.index]}
          index={virtualRow.index}
          row={rows[virtualRow.index]}
          errors={errors[keys[virtualRow.index]]}
          context={context}
          start={virtualRow.start}
          measure={virtualizer.measureElement}
        />
      ))}
    </div>
  ) : (
    <div role="rowgroup">
      {rows.map((row, index) => (
        <TableRow key={keys[index]} rowKey={keys[index]} index={index} row={row} errors={errors[keys[index]]} context={context} />
      ))}
    </div>
  );

  return (
    <Box data-testid={`sub-table-${item.field ?? id}`} id={id} style={tableBoxStyle}>
      <TableTitle title={title} tip={tip} />
      <div
        ref={scrollRef}
        role="table"
        aria-label={title || undefined}
        style={virtual ? (summaryFields.length > 0 ? VIRTUAL_FRAME_WITH_SUMMARY : VIRTUAL_FRAME) : tableFrameStyle}
      >
        <div style={{ minWidth: 'min-content' }}>
          <TableHeader columns={columns} gridTemplate={gridTemplate} language={language} withActions={withActions} sticky={virtual} />
          {body}
          {summaryFields.length > 0 && (
            <SummaryRow
              rows={rows}
              columns={columns}
              fields={summaryFields}
              gridTemplate={gridTemplate}
              language={language}
              withActions={withActions}
              sticky={virtual}
            />
          )}
        </div>
      </div>
      {!disabled && (
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 0.5 }}>
          {actionTextOf(item, language)}
        </Button>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <ConfirmDialog
        confirmation={confirmation}
        onClose={() => setConfirmation(null)}
        testId="sub-table-delete-confirm"
        labels={{ confirm: texts.confirm, cancel: texts.cancel }}
      />
      {RowSource && (
        <RowSource
          open={picking}
          item={item}
          size={size}
          language={language}
          onClose={() => setPicking(false)}
          onPick={(records) => {
            setPicking(false);
            addRows(records.map((record) => rowFromPick(item, record)));
          }}
        />
      )}
    </Box>
  );
}
