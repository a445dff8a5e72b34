import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';

type Row = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of a result that reads as a table: a non-empty array of objects; null otherwise. */
export function tableRowsOf(result: unknown): Row[] | null {
  return Array.isArray(result) && result.length > 0 && result.every(isPlainObject) ? result : null;
}

/** Every key of the rows, in the order they first appear (rows of a static interface need not share keys). */
export function columnsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A result's JSON, indented; `undefined` (an interface that answered nothing) reads as null. */
const prettyJson = (result: unknown) => JSON.stringify(result ?? null, null, 2);

/** A preview's result: a table when it is an array of objects (with a switch to its JSON), else its JSON. */
export function PreviewResult({ result }: { result: unknown }) {
  const translate = useTranslate();
  const rows = useMemo(() => tableRowsOf(result), [result]);
  const columns = useMemo(() => (rows ? columnsOf(rows) : []), [rows]);
  const [view, setView] = useState<'table' | 'json'>('table');
  const asTable = rows !== null && view === 'table';
  return (
    <Box data-testid="data-interface-result">
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {translate('dataInterface.result')}
          {rows && ` · ${translate('dataInterface.rows', { n: rows.length })}`}
        </Typography>
        {rows && (
          <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: 'table' | 'json' | null) => next && setView(next)}>
            <ToggleButton value="table">{translate('dataInterface.asTable')}</ToggleButton>
            <ToggleButton value="json">{translate('dataInterface.asJson')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      {asTable ? (
        <TableContainer sx={{ maxHeight: 400 }}>
          <Table size="small" stickyHeader data-testid="data-interface-result-table">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={index} data-testid="data-interface-result-row">
                  {columns.map((column) => (
                    <TableCell key={column}>{cellText(row[column])}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Box
          component="pre"
          data-testid="data-interface-result-json"
          sx={{ m: 0, p: 1.5, maxHeight: 400, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}
        >
          {prettyJson(result)}
        </Box>
      )}
    </Box>
  );
}
