import dayjs from 'dayjs';
import { request } from '../../lib/request/request.ts';
import type { InboxMessage, Paged } from '../../lib/data/inbox-message.ts';
import { eventsOn, type CalendarEvent } from '../../lib/month-grid.ts';

/** Message types of spec §9 whose unread counts the dashboard shows: notice, flow, system, schedule. */
export const MESSAGE_TYPES = ['1', '2', '3', '4'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** FlowTodoCount (server/features/dashboard/flow-counts.ts): counts of the caller's flow messages. */
export interface FlowTodoCount {
  toBeReviewed: number;
  flowDone: number;
  entrust: number;
}

/** The dashboard's flow to-do list shows this many at a time. */
export const FLOW_TODO_PAGE = 5;

/** Unread messages of one type: the inbox's total for that type and isRead 0 (contract §4.14). */
async function unreadOf(type: MessageType): Promise<number> {
  const answer = await request<Paged<InboxMessage>>({
    url: '/api/message',
    data: { currentPage: 1, pageSize: 1, sort: 'desc', keyword: '', type, isRead: '0' },
  });
  return answer.data?.pagination.total ?? 0;
}

export const dashboardApi = {
  unreadCounts: async (): Promise<Record<MessageType, number>> => {
    const counts = await Promise.all(MESSAGE_TYPES.map(unreadOf));
    return Object.fromEntries(MESSAGE_TYPES.map((type, index) => [type, counts[index] ?? 0])) as Record<MessageType, number>;
  },
  /** POST /api/visualdev/Dashboard/Notice: the latest notices the caller received. */
  notices: async (): Promise<InboxMessage[]> =>
    (await request<{ list: InboxMessage[] }>({ url: '/api/visualdev/Dashboard/Notice', method: 'POST', data: { typeList: [] } })).data?.list ?? [],
  flowTodoCount: async (): Promise<FlowTodoCount> =>
    (
      await request<FlowTodoCount>({
        url: '/api/visualdev/Dashboard/FlowTodoCount',
        method: 'POST',
        data: { toBeReviewedType: [], flowDoneType: [], flowCirculateType: [] },
      })
    ).data ?? {
      toBeReviewed: 0,
      flowDone: 0,
      entrust: 0,
    },
  /** GET /api/visualdev/Dashboard/FlowTodo: the flow messages the caller has not opened yet, paged. */
  flowTodos: async (currentPage: number): Promise<Paged<InboxMessage>> =>
    (await request<Paged<InboxMessage>>({ url: '/api/visualdev/Dashboard/FlowTodo', data: { currentPage, pageSize: FLOW_TODO_PAGE } })).data ?? {
      list: [],
      pagination: { currentPage, pageSize: FLOW_TODO_PAGE, total: 0 },
    },
  /** Today's events from the calendar's range list (GET /api/system/Schedule, contract §4.4). */
  todaySchedules: async (): Promise<CalendarEvent[]> => {
    const today = dayjs();
    const day = today.format('YYYY-MM-DD');
    const list =
      (await request<{ list: CalendarEvent[] }>({ url: '/api/system/Schedule', data: { startTime: `${day} 00:00`, endTime: `${day} 23:59` } })).data?.list ??
      [];
    return eventsOn(today, list);
  },
};
