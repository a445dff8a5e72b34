import { Box, Typography } from '@mui/material';
import { ListTable, flatRows, type ListColumn } from '../../crud/list/list-table.tsx';
import { PAGE_SIZES, usePagedList } from '../../crud/list/use-paged-list.ts';
import { PRINT_LOG_SOURCE, type PrintLogRow } from './audit-log-api.ts';
import { logTime } from './log-columns.tsx';
import { LogSearchBar } from './log-search-bar.tsx';
import { useAuditLogTexts } from './use-audit-log-texts.ts';

/**
 * 系统管理 › 打印日志 (page key system/printLog): what was printed, from which template, how many
 * copies, by whom and when (recorded by POST /api/system/printLog/save after each print), newest
 * first, searched by keyword and days and paged.
 */
export function PrintLogPage() {
  const texts = useAuditLogTexts();
  const list = usePagedList<PrintLogRow>({ resource: 'printLog', source: PRINT_LOG_SOURCE });
  const words = texts.print;
  const columns: ListColumn<PrintLogRow>[] = [
    { key: 'printTitle', header: words.title, render: (row) => row.printTitle },
    { key: 'printName', header: words.template, render: (row) => row.printName },
    { key: 'printNum', header: words.count, align: 'right', render: (row) => String(row.printNum) },
    { key: 'printMan', header: words.man, render: (row) => row.printMan },
    { key: 'printTime', header: words.time, width: 170, render: (row) => logTime(row.printTime) },
  ];
  return (
    <Box sx={{ p: 2 }} data-testid="print-log-page">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {texts.printLogTitle}
      </Typography>
      <LogSearchBar texts={texts} onSearch={(filter) => list.search({ ...filter })} />
      <ListTable
        columns={columns}
        rows={flatRows(list.rows)}
        rowTestId="print-log-row"
        loading={list.loading}
        empty={texts.empty}
        pagination={{ ...list.pagination, pageSizes: PAGE_SIZES }}
      />
    </Box>
  );
}
