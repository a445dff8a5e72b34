import { pagingProperties } from '../../core/http/paging.ts';

/**
 * The request shapes of the message centre's HTTP routes (contract §4.14): ajv checks each request
 * against them before the route runs, and tests send theirs to the real app in-process.
 */
export interface InboxFilter {
  keyword?: string;
  type?: string;
  isRead?: string;
}

export interface NoticeBody {
  title: string;
  bodyText?: string;
  toUserIds?: string;
  files?: string;
  coverImage?: string;
  remindCategory?: number | null;
  category?: string;
  sendConfigId?: string;
  expirationTime?: number | null;
  excerpt?: string;
}

export interface NoticeListBody {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  enabledMark?: number[] | null;
  type?: string[] | null;
}

export const filterProperties = {
  keyword: { type: 'string', maxLength: 100 },
  // '' means all; 1 notice, 2 flow, 3 system, 4 schedule (spec §9).
  type: { type: 'string', enum: ['', '1', '2', '3', '4'] },
  isRead: { type: 'string', enum: ['', '0', '1'] },
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    ...filterProperties,
    ...pagingProperties(500),
    sort: { type: 'string', enum: ['', 'asc', 'desc'] },
  },
} as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

export const noticeBody = {
  type: 'object',
  required: ['title'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    bodyText: { type: 'string', maxLength: 1_000_000 },
    toUserIds: { type: 'string', maxLength: 200_000 },
    files: { type: 'string', maxLength: 200_000 },
    coverImage: { type: 'string', maxLength: 1000 },
    remindCategory: { type: ['integer', 'null'], minimum: 0, maximum: 99 },
    category: { type: 'string', maxLength: 64 },
    sendConfigId: { type: 'string', maxLength: 64 },
    expirationTime: { type: ['integer', 'null'], minimum: 0 },
    excerpt: { type: 'string', maxLength: 500 },
  },
} as const;

export const noticeListBody = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    ...pagingProperties(500),
    // 0 draft, 1 released, 2 expired
    enabledMark: { type: ['array', 'null'], maxItems: 3, items: { type: 'integer', enum: [0, 1, 2] } },
    // dictionary NoticeType codes, stored in `category`
    type: { type: ['array', 'null'], maxItems: 50, items: { type: 'string', maxLength: 64 } },
  },
} as const;

/** The ids of a notice's `toUserIds` comma list; empty means every user. */
export function recipientIds(toUserIds: string | null | undefined): string[] {
  return [
    ...new Set(
      (toUserIds ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}
