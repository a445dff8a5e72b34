import dayjs from 'dayjs';

/** At most this many occurrences of one repeating event are stored (a daily event for a year and a bit). */
export const MAX_OCCURRENCES = 400;

const STEP: Record<string, [number, dayjs.ManipulateType] | undefined> = {
  '2': [1, 'day'],
  '3': [1, 'week'],
  '4': [1, 'month'],
  '5': [1, 'year'],
};

/** Fields that belong to a day rather than to the whole series, left alone when a series is edited. */
export const PER_OCCURRENCE: ReadonlySet<string> = new Set(['startDay', 'endDay', 'repetition', 'repeatTime']);

/**
 * The [start, end] epoch-ms pairs of an event and its repetitions (1 none, 2 daily, 3 weekly,
 * 4 monthly, 5 yearly) up to `repeatTime`. Each occurrence keeps the event's length.
 */
export function occurrences(startDay: number, endDay: number, repetition: string, repeatTime: number | null | undefined): [number, number][] {
  const step = STEP[repetition];
  if (!step || !repeatTime) return [[startDay, endDay]];
  const length = endDay - startDay;
  const result: [number, number][] = [];
  for (let n = 0, start = dayjs(startDay); start.valueOf() <= repeatTime && n < MAX_OCCURRENCES; n += 1) {
    result.push([start.valueOf(), start.valueOf() + length]);
    start = dayjs(startDay).add(step[0] * (n + 1), step[1]);
  }
  return result;
}

/** A range bound as the calendar sends it ("yyyy-MM-dd HH:mm") or as epoch ms; null when unreadable. */
export function rangeBound(value: string | number | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d+$/.test(String(value))) return Number(value);
  const parsed = dayjs(String(value));
  return parsed.isValid() ? parsed.valueOf() : null;
}

/** When an event starts or ends, in epoch ms, from its day and "HH:mm" time (all-day: the whole day). */
export function eventMoment(day: number, time: unknown, allDay: boolean, end: boolean): number {
  if (allDay || typeof time !== 'string' || time === '') return day + (end ? 86_399_999 : 0);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(day).setHours(hours ?? 0, minutes ?? 0, 0, 0);
}

/** The calendar's two refusals (the server's and the mocks'): an end before the start, a repetition without an end. */
export function scheduleRefusal(body: Record<string, unknown>): 'scheduleEndsBeforeStart' | 'scheduleRepeatUntilMissing' | null {
  const allDay = body.allDay === 1;
  const startDay = Number(body.startDay);
  if (eventMoment(Number(body.endDay), body.endTime, allDay, true) < eventMoment(startDay, body.startTime, allDay, false)) return 'scheduleEndsBeforeStart';
  if (String(body.repetition ?? '1') !== '1' && !(typeof body.repeatTime === 'number' && body.repeatTime >= startDay)) return 'scheduleRepeatUntilMissing';
  return null;
}
