import { useState, type ReactNode } from 'react';
import { ListTable, flatRows, type ListColumn } from '../list/list-table.tsx';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../list/use-paged-list.ts';
import { pageOf, type PreviewRow } from './import-rules.ts';

/**
 * The sheet's rows in the list pages' table, paged in the browser: the preview (editable cells,
 * a delete button per row) and the failed rows of the result. Paging keeps up to 1000 rows of
 * inputs cheap to draw.
 */
export function ImportRowsTable({
  columns,
  rows,
  rowTestId,
  actions,
  empty,
}: {
  columns: readonly ListColumn<PreviewRow>[];
  rows: readonly PreviewRow[];
  rowTestId: string;
  actions?: { header: ReactNode; render: (row: PreviewRow) => ReactNode };
  empty?: ReactNode;
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // a deletion that empties the last page shows the one before it
  const shown = pageOf(rows, page, pageSize);
  return (
    <ListTable
      columns={columns}
      rows={flatRows(shown.rows)}
      rowTestId={rowTestId}
      actions={actions}
      empty={empty}
      variant="plain"
      stickyHeader
      containerSx={{ maxHeight: 420 }}
      pagination={{
        total: rows.length,
        page: shown.page,
        pageSize,
        pageSizes: PAGE_SIZES,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(1);
        },
      }}
    />
  );
}
