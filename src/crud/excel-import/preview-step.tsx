import { useTranslate } from 'react-admin';
import { Button, InputBase, Stack, Typography } from '@mui/material';
import type { ListColumn } from '../list/list-table.tsx';
import { cellText, type PreviewRow } from './import-rules.ts';
import { ImportRowsTable } from './import-rows-table.tsx';
import type { ImportWizard } from './use-import-wizard.ts';

/**
 * Step 2: the rows the server read from the sheet, under its header row; each cell can be
 * corrected and each row deleted before the import, as in JNPF's import box.
 */
export function PreviewStep({ wizard }: { wizard: ImportWizard }) {
  const translate = useTranslate();
  const columns: ListColumn<PreviewRow>[] = wizard.header.map((cell) => ({
    key: cell.field,
    header: cell.title,
    render: (row) => (
      <InputBase
        size="small"
        fullWidth
        value={cellText(row.values[cell.field])}
        onChange={(event) => wizard.editCell(row.id, cell.field, event.target.value)}
        inputProps={{ 'aria-label': cell.title, 'data-testid': `excel-import-cell-${cell.field}` }}
        sx={{ minWidth: 96, borderBottom: 1, borderColor: 'divider' }}
      />
    ),
  }));
  return (
    <Stack spacing={1}>
      <Typography variant="body2" data-testid="excel-import-count">
        {translate('excelImport.rowCount', { smart_count: wizard.rows.length })}
      </Typography>
      <ImportRowsTable
        columns={columns}
        rows={wizard.rows}
        rowTestId="excel-import-row"
        empty={translate('excelImport.noRows')}
        actions={{
          header: translate('excelImport.actions'),
          render: (row) => (
            <Button size="small" color="error" data-testid="excel-import-remove-row" onClick={() => wizard.removeRow(row.id)}>
              {translate('excelImport.removeRow')}
            </Button>
          ),
        }}
      />
    </Stack>
  );
}
