import type { MouseEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  type SxProps,
  type TableRowProps,
  type Theme,
} from '@mui/material';
import { PagedTablePagination } from '../paged-table-pagination.tsx';
import type { Pagination } from './use-paged-list.ts';

export interface ListColumn<T> {
  key: string;
  header: ReactNode;
  /** a header the user clicks to sort by this column */
  sortable?: boolean;
  /** 'checkbox': the narrow cell of a radio or checkbox */
  padding?: 'checkbox';
  render: (row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** px */
  width?: number;
  /** kept in view while the table scrolls sideways */
  fixed?: 'left' | 'right';
}

const widthStyle = (width: number | undefined) => (width ? { width, minWidth: width } : undefined);

/** MUI's small table cell pads 16px on either side: a column's width less these is what its text gets. */
const CELL_PADDING_X = 32;
/** A column without a configured width grows with its header and content up to this, then cuts its text. */
const MAX_AUTO_TEXT_WIDTH = 360;
/** Headers stay on one line (a narrow column squeezed its header to a character per line). */
const HEAD_SX = { whiteSpace: 'nowrap' } as const;
/** A row's actions stay on one line: a row three lines tall for 编辑/禁用/删除 reads as three rows. */
const ACTIONS_SX = { whiteSpace: 'nowrap', '& > *': { verticalAlign: 'middle' } } as const;

/** A drawn value's text for its tooltip, when the cell drew plain text. */
const plainText = (content: ReactNode): string | undefined => (typeof content === 'string' || typeof content === 'number' ? String(content) : undefined);

/** A cut cell drawn by a widget shows its whole text on hover, read from what it drew. */
function titleWhenCut(event: MouseEvent<HTMLDivElement>) {
  const box = event.currentTarget;
  if (!box.title && box.scrollWidth > box.clientWidth) box.title = box.textContent ?? '';
}

/**
 * A body cell's content on one line: a value longer than its column (the configured width, else
 * MAX_AUTO_TEXT_WIDTH) ends in … and shows whole in its tooltip, so short values never wrap.
 */
function OneLine({ width, align, children }: { width: number | undefined; align?: ListColumn<unknown>['align']; children: ReactNode }) {
  const text = plainText(children);
  const maxWidth = width ? Math.max(width - CELL_PADDING_X, 16) : MAX_AUTO_TEXT_WIDTH;
  // In a cell wider than the box (the table shares out spare width), the box keeps to the column's side.
  const margin = align === 'right' ? { marginLeft: 'auto' } : align === 'center' ? { marginInline: 'auto' } : undefined;
  return (
    <div
      data-one-line=""
      title={text || undefined}
      onMouseEnter={text === undefined ? titleWhenCut : undefined}
      style={{ maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', ...margin }}
    >
      {children}
    </div>
  );
}

/** A cell's content: on one line, except a checkbox cell's, which is only its box. */
const cellContent = (column: Pick<ListColumn<unknown>, 'padding' | 'width' | 'align'>, content: ReactNode) =>
  column.padding === 'checkbox' ? (
    content
  ) : (
    <OneLine width={column.width} align={column.align}>
      {content}
    </OneLine>
  );

/** How a designed list lays a column out (an online form's columnData, contract §7.3). */
export type ColumnLayout = Pick<ListColumn<unknown>, 'align' | 'width' | 'fixed' | 'sortable'>;

/**
 * A fixed column's sticky offset: the widths of the fixed columns before it on its side (a column
 * without a width counts as none, so widthless fixed columns overlap rather than drift).
 */
function stickySx<T>(columns: readonly ListColumn<T>[], index: number, head: boolean): SxProps<Theme> | undefined {
  const column = columns[index];
  if (!column?.fixed) return undefined;
  const side = column.fixed;
  const others = side === 'left' ? columns.slice(0, index) : columns.slice(index + 1);
  const offset = others.filter((other) => other.fixed === side).reduce((sum, other) => sum + (other.width ?? 0), 0);
  return { position: 'sticky', [side]: offset, zIndex: head ? 3 : 1, bgcolor: 'background.paper' };
}

/** A row as the table shows it: its depth in a tree (0 in a flat list) and whether it opens. */
export interface ShownRow<T> {
  row: T;
  depth: number;
  expandable: boolean;
}

/** A flat list's rows, shown as they come. */
export const flatRows = <T,>(rows: readonly T[]): ShownRow<T>[] => rows.map((row) => ({ row, depth: 0, expandable: false }));

export interface ListTableProps<T extends { id: string }> {
  columns: readonly ListColumn<T>[];
  rows: readonly ShownRow<T>[];
  /** data-testid of every body row */
  rowTestId: string;
  /** the last column: a row's buttons */
  actions?: { header: ReactNode; render: (row: T) => ReactNode };
  sort?: { field: string; order: 'ASC' | 'DESC' };
  onSort?: (field: string) => void;
  /** a tree table: the first cell is indented by depth (MUI spacing units), with an open/close button when `onToggle` is given */
  tree?: { indent: { base: number; step: number }; expanded?: ReadonlySet<string>; onToggle?: (row: T) => void };
  loading?: boolean;
  /** shown in one cell when the list is empty and not loading */
  empty?: ReactNode;
  /** what each body row adds (a picker's selection and click) */
  rowProps?: (row: T) => TableRowProps;
  /** plain: no paper around the table (inside a dialog) */
  variant?: 'paper' | 'plain';
  containerSx?: SxProps<Theme>;
  stickyHeader?: boolean;
  /** the pager under the table; a single size shows no size chooser */
  pagination?: Pagination & { pageSizes: number[] };
  /** a footer row (a summary, 合计) by column key */
  summary?: Record<string, ReactNode>;
}

/**
 * The one table every list screen shows (generic entity lists, dictionary items, notices, online
 * users, the rule picker): sortable headers, tree indentation with open/close buttons, a row
 * actions column, an empty line and the translated pager. It only shows what it is given; the
 * loading is use-paged-list.ts.
 */
export function ListTable<T extends { id: string }>(props: ListTableProps<T>) {
  const {
    columns,
    rows,
    rowTestId,
    actions,
    sort,
    onSort,
    tree,
    loading = false,
    empty,
    rowProps,
    variant = 'paper',
    containerSx,
    stickyHeader,
    pagination,
    summary,
  } = props;
  const translate = useTranslate();
  const width = columns.length + (actions ? 1 : 0);
  const firstCell = (depth: number) => (tree ? { pl: tree.indent.base + depth * tree.indent.step } : undefined);
  const cellSx = (index: number, head: boolean, depth = 0): SxProps<Theme> | undefined => {
    const sticky = stickySx(columns, index, head);
    const indent = !head && index === 0 ? firstCell(depth) : undefined;
    const nowrap = head ? HEAD_SX : undefined;
    return sticky || indent || nowrap ? ({ ...nowrap, ...indent, ...sticky } as SxProps<Theme>) : undefined;
  };
  return (
    <>
      <TableContainer component={variant === 'paper' ? Paper : 'div'} sx={containerSx}>
        <Table size="small" aria-busy={loading} stickyHeader={stickyHeader}>
          <TableHead>
            <TableRow>
              {columns.map((column, columnIndex) => (
                <TableCell key={column.key} padding={column.padding} align={column.align} style={widthStyle(column.width)} sx={cellSx(columnIndex, true)}>
                  {column.sortable && onSort ? (
                    <TableSortLabel
                      active={sort?.field === column.key}
                      direction={sort?.field === column.key && sort.order === 'DESC' ? 'desc' : 'asc'}
                      onClick={() => onSort(column.key)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
              {actions && <TableCell sx={HEAD_SX}>{actions.header}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ row, depth, expandable }, index) => (
              <TableRow key={row.id} data-testid={rowTestId} {...rowProps?.(row)}>
                {columns.map((column, columnIndex) => (
                  <TableCell key={column.key} padding={column.padding} align={column.align} sx={cellSx(columnIndex, false, depth)}>
                    {columnIndex === 0 && tree?.onToggle ? (
                      // The toggle and the depth's indent share this cell's width: a tree's name (an
                      // organisation, a group heading such as 5#泊位) is not cut to the column's width.
                      <OneLine width={undefined} align={column.align}>
                        <TreeToggle
                          open={tree.expanded?.has(row.id) ?? false}
                          expandable={expandable}
                          onToggle={() => tree.onToggle?.(row)}
                          label={translate(tree.expanded?.has(row.id) ? 'entity.collapse' : 'entity.expand')}
                        />
                        {column.render(row, index)}
                      </OneLine>
                    ) : (
                      cellContent(column, column.render(row, index))
                    )}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell sx={ACTIONS_SX} data-testid="row-actions">
                    {actions.render(row)}
                  </TableCell>
                )}
              </TableRow>
            ))}
            {empty && rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={width} align="center">
                  {empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          {summary && rows.length > 0 && (
            <TableFooter data-testid="list-summary">
              <TableRow>
                {columns.map((column, columnIndex) => (
                  <TableCell key={column.key} padding={column.padding} align={column.align} sx={cellSx(columnIndex, false)}>
                    {summary[column.key] !== undefined && cellContent(column, summary[column.key])}
                  </TableCell>
                ))}
                {actions && <TableCell />}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      {pagination && (
        <PagedTablePagination
          total={pagination.total}
          page={pagination.page}
          pageSize={pagination.pageSize}
          pageSizes={pagination.pageSizes}
          onPageChange={pagination.onPageChange}
          onPageSizeChange={pagination.pageSizes.length > 1 ? pagination.onPageSizeChange : undefined}
        />
      )}
    </>
  );
}

function TreeToggle({ open, expandable, onToggle, label }: { open: boolean; expandable: boolean; onToggle: () => void; label: string }) {
  return (
    <IconButton
      size="small"
      data-testid="entity-expand"
      disabled={!expandable}
      onClick={onToggle}
      aria-label={label}
      sx={{ visibility: expandable ? 'visible' : 'hidden' }}
    >
      {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
    </IconButton>
  );
}
