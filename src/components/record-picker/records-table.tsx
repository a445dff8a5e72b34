import { Box, Checkbox, LinearProgress, Radio, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { RecordPickerTexts } from './messages.ts';
import { cellText, keyOfRow, type RecordListConfig, type RecordRow } from './record-rows.ts';

export interface RecordsTableProps {
  rows: RecordRow[];
  config: Pick<RecordListConfig, 'columns' | 'propsValue'>;
  multiple: boolean;
  /** the keys of the chosen records */
  chosen: Set<string>;
  /** the index column's first number (page offset + 1) */
  firstIndex: number;
  loading: boolean;
  texts: RecordPickerTexts;
  onToggle: (row: RecordRow) => void;
  onToggleAll: () => void;
  maxHeight?: number | string;
}

/**
 * The record list of a picker (spec lowcode §2 "Pop-up data picker", "Record picker dialog"): a
 * radio column (single) or a checkbox column (multiple), an index column and the configured
 * columns. A click anywhere on a row chooses it.
 */
export function RecordsTable({ rows, config, multiple, chosen, firstIndex, loading, texts, onToggle, onToggleAll, maxHeight = 400 }: RecordsTableProps) {
  const chosenOnPage = rows.filter((row) => chosen.has(keyOfRow(row, config))).length;
  return (
    <Box sx={{ position: 'relative' }}>
      {loading && (
        <LinearProgress aria-label={texts.loading} data-testid="records-loading" sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} />
      )}
      <TableContainer sx={{ maxHeight, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader data-testid="records-table">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                {multiple && (
                  <Checkbox
                    size="small"
                    checked={rows.length > 0 && chosenOnPage === rows.length}
                    indeterminate={chosenOnPage > 0 && chosenOnPage < rows.length}
                    disabled={rows.length === 0}
                    onChange={onToggleAll}
                    slotProps={{ input: { 'aria-label': texts.selectAll } }}
                    data-testid="records-select-all"
                  />
                )}
              </TableCell>
              <TableCell sx={{ width: 56, whiteSpace: 'nowrap' }}>{texts.index}</TableCell>
              {config.columns.map((column) => (
                <TableCell key={column.value} sx={{ whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => {
              const key = keyOfRow(row, config);
              const isChosen = chosen.has(key);
              return (
                <TableRow
                  key={`${key}-${index}`}
                  hover
                  selected={isChosen}
                  onClick={() => onToggle(row)}
                  sx={{ cursor: 'pointer' }}
                  data-testid="records-row"
                  data-key={key}
                  aria-selected={isChosen}
                >
                  <TableCell padding="checkbox">
                    {multiple ? (
                      <Checkbox size="small" checked={isChosen} tabIndex={-1} slotProps={{ input: { 'aria-label': texts.selectRow } }} />
                    ) : (
                      <Radio size="small" checked={isChosen} tabIndex={-1} slotProps={{ input: { 'aria-label': texts.selectRow } }} />
                    )}
                  </TableCell>
                  <TableCell>{firstIndex + index}</TableCell>
                  {config.columns.map((column) => (
                    <TableCell key={column.value}>{cellText(row[column.value])}</TableCell>
                  ))}
                </TableRow>
              );
            })}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={config.columns.length + 2} align="center" sx={{ color: 'text.secondary', py: 3 }} data-testid="records-empty">
                  {loading ? texts.loading : texts.noData}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
