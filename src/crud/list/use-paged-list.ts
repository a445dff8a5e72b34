import { useCallback, useMemo } from 'react';
import { useListController, type RaRecord, type SortPayload } from 'react-admin';
import type { ListSource } from '../../lib/data/list-source.ts';

/** The pager's sizes and the first one shown (spec: default 20; sizes 10, 20, 50, 100, 500). */
export const PAGE_SIZES = [10, 20, 50, 100, 500];
export const DEFAULT_PAGE_SIZE = 20;

export interface PagedListOptions {
  /** the react-admin resource: the name the data provider and the query cache know the list by */
  resource: string;
  /** a hand-written endpoint instead of the generated resource's own path */
  source?: ListSource;
  /** always sent, whatever the user filters (a picker's category, a dictionary's tree flag) */
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  perPage?: number;
  /** false while the list has nothing to ask for yet (no dictionary category chosen) */
  enabled?: boolean;
}

export interface Pagination {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

// A failed load stops the indicator with no message of its own: the request client has already
// said why (spec lowcode §8), so react-admin's error notification is switched off.
const quiet = () => undefined;
// one empty list, so "no rows yet" is the same value on every render
const NO_ROWS: never[] = [];

/**
 * Every list screen's loading: react-admin's headless list controller (useListController) over
 * the app's data provider, so page, sort, filter, refresh and caching are react-admin's. Its
 * parameters live in the screen, not the URL or the store: the shell keeps several tabs alive at
 * once and each keeps its own page. The signed-in check is the route guard's, not the
 * controller's. The view is list-table.tsx.
 */
export function usePagedList<T extends RaRecord = RaRecord>({ resource, source, filter, sort, perPage = DEFAULT_PAGE_SIZE, enabled = true }: PagedListOptions) {
  const controller = useListController<T>({
    resource,
    filter,
    sort,
    perPage,
    disableSyncWithLocation: true,
    storeKey: false,
    disableAuthentication: true,
    queryOptions: { meta: source ? { source } : undefined, onError: quiet, enabled },
  });
  const { setSort, setFilters, setPage, setPerPage, refetch, filterValues } = controller;

  /** Applies the user's filters (empty ones dropped) and goes back to page 1. */
  const search = useCallback((values: Record<string, unknown>) => setFilters(values, undefined, false), [setFilters]);
  /** A column header's click: ascending first, then the other way. */
  const toggleSort = useCallback(
    (field: string) => setSort({ field, order: controller.sort.field === field && controller.sort.order === 'ASC' ? 'DESC' : 'ASC' }),
    [setSort, controller.sort],
  );
  const refresh = useCallback(() => void refetch(), [refetch]);
  const pagination = useMemo<Pagination>(
    () => ({ total: controller.total ?? 0, page: controller.page, pageSize: controller.perPage, onPageChange: setPage, onPageSizeChange: setPerPage }),
    [controller.total, controller.page, controller.perPage, setPage, setPerPage],
  );

  return {
    rows: (enabled ? controller.data : undefined) ?? (NO_ROWS as T[]),
    loading: controller.isFetching,
    sort: controller.sort,
    toggleSort,
    /** the filters applied now (what Search last applied, before the permanent ones) */
    filterValues: filterValues as Record<string, unknown>,
    search,
    refresh,
    pagination,
  };
}

export type PagedList<T extends RaRecord = RaRecord> = ReturnType<typeof usePagedList<T>>;
