import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, Dialog, DialogActions, DialogContent, Paper, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { request } from '../../lib/request/request.ts';
import { sessionStore } from '../../lib/auth/session-store.ts';
import type { EntityRecord, EntityResource } from '../../lib/data/entity-resource.ts';
import { EntityFormDialog } from '../../crud/entity-form-dialog-lazy.ts';
import { eventsOn, monthWeeks, visibleRange, type CalendarEvent } from '../../lib/month-grid.ts';
import { ScheduleViewDialog, type ScheduleDetail } from './schedule-view-dialog.tsx';
import { ScheduleScopeDialog } from './schedule-scope-dialog.tsx';

type Pending = { kind: 'delete' | 'edit'; detail: ScheduleDetail; data?: Record<string, unknown> };

/**
 * The calendar page: a Monday-first month of the user's events (created or taking part in).
 * A day opens a new event on it; an event opens the view dialog, where its creator edits or
 * deletes it — a repeating one asks first whether this, later or all occurrences are meant.
 */
export function SchedulePage({ resource }: { resource: EntityResource }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const [events, setEvents] = useState<CalendarEvent[]>([]);
  const [detail, setDetail] = useState<ScheduleDetail | null>(null);
  const [editing, setEditing] = useState<EntityRecord | null>(null);
  const [preset, setPreset] = useState<Record<string, unknown> | undefined>(undefined);
  const [formOpen, setFormOpen] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirming, setConfirming] = useState<ScheduleDetail | null>(null);
  const me = sessionStore.getSnapshot().userInfo?.userId;

  const load = useCallback(async () => {
    try {
      setEvents((await request<{ list: CalendarEvent[] }>({ url: resource.base, data: visibleRange(month) })).data?.list ?? []);
    } catch {
      // the request client has said why
    }
  }, [resource.base, month]);
  useEffect(() => void load(), [load]);

  const done = (msg: string | undefined) => {
    notify(msg || translate('entity.saved'), { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg || translate('entity.saved') } });
    setDetail(null);
    void load();
  };
  const open = async (event: CalendarEvent) => {
    try {
      setDetail((await request<ScheduleDetail>({ url: `${resource.base}/detail`, data: { id: event.id, groupId: event.groupId ?? '' } })).data ?? null);
    } catch {
      // a failed load leaves the dialog closed (spec lowcode §4)
    }
  };
  const remove = async (target: ScheduleDetail, scope: 1 | 2 | 3) => {
    try {
      done((await request({ url: `${resource.base}/${target.id}/${scope}`, method: 'DELETE' })).msg);
    } catch {
      // the request client has shown why
    }
  };
  const save = async (data: Record<string, unknown>, scope: 1 | 2 | 3 = 1) => {
    const response = editing?.id
      ? await request({ url: `${resource.base}/${editing.id}/${scope}`, method: 'PUT', data })
      : await request({ url: resource.base, method: 'POST', data });
    setFormOpen(false);
    setEditing(null);
    done(response.msg);
  };
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const weekdays = translate('schedule.weekdays').split(',');

  return (
    <Box sx={{ p: 2 }} data-testid="schedule-page">
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <Button onClick={() => setMonth(month.subtract(1, 'month'))}>{translate('schedule.previous')}</Button>
        <Button onClick={() => setMonth(dayjs().startOf('month'))}>{translate('schedule.today')}</Button>
        <Button onClick={() => setMonth(month.add(1, 'month'))}>{translate('schedule.next')}</Button>
        <Typography variant="h6" component="h1" data-testid="schedule-month" sx={{ flex: 1, textAlign: 'center' }}>
          {translate('schedule.monthTitle', { year: month.year(), month: month.month() + 1 })}
        </Typography>
        <Button
          variant="contained"
          data-testid="schedule-add"
          onClick={() => {
            setEditing(null);
            setPreset({ startDay: dayjs().startOf('day').valueOf(), endDay: dayjs().startOf('day').valueOf() });
            setFormOpen(true);
          }}
        >
          {translate('entity.add')}
        </Button>
      </Stack>
      <Paper sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
        {weekdays.map((name) => (
          <Box key={name} sx={{ p: 1, textAlign: 'center', fontWeight: 500, borderBottom: 1, borderColor: 'divider' }}>
            {name}
          </Box>
        ))}
        {weeks.flat().map((day) => (
          <Box
            key={day.valueOf()}
            data-testid={`schedule-day-${day.format('YYYY-MM-DD')}`}
            onClick={() => {
              setEditing(null);
              setPreset({ startDay: day.valueOf(), endDay: day.valueOf() });
              setFormOpen(true);
            }}
            sx={{
              minHeight: 96,
              p: 0.5,
              borderRight: 1,
              borderBottom: 1,
              borderColor: 'divider',
              cursor: 'pointer',
              opacity: day.month() === month.month() ? 1 : 0.45,
              bgcolor: day.isSame(dayjs(), 'day') ? 'action.hover' : undefined,
            }}
          >
            <Typography variant="caption">{day.date()}</Typography>
            {eventsOn(day, events).map((event) => (
              <Box
                key={event.id}
                data-testid="schedule-event"
                onClick={(click) => {
                  click.stopPropagation();
                  void open(event);
                }}
                sx={{
                  mt: 0.25,
                  px: 0.5,
                  borderRadius: 0.5,
                  color: '#fff',
                  bgcolor: event.color || 'primary.main',
                  fontSize: 12,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {event.allDay === 1 ? translate('schedule.allDay') : event.startTime} {event.title}
              </Box>
            ))}
          </Box>
        ))}
      </Paper>
      <ScheduleViewDialog
        resource={resource}
        detail={detail}
        mine={Boolean(detail && detail.creatorUserId === me)}
        onClose={() => setDetail(null)}
        onEdit={async () => {
          if (!detail) return;
          try {
            setEditing(((await request<EntityRecord>({ url: `${resource.base}/${detail.id}` })).data ?? null) as EntityRecord | null);
            setDetail(null);
            setPreset(undefined);
            setFormOpen(true);
          } catch {
            // the request client has shown why
          }
        }}
        onDelete={() => {
          if (!detail) return;
          if (detail.groupId) setPending({ kind: 'delete', detail });
          else setConfirming(detail);
        }}
      />
      <EntityFormDialog
        resource={resource}
        record={editing}
        initial={preset}
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSubmit={async (data) => {
          // A repeating event's change asks which occurrences it covers before anything is sent.
          if (editing?.id && editing.groupId) {
            setPending({ kind: 'edit', detail: editing as unknown as ScheduleDetail, data });
            return;
          }
          await save(data);
        }}
      />
      <ScheduleScopeDialog
        open={Boolean(pending)}
        title={translate(pending?.kind === 'edit' ? 'schedule.editScope' : 'schedule.deleteScope')}
        onClose={() => setPending(null)}
        onChoose={async (scope) => {
          const current = pending;
          setPending(null);
          if (!current) return;
          if (current.kind === 'delete') await remove(current.detail, scope);
          else await save(current.data ?? {}, scope).catch(() => undefined);
        }}
      />
      <Dialog open={Boolean(confirming)} onClose={() => setConfirming(null)}>
        <DialogContent>{translate('schedule.confirmDelete')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{translate('entity.cancel')}</Button>
          <Button
            variant="contained"
            data-testid="schedule-confirm-delete"
            onClick={async () => {
              const target = confirming;
              setConfirming(null);
              if (target) await remove(target, 3);
            }}
          >
            {translate('entity.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
