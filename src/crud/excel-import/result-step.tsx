import { useTranslate } from 'react-admin';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Stack, Typography } from '@mui/material';
import type { ListColumn } from '../list/list-table.tsx';
import type { HeaderCell, ImportResult } from './import-calls.ts';
import { cellText, toPreviewRows, type PreviewRow } from './import-rules.ts';
import { ImportRowsTable } from './import-rows-table.tsx';

/** The import went through without a failed row. */
export const allImported = (result: ImportResult): boolean => result.resultType === 0 && result.fnum === 0 && result.failResult.length === 0;

/**
 * Step 3: what the import did (spec shell §8): the count imported, or both counts and the
 * failed rows with the reason of each under 异常原因 (errorsInfo).
 */
export function ResultStep({ result, header }: { result: ImportResult; header: HeaderCell[] }) {
  const translate = useTranslate();
  if (allImported(result))
    return (
      <Stack alignItems="center" spacing={1} sx={{ py: 4 }} data-testid="excel-import-success">
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h6">{translate('excelImport.successTitle')}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="excel-import-snum">
          {translate('excelImport.successTip', { smart_count: result.snum })}
        </Typography>
      </Stack>
    );
  const text = (row: PreviewRow, field: string) => cellText(row.values[field]);
  const columns: ListColumn<PreviewRow>[] = [
    {
      key: 'errorsInfo',
      header: translate('excelImport.errorsInfo'),
      render: (row) => (
        <Typography color="error" variant="body2">
          {text(row, 'errorsInfo')}
        </Typography>
      ),
    },
    ...header.map((cell) => ({ key: cell.field, header: cell.title, render: (row: PreviewRow) => text(row, cell.field) })),
  ];
  return (
    <Stack spacing={1}>
      <Alert severity="warning">{translate('excelImport.failTitle')}</Alert>
      <Stack direction="row" spacing={4}>
        <Typography variant="body2" color="success.main" data-testid="excel-import-snum">
          {translate('excelImport.successCount', { smart_count: result.snum })}
        </Typography>
        <Typography variant="body2" color="error" data-testid="excel-import-fnum">
          {translate('excelImport.failCount', { smart_count: result.fnum })}
        </Typography>
      </Stack>
      <ImportRowsTable columns={columns} rows={toPreviewRows(result.failResult)} rowTestId="excel-import-failed-row" />
    </Stack>
  );
}
