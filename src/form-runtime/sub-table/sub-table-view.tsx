import { memo, useMemo } from 'react';
import { Box } from '@mui/material';
import type { ViewProps } from '../widget-contract.ts';
import { formWidget } from '../widget-registry.ts';
import { calculatedValue, withTable } from './row-logic.ts';
import { gridTemplateOf, shownColumns, summaryFieldsOf, titleOf, type Row } from './table-config.ts';
import { SummaryRow, TableHeader, TableTitle } from './table-parts.tsx';
import { cellStyle, indexCellStyle, rowStyle, tableBoxStyle, tableFrameStyle } from './table-styles.ts';
import { missingWidgetText } from './table-row.tsx';

/**
 * The read-only sub-table (detail view, print, spec §2 read-only renderer): index column, each
 * cell drawn by its widget's View, and the 合计 row. Every row is drawn, so printing shows them all.
 */
export const SubTableView = memo(function SubTableView({ item, value, size, language, formData }: ViewProps) {
  const rows = Array.isArray(value) ? (value as Row[]) : [];
  const columns = useMemo(() => shownColumns(item), [item]);
  const summaryFields = useMemo(() => summaryFieldsOf(item), [item]);
  const gridTemplate = useMemo(() => gridTemplateOf(columns, false), [columns]);
  const { title, tip } = titleOf(item, language);
  const record = withTable(formData, item.field, rows);
  const cellSize = size === 'mini' ? 'mini' : 'small';
  return (
    <Box data-testid={`sub-table-view-${item.field ?? item.key}`} style={tableBoxStyle}>
      <TableTitle title={title} tip={tip} />
      <div role="table" aria-label={title || undefined} style={tableFrameStyle}>
        <div style={{ minWidth: 'min-content' }}>
          <TableHeader columns={columns} gridTemplate={gridTemplate} language={language} withActions={false} sticky={false} readOnly />
          <div role="rowgroup">
            {rows.map((row, index) => (
              <div role="row" key={index} style={rowStyle(gridTemplate)}>
                <div role="cell" style={indexCellStyle} data-testid="sub-table-index">
                  {index + 1}
                </div>
                {columns.map((column, position) => {
                  const widget = formWidget(column.key);
                  const cellValue = column.field ? row[column.field] : column.key === 'calculate' ? calculatedValue(column, row, record) : undefined;
                  return (
                    <div role="cell" key={column.field ?? `${column.key}-${position}`} style={cellStyle}>
                      {widget ? (
                        <widget.View item={column} value={cellValue} size={cellSize} language={language} formData={row} />
                      ) : (
                        <span data-missing-widget={column.key}>{missingWidgetText(language).replace('{key}', column.key)}</span>
                      )}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          {summaryFields.length > 0 && (
            <SummaryRow
              rows={rows}
              columns={columns}
              fields={summaryFields}
              gridTemplate={gridTemplate}
              language={language}
              withActions={false}
              sticky={false}
            />
          )}
        </div>
      </div>
    </Box>
  );
});
