import { pagingProperties } from '../../core/http/paging.ts';

/**
 * What the system and print log lists take (contract §4.16: `{ keyword, startTime, endTime, sort,
 * currentPage, pageSize }`), validated once for both. Times are epoch ms and bound the list
 * inclusively; an empty value (the stock client sends `startTime=&endTime=` until a range is
 * picked) is no bound. Digits only, at most 15 (past any real date).
 */
const timeBound = { type: 'string', maxLength: 15, pattern: '^([0-9]{1,15})?$' } as const;

export const logQuerySchema = {
  type: 'object',
  properties: {
    ...pagingProperties(500),
    keyword: { type: 'string', maxLength: 100 },
    startTime: timeBound,
    endTime: timeBound,
    // the stock client sends the order it wants; lists are always newest first
    sort: { type: 'string', enum: ['asc', 'desc', ''] },
    sidx: { type: 'string', maxLength: 50 },
  },
} as const;

export interface LogQueryString {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  startTime?: string;
  endTime?: string;
}

/** A list's query as the operations take it. */
export interface LogQuery {
  keyword: string;
  startTime?: number;
  endTime?: number;
  currentPage: number;
  pageSize: number;
}

export function logQueryOf(query: LogQueryString): LogQuery {
  const bound = (value: string | undefined) => (value ? Number(value) : undefined);
  return {
    keyword: query.keyword?.trim() ?? '',
    startTime: bound(query.startTime),
    endTime: bound(query.endTime),
    currentPage: query.currentPage ?? 1,
    pageSize: query.pageSize ?? 20,
  };
}
