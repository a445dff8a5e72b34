import { useTranslate } from 'react-admin';
import { TablePagination } from '@mui/material';

export interface PagedTablePaginationProps {
  total: number;
  /** 1-based, as the JNPF `currentPage` is */
  page: number;
  pageSize: number;
  /** a single size hides the size chooser */
  pageSizes: number[];
  onPageChange: (page: number) => void;
  /** absent where there is only one size; the caller goes back to page 1 */
  onPageSizeChange?: (pageSize: number) => void;
}

/**
 * The pager under a paged table: MUI's TablePagination counting pages from 1 (the contract's
 * `currentPage`) and speaking react-admin's translated words, since the app sets no MUI locale.
 */
export function PagedTablePagination({ total, page, pageSize, pageSizes, onPageChange, onPageSizeChange }: PagedTablePaginationProps) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      onPageChange={(_, next) => onPageChange(next + 1)}
      onRowsPerPageChange={onPageSizeChange && ((event) => onPageSizeChange(Number(event.target.value)))}
    />
  );
}
