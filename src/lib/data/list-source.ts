/**
 * A list that is not a generated resource's own path: a hand-written JNPF list endpoint (online
 * users, notice administration, a dictionary category's items). A screen passes one as
 * `meta.source` to react-admin's list controller, so its page, sort, filter, refresh and caching
 * are react-admin's like every other list; the data provider reads it (entity-data-provider.ts).
 * Plain data: it is part of react-query's cache key.
 */
export interface ListSource {
  /** the full path, e.g. /api/system/OnlineUser */
  url: string;
  /** POST where the contract sends the list's query as a JSON body (notices, contract §4.14) */
  method?: 'GET' | 'POST';
  /**
   * false: the endpoint answers the whole list, so no currentPage/pageSize is sent; 'here': it
   * answers the whole list as a bare array in `data` (the online users, contract §4.16) and the
   * list shows it a page at a time
   */
  paged?: boolean | 'here';
  /** false: the endpoint takes no sidx/sort, so none is sent */
  sortable?: boolean;
}

/** The list source a getList call names in its `meta`, if any. */
export const listSourceOf = (meta: unknown): ListSource | undefined =>
  meta && typeof meta === 'object' && 'source' in meta ? ((meta as { source?: ListSource }).source ?? undefined) : undefined;
