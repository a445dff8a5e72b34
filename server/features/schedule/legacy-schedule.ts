import dayjs from 'dayjs';
import { eventMoment } from './occurrences.ts';
import type { ScheduleBody, ScheduleRow } from './schedule-operations.ts';

/**
 * The legacy calendar's shape (contract §4.4 "Legacy (3.1) schedule", still the stock 3.4.7
 * client's `extend/schedule` page) over this platform's events: `content` is the event's title
 * (what the calendar shows), `startTime`/`endTime` are epoch ms, `colour` is its colour.
 */
export interface LegacyEvent {
  id: string;
  content: string;
  startTime: number;
  endTime: number;
  colour: string;
}

/** What the legacy page sends: the times as epoch ms, the words, the colour (its reminder fields are not kept). */
export interface LegacyBody {
  startTime: number;
  endTime: number;
  content: string;
  colour?: string;
}

export function toLegacy(row: ScheduleRow): LegacyEvent {
  const allDay = row.allDay === 1;
  return {
    id: row.id,
    content: String(row.title ?? ''),
    startTime: eventMoment(Number(row.startDay ?? 0), row.startTime, allDay, false),
    endTime: eventMoment(Number(row.endDay ?? 0), row.endTime, allDay, true),
    colour: String(row.color ?? ''),
  };
}

/** A moment as the calendar stores it: its day (local midnight) and its "HH:mm". */
const split = (moment: number) => {
  const at = dayjs(moment);
  return { day: at.startOf('day').valueOf(), time: at.format('HH:mm') };
};

/** A legacy body as a calendar body: one timed, non-repeating event. */
export function fromLegacy(body: LegacyBody): ScheduleBody {
  const start = split(body.startTime);
  const end = split(body.endTime);
  return {
    title: body.content.trim(),
    allDay: 0,
    startDay: start.day,
    startTime: start.time,
    endDay: end.day,
    endTime: end.time,
    repetition: '1',
    ...(body.colour ? { color: body.colour } : {}),
  };
}
