/**
 * The paging parameters every list takes (contract §1.3: `currentPage`, `pageSize`), defined
 * once so every list refuses the same things with the same 400: fractions, zero and negatives,
 * and numbers past a bound. The bounds matter: without a maximum, `currentPage=1e309` (Infinity)
 * or `99999999999999999999` reached the database as an offset and failed there (code 500).
 * A page past the last one is a valid, empty page.
 */

/** The last page a list may be asked for: far past any real list, small enough for an SQL offset. */
export const MAX_CURRENT_PAGE = 1_000_000;

/** `currentPage`: 1 … MAX_CURRENT_PAGE. */
export const currentPageSchema = { type: 'integer', minimum: 1, maximum: MAX_CURRENT_PAGE } as const;

/** `pageSize`: 1 … the list's own largest page (what its screens ask for, with room to spare). */
export const pageSizeSchema = <Max extends number>(maxPageSize: Max) => ({ type: 'integer', minimum: 1, maximum: maxPageSize }) as const;

/** Both, to spread into a querystring's (or a body's) `properties`. */
export const pagingProperties = <Max extends number>(maxPageSize: Max) => ({ currentPage: currentPageSchema, pageSize: pageSizeSchema(maxPageSize) }) as const;
