import { useTranslate } from 'react-admin';
import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { CalendarEvent } from '../../lib/month-grid.ts';

/** Today's events: all-day ones first, then by start time (month-grid's eventsOn); a click opens one. */
export function ScheduleList({ events, onOpen }: { events: CalendarEvent[]; onOpen: (event: CalendarEvent) => void }) {
  const translate = useTranslate();
  if (events.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('dashboard.noSchedule')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {events.map((event) => (
        <ListItemButton key={event.id} onClick={() => onOpen(event)} data-testid="dashboard-schedule">
          <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: event.color || 'primary.main', mr: 1.5, flex: 'none' }} />
          <ListItemText
            primary={event.title}
            secondary={event.allDay ? translate('dashboard.allDay') : `${event.startTime ?? ''}–${event.endTime ?? ''}`}
            slotProps={{ primary: { noWrap: true } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
