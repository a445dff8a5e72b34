import { useCallback, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Pagination, Stack, Typography } from '@mui/material';
import { EventViewer } from '../../lib/event-viewer.tsx';
import type { CalendarEvent } from '../../lib/month-grid.ts';
import type { InboxMessage } from '../../lib/data/inbox-message.ts';
import { MESSAGE_TYPES } from './dashboard-api.ts';
import { useDashboardData } from './use-dashboard-data.ts';
import { DashboardCard, Figure } from './dashboard-card.tsx';
import { MessageList } from './message-list.tsx';
import { ScheduleList } from './schedule-list.tsx';

/**
 * Opening an inbox message as the message drawer does (read it, then the notice dialog, the event or
 * the flow page): the message centre's hook, handed in where the app composes its screens (src/app/app.tsx).
 */
export type UseMessageOpener = (onRead: (id: string) => void) => { open: (message: InboxMessage) => Promise<void>; dialogs: ReactNode };

/**
 * /dashboard (spec §2.1): what the server holds for the signed-in user, nothing invented — unread
 * messages per type, the flow counts (from flow messages: this platform has no workflow engine),
 * the latest notices, today's events and the flow to-dos. Notices and to-dos open as in the
 * message drawer (read, then the notice dialog or the flow page); events open in the app's event
 * viewer (the calendar's view dialog, src/lib/event-viewer.tsx).
 */
export function DashboardPage({ useMessageOpener }: { useMessageOpener: UseMessageOpener }) {
  const translate = useTranslate();
  const state = useDashboardData();
  return (
    <Box sx={{ p: 2 }} data-testid="dashboard-page">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h1">
          {translate('routes.dashboard')}
        </Typography>
        <Button onClick={state.refresh} data-testid="dashboard-refresh">
          {translate('dashboard.refresh')}
        </Button>
      </Stack>
      <DashboardCards state={state} useMessageOpener={useMessageOpener} />
    </Box>
  );
}

/**
 * The cards themselves (unread messages, flow counts, notices, today's events, to-dos), shared by
 * the dashboard and the home portal (home-portal.tsx): one set of calls, one way of opening each item.
 */
export function DashboardCards({ state, useMessageOpener }: { state: ReturnType<typeof useDashboardData>; useMessageOpener: UseMessageOpener }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, refresh, todoPage, setTodoPage, todoPageSize } = state;
  const { open, dialogs } = useMessageOpener(refresh);
  const [event, setEvent] = useState<{ id: string; groupId: string } | null>(null);
  const closeEvent = useCallback(() => setEvent(null), []);
  const openEvent = (item: CalendarEvent) => setEvent({ id: item.id, groupId: item.groupId ?? '' });
  const todoPages = data.todos ? Math.max(1, Math.ceil(data.todos.pagination.total / todoPageSize)) : 1;

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <DashboardCard
          title={translate('dashboard.unreadTitle')}
          loading={!data.unread}
          testId="dashboard-unread"
          action={
            <Button size="small" onClick={() => navigate('/messageRecord')}>
              {translate('dashboard.viewAll')}
            </Button>
          }
        >
          <Stack direction="row" justifyContent="space-around">
            {MESSAGE_TYPES.map((type) => (
              <Figure key={type} label={translate(`dashboard.type${type}`)} value={data.unread?.[type] ?? 0} testId={`dashboard-unread-${type}`} />
            ))}
          </Stack>
        </DashboardCard>
        <DashboardCard title={translate('dashboard.flowTitle')} loading={!data.flowCount} testId="dashboard-flow-count">
          <Stack direction="row" justifyContent="space-around">
            <Figure label={translate('dashboard.toBeReviewed')} value={data.flowCount?.toBeReviewed ?? 0} testId="dashboard-flow-toBeReviewed" />
            <Figure label={translate('dashboard.flowDone')} value={data.flowCount?.flowDone ?? 0} testId="dashboard-flow-flowDone" />
            <Figure label={translate('dashboard.entrust')} value={data.flowCount?.entrust ?? 0} testId="dashboard-flow-entrust" />
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('dashboard.flowSource')}
          </Typography>
        </DashboardCard>
        <DashboardCard title={translate('dashboard.noticeTitle')} loading={!data.notices} testId="dashboard-notices">
          <MessageList items={data.notices ?? []} onOpen={(item) => void open(item)} testId="dashboard-notice" />
        </DashboardCard>
        <DashboardCard title={translate('dashboard.scheduleTitle')} loading={!data.schedules} testId="dashboard-schedules">
          <ScheduleList events={data.schedules ?? []} onOpen={openEvent} />
        </DashboardCard>
        <DashboardCard title={translate('dashboard.todoTitle')} loading={!data.todos} testId="dashboard-todos">
          <MessageList items={data.todos?.list ?? []} onOpen={(item) => void open(item)} testId="dashboard-todo" />
          {todoPages > 1 && <Pagination size="small" sx={{ mt: 1 }} count={todoPages} page={todoPage} onChange={(_, page) => setTodoPage(page)} />}
        </DashboardCard>
      </Box>
      {dialogs}
      {event && <EventViewer id={event.id} groupId={event.groupId} onClose={closeEvent} />}
    </>
  );
}
