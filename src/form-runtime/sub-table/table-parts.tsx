import { memo, useMemo, useRef } from 'react';
import { Box, Tooltip, Typography } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { textIn, type FormItem } from '../../../common/form-runtime/form-item.ts';
import type { Language } from '../widget-contract.ts';
import { subTableMessages } from './messages.ts';
import { nextTotals, totalText, type Totals } from './summary-totals.ts';
import type { Row } from './table-config.ts';
import { headerCellStyle, indexCellStyle, shadedRowStyle, summaryCellStyle } from './table-styles.ts';

/** The title above the table with its tooltip (spec §2: an optional title with a tooltip). */
export function TableTitle({ title, tip }: { title: string; tip: string }) {
  if (!title) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ m: 0 }}>
        {title}
      </Typography>
      {tip && (
        <Tooltip title={tip}>
          <HelpOutlineIcon fontSize="small" aria-label={tip} sx={{ color: 'text.secondary' }} />
        </Tooltip>
      )}
    </Box>
  );
}

interface HeaderProps {
  columns: FormItem[];
  gridTemplate: string;
  language: Language;
  withActions: boolean;
  sticky: boolean;
  /** the read-only table (detail, print): nothing is to be filled in, so no column is marked required */
  readOnly?: boolean;
}

/** Column heads: 序号, each column's label (a required column marked * where the table is filled in), 操作. */
export const TableHeader = memo(function TableHeader({ columns, gridTemplate, language, withActions, sticky, readOnly = false }: HeaderProps) {
  const texts = subTableMessages[language];
  const style = sticky ? { ...shadedRowStyle(gridTemplate), position: 'sticky' as const, top: 0, zIndex: 2 } : shadedRowStyle(gridTemplate);
  return (
    <div role="row" style={style}>
      <div role="columnheader" style={{ ...headerCellStyle, textAlign: 'center' }}>
        {texts.index}
      </div>
      {columns.map((column, position) => (
        <div role="columnheader" key={column.field ?? `${column.key}-${position}`} style={headerCellStyle}>
          {column.required && !readOnly && <span style={{ color: '#d32f2f', marginRight: 2 }}>*</span>}
          {textIn(column.label, language)}
        </div>
      ))}
      {withActions && (
        <div role="columnheader" style={{ ...headerCellStyle, textAlign: 'center' }}>
          {texts.actions}
        </div>
      )}
    </div>
  );
});

interface SummaryProps {
  rows: Row[];
  columns: FormItem[];
  fields: string[];
  gridTemplate: string;
  language: Language;
  withActions: boolean;
  sticky: boolean;
}

/**
 * The 合计 row (spec §9): the sum of each summary field (two decimals for non-integers, thousands
 * separators where the column sets `thousands`), in the shared calculator's decimal arithmetic.
 */
export const SummaryRow = memo(function SummaryRow({ rows, columns, fields, gridTemplate, language, withActions, sticky }: SummaryProps) {
  // A key press changes one row: each sum moves by that row's change (summary-totals.ts), so a
  // keystroke never re-adds 500 numbers.
  const previous = useRef<Totals | null>(null);
  const sums = useMemo(() => {
    const totals = nextTotals(previous.current, rows, fields);
    previous.current = totals;
    return columns.map((column) => {
      const total = column.field ? totals.sums.get(column.field) : undefined;
      return total === undefined ? '' : totalText(total, column.props.thousands === true);
    });
  }, [rows, columns, fields]);
  const style = sticky ? { ...shadedRowStyle(gridTemplate), position: 'sticky' as const, bottom: 0, zIndex: 2 } : shadedRowStyle(gridTemplate);
  return (
    <div role="row" data-testid="sub-table-summary" style={style}>
      <div role="cell" style={{ ...summaryCellStyle, ...indexCellStyle, fontWeight: 600 }}>
        {subTableMessages[language].summary}
      </div>
      {columns.map((column, position) => (
        <div role="cell" key={column.field ?? `${column.key}-${position}`} style={summaryCellStyle} data-summary-field={column.field}>
          {sums[position]}
        </div>
      ))}
      {withActions && <div role="cell" style={summaryCellStyle} />}
    </div>
  );
});
