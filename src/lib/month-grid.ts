import dayjs, { type Dayjs } from 'dayjs';

export interface CalendarEvent {
  id: string;
  title: string;
  startDay: number;
  startTime?: string;
  endDay: number;
  endTime?: string;
  allDay?: number;
  color?: string;
  groupId?: string | null;
  creatorUserId?: string;
}

/** The six Monday-first weeks a month view shows, from the Monday on or before the 1st. */
export function monthWeeks(month: Dayjs): Dayjs[][] {
  const first = month.startOf('month');
  const start = first.subtract((first.day() + 6) % 7, 'day');
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, day) => start.add(week * 7 + day, 'day')));
}

/** The range the month view asks the server for, in the contract's "yyyy-MM-dd HH:mm". */
export function visibleRange(month: Dayjs): { startTime: string; endTime: string } {
  const weeks = monthWeeks(month);
  const first = weeks[0]?.[0] ?? month;
  const last = weeks[5]?.[6] ?? month;
  return { startTime: `${first.format('YYYY-MM-DD')} 00:00`, endTime: `${last.format('YYYY-MM-DD')} 23:59` };
}

/** The events touching one day, all-day ones first, then by start time. */
export function eventsOn(day: Dayjs, events: CalendarEvent[]): CalendarEvent[] {
  const from = day.startOf('day').valueOf();
  const to = day.endOf('day').valueOf();
  return events
    .filter((event) => event.startDay <= to && event.endDay >= from)
    .sort((a, b) => (b.allDay ?? 0) - (a.allDay ?? 0) || String(a.startTime ?? '').localeCompare(String(b.startTime ?? '')) || a.title.localeCompare(b.title));
}

/** "yyyy-MM-dd HH:mm" as the view dialog shows an event's start or end. */
export function formatMoment(day: number, time: string | undefined, allDay: boolean): string {
  const date = dayjs(day).format('YYYY-MM-DD');
  return allDay || !time ? date : `${date} ${time}`;
}
