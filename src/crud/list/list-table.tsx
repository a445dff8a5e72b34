import { memo, useCallback, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useVirtualizer } from '@tanstack/react-virtual';
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
/**
 * A row's actions stay on one line (a row three lines tall for 编辑/禁用/删除 reads as three rows),
 * their buttons as wide as their words (MUI's 64 px minimum made five actions 350 px wide, which
 * pushed them out of a list narrowed by an aside).
 */
const ACTIONS_SX = { whiteSpace: 'nowrap', '& > *': { verticalAlign: 'middle' }, '& .MuiButton-root': { minWidth: 0, px: 1 } } as const;
/**
 * The actions column stays at the right edge while a table wider than its card scrolls beneath it
 * (JNPF fixes its 操作 column right): the columns scroll, the actions never leave view. Not when a
 * column is itself fixed right (a designed list's layout), whose offsets do not count the actions.
 */
const stickyActionsSx = (head: boolean): SxProps<Theme> => ({
  ...(head ? HEAD_SX : ACTIONS_SX),
  position: 'sticky',
  right: 0,
  zIndex: head ? 3 : 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
});
const STICKY_ACTIONS_HEAD = stickyActionsSx(true);
const STICKY_ACTIONS_BODY = stickyActionsSx(false);

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
  // Worked out once per set of columns, so a row's cells get the same values on every render.
  const bodySx = useMemo(() => columns.map((_, index) => stickySx(columns, index, false)), [columns]);
  const cellSx = (index: number, head: boolean): SxProps<Theme> | undefined => {
    const sticky = head ? stickySx(columns, index, head) : bodySx[index];
    const nowrap = head ? HEAD_SX : undefined;
    return sticky || nowrap ? ({ ...nowrap, ...sticky } as SxProps<Theme>) : undefined;
  };
  const renderActions = actions?.render;
  const actionsStick = !columns.some((column) => column.fixed === 'right');
  const onToggle = tree?.onToggle;
  const expandLabel = translate('entity.expand');
  const collapseLabel = translate('entity.collapse');
  // A long page (500 rows) draws only the rows in view, in a box of its own that scrolls under a sticky header.
  const virtual = rows.length > VIRTUALISE_FROM;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    enabled: virtual,
    getItemKey: (index) => rows[index]?.row.id ?? index,
  });
  const rowAt = (index: number, measure?: (element: Element | null) => void) => {
    const { row, depth, expandable } = rows[index];
    return (
      <ListRow
        key={row.id}
        row={row}
        depth={depth}
        expandable={expandable}
        index={index}
        columns={columns}
        bodySx={bodySx}
        rowTestId={rowTestId}
        renderActions={renderActions}
        rowProps={rowProps}
        actionsSx={actionsStick ? STICKY_ACTIONS_BODY : ACTIONS_SX}
        indent={tree?.indent}
        open={tree?.expanded?.has(row.id) ?? false}
        onToggle={onToggle}
        toggleLabel={tree?.expanded?.has(row.id) ? collapseLabel : expandLabel}
        measure={measure}
      />
    );
  };
  let body: ReactNode;
  if (virtual) {
    const items = virtualizer.getVirtualItems();
    const before = items.length > 0 ? items[0].start : 0;
    const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
    body = (
      <>
        {before > 0 && <tr aria-hidden style={{ height: before }} />}
        {items.map((item) => rowAt(item.index, virtualizer.measureElement))}
        {after > 0 && <tr aria-hidden style={{ height: after }} />}
      </>
    );
  } else body = rows.map((_, index) => rowAt(index));
  return (
    <>
      <TableContainer
        ref={scrollRef}
        component={variant === 'paper' ? Paper : 'div'}
        sx={virtual ? [LONG_PAGE_SX, ...(Array.isArray(containerSx) ? containerSx : [containerSx])] : containerSx}
      >
        <Table size="small" aria-busy={loading} stickyHeader={stickyHeader || virtual}>
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
              {actions && <TableCell sx={actionsStick ? STICKY_ACTIONS_HEAD : HEAD_SX}>{actions.header}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {body}
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

/** Pages longer than this draw only the rows in view (a 500-row page is 6,000+ elements). */
export const VIRTUALISE_FROM = 100;
/** A small row with its buttons, px: the first guess before a drawn row is measured. */
const ROW_HEIGHT = 37;
/** A virtualised page scrolls in its own box, which leaves the toolbar and the pager in view. */
const LONG_PAGE_SX = { maxHeight: 'max(400px, calc(100vh - 260px))', overflow: 'auto' } as const;

interface ListRowProps<T> {
  row: T;
  depth: number;
  expandable: boolean;
  index: number;
  columns: readonly ListColumn<T>[];
  /** each body cell's sticky place, by column index */
  bodySx: readonly (SxProps<Theme> | undefined)[];
  rowTestId: string;
  renderActions: ((row: T) => ReactNode) | undefined;
  rowProps: ((row: T) => TableRowProps) | undefined;
  /** the actions cell's look: one line, and kept at the right edge unless a column is fixed there */
  actionsSx: SxProps<Theme>;
  indent: { base: number; step: number } | undefined;
  open: boolean;
  onToggle: ((row: T) => void) | undefined;
  toggleLabel: string;
  /** a virtualised row's measuring ref */
  measure: ((element: Element | null) => void) | undefined;
}

/**
 * One body row. Memoised: it draws again only when its record, its place, the columns, the actions
 * or its tree state change, not when the page's keyword, loading flag, sort or dialogs do.
 */
function ListRowView<T extends { id: string }>({
  row,
  depth,
  expandable,
  index,
  columns,
  bodySx,
  rowTestId,
  renderActions,
  rowProps,
  actionsSx,
  indent,
  open,
  onToggle,
  toggleLabel,
  measure,
}: ListRowProps<T>) {
  const toggle = useCallback(() => onToggle?.(row), [onToggle, row]);
  return (
    <TableRow data-testid={rowTestId} data-index={measure ? index : undefined} ref={measure} {...rowProps?.(row)}>
      {columns.map((column, columnIndex) => {
        const sticky = bodySx[columnIndex];
        const sx = columnIndex === 0 && indent ? ({ pl: indent.base + depth * indent.step, ...sticky } as SxProps<Theme>) : sticky;
        return (
          <TableCell key={column.key} padding={column.padding} align={column.align} sx={sx}>
            {columnIndex === 0 && onToggle ? (
              // The toggle and the depth's indent share this cell's width: a tree's name (an
              // organisation, a group heading such as 5#泊位) is not cut to the column's width.
              <OneLine width={undefined} align={column.align}>
                <TreeToggle open={open} expandable={expandable} onToggle={toggle} label={toggleLabel} />
                {column.render(row, index)}
              </OneLine>
            ) : (
              cellContent(column, column.render(row, index))
            )}
          </TableCell>
        );
      })}
      {renderActions && (
        <TableCell sx={actionsSx} data-testid="row-actions">
          {renderActions(row)}
        </TableCell>
      )}
    </TableRow>
  );
}

// memo keeps the row's type parameter (React.memo's own type drops it)
const ListRow = memo(ListRowView) as typeof ListRowView;

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
