import { useCallback, useEffect, useRef, useState } from 'react';
import type { InboxMessage, Paged } from '../../lib/data/inbox-message.ts';
import type { CalendarEvent } from '../../lib/month-grid.ts';
import { dashboardApi, FLOW_TODO_PAGE, type FlowTodoCount, type MessageType } from './dashboard-api.ts';

export interface DashboardData {
  unread: Record<MessageType, number> | null;
  flowCount: FlowTodoCount | null;
  notices: InboxMessage[] | null;
  schedules: CalendarEvent[] | null;
  todos: Paged<InboxMessage> | null;
}

const EMPTY: DashboardData = { unread: null, flowCount: null, notices: null, schedules: null, todos: null };

/**
 * The dashboard's sections, each loaded on its own: one that fails (the request client has shown
 * why) leaves the others standing. `reload` asks again for everything, keeping the to-do page.
 */
export function useDashboardData() {
  const [data, setData] = useState<DashboardData>(EMPTY);
  const [todoPage, setTodoPage] = useState(1);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const put = useCallback(<K extends keyof DashboardData>(key: K, load: () => Promise<DashboardData[K]>) => {
    load()
      .then((value) => {
        if (live.current) setData((current) => ({ ...current, [key]: value }));
      })
      .catch(() => undefined); // the request client has shown why
  }, []);

  const loadTodos = useCallback((page: number) => put('todos', () => dashboardApi.flowTodos(page)), [put]);

  const reload = useCallback(() => {
    put('unread', dashboardApi.unreadCounts);
    put('flowCount', dashboardApi.flowTodoCount);
    put('notices', dashboardApi.notices);
    put('schedules', dashboardApi.todaySchedules);
  }, [put]);

  useEffect(() => reload(), [reload]);
  useEffect(() => loadTodos(todoPage), [loadTodos, todoPage]);

  const refresh = useCallback(() => {
    reload();
    loadTodos(todoPage);
  }, [reload, loadTodos, todoPage]);

  return { data, refresh, todoPage, setTodoPage, todoPageSize: FLOW_TODO_PAGE };
}
