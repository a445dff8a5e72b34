import { memo, useCallback, type CSSProperties } from 'react';
import { IconButton } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { formWidget } from '../widget-registry.ts';
import type { FormSize, Language } from '../widget-contract.ts';
import { runtimeMessages } from '../runtime-messages.ts';
import type { CellErrors } from './row-logic.ts';
import { calculatedValue } from './row-logic.ts';
import type { Row } from './table-config.ts';
import { cellStyle, indexCellStyle, rowStyle } from './table-styles.ts';

/**
 * What every row and cell shares, one stable object per table: handlers look the row up by key
 * at call time, so a keystroke re-renders its own row (and cell) only, never the other 499.
 */
export interface RowContext {
  idPrefix: string;
  size: FormSize;
  language: Language;
  disabled: boolean;
  gridTemplate: string;
  columns: FormItem[];
  deleteLabel: string;
  missingWidget: string;
  onCellChange: (rowKey: string, column: FormItem, value: unknown) => void;
  onCellBlur: (rowKey: string, column: FormItem) => void;
  onDelete: (rowKey: string) => void;
  /** the whole record with this table's current rows (field-less calculate columns read it) */
  formData: () => Record<string, unknown>;
  /** the row as it stands now (a cell's `readRecord`) */
  readRow: (rowKey: string) => Row;
  /** sets other cells of the row in one change (a cell's `onFill`) */
  fillRow: (rowKey: string, values: Record<string, unknown>) => void;
}

/** Widgets that read other values of their row, so they get the row as `formData`. */
const READS_ROW = new Set(['calculate', 'barcode', 'qrcode', 'popupAttr', 'relationFormAttr', 'JNPFText', 'link']);

const needsRow = (column: FormItem): boolean => READS_ROW.has(column.key) || formWidget(column.key)?.holdsValue === false;

interface CellProps {
  column: FormItem;
  rowKey: string;
  index: number;
  value: unknown;
  error?: string;
  /** only for widgets that read their row (READS_ROW): other cells stay untouched when a neighbour changes */
  row?: Row;
  context: RowContext;
}

const Cell = memo(function Cell({ column, rowKey, index, value, error, row, context }: CellProps) {
  const { onCellChange, onCellBlur, readRow, fillRow } = context;
  const onChange = useCallback((next: unknown) => onCellChange(rowKey, column, next), [onCellChange, rowKey, column]);
  const onBlur = useCallback(() => onCellBlur(rowKey, column), [onCellBlur, rowKey, column]);
  // Looked up by key when called, so they stay the same functions while the row's values change.
  const readRecord = useCallback(() => readRow(rowKey), [readRow, rowKey]);
  const onFill = useCallback((values: Record<string, unknown>) => fillRow(rowKey, values), [fillRow, rowKey]);
  const widget = formWidget(column.key);
  if (!widget) return <span data-missing-widget={column.key}>{context.missingWidget.replace('{key}', column.key)}</span>;
  const { Edit } = widget;
  return (
    <Edit
      item={column}
      id={`${context.idPrefix}-${index}-${column.field ?? column.key}`}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      disabled={context.disabled || column.props.disabled === true}
      size={context.size}
      language={context.language}
      error={error}
      formData={row}
      readRecord={readRecord}
      onFill={onFill}
    />
  );
});

interface TableRowProps {
  rowKey: string;
  index: number;
  row: Row;
  errors?: CellErrors;
  context: RowContext;
  /** the row's offset when the body is virtualised; absent when every row is drawn in flow */
  start?: number;
  measure?: (element: Element | null) => void;
}

/** One row: serial number, a cell per shown column, the delete icon. Memoised on its own values. */
export const TableRow = memo(function TableRow({ rowKey, index, row, errors, context, start, measure }: TableRowProps) {
  const style: CSSProperties = start === undefined ? rowStyle(context.gridTemplate) : { ...rowStyle(context.gridTemplate), ...positioned(start) };
  return (
    <div role="row" data-index={index} data-row-key={rowKey} ref={measure} style={style}>
      <div role="cell" style={indexCellStyle} data-testid="sub-table-index">
        {index + 1}
      </div>
      {context.columns.map((column, position) => {
        const value = column.field ? row[column.field] : column.key === 'calculate' ? calculatedValue(column, row, context.formData()) : undefined;
        return (
          <div role="cell" key={column.field ?? `${column.key}-${position}`} style={cellStyle}>
            <Cell
              column={column}
              rowKey={rowKey}
              index={index}
              value={value}
              error={column.field ? errors?.[column.field] : undefined}
              row={needsRow(column) ? row : undefined}
              context={context}
            />
          </div>
        );
      })}
      {!context.disabled && (
        <div role="cell" style={indexCellStyle}>
          <IconButton size="small" aria-label={context.deleteLabel} onClick={() => context.onDelete(rowKey)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </div>
      )}
    </div>
  );
});

const positioned = (start: number): CSSProperties => ({ position: 'absolute', top: start, left: 0, width: '100%' });

export const missingWidgetText = (language: Language): string => runtimeMessages[language].missingWidget;
