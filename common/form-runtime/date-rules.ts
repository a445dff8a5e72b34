/**
 * The date and time widgets' arithmetic (spec §3 date and time pickers, §5 number, date and time
 * widgets), shared by the browser's pickers and the server's checks of a saved value:
 * - JNPF formats (element-ui tokens: yyyy-MM-dd HH:mm:ss) converted to dayjs tokens;
 * - a date picker's bounds: the start aligned to the start of its day, month or year (per the
 *   format), the end to 23:59:59 of its day, month or year; read-only when the start is after the end;
 * - a time picker's bounds: from the start (or 00:00:00) to the end (or 23:59:59), a time without
 *   seconds getting ':00';
 * - stored values: epoch milliseconds when valueFormat is 'timestamp' (JNPF's default), otherwise
 *   the text in that format.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

// Stored values in a valueFormat other than 'timestamp' are parsed back with their format.
dayjs.extend(customParseFormat);

export type DatePickerType = 'date' | 'datetime' | 'year' | 'month' | 'week';

/** The displayed format of each picker type when the item sets none (spec §9: yyyy-MM-dd HH:mm for date and time). */
const DEFAULT_FORMATS: Record<DatePickerType, string> = {
  date: 'yyyy-MM-dd',
  datetime: 'yyyy-MM-dd HH:mm',
  year: 'yyyy',
  month: 'yyyy-MM',
  week: 'yyyy-MM-dd',
};

export const DEFAULT_TIME_FORMAT = 'HH:mm:ss';
export const TIMESTAMP = 'timestamp';

export const isDatePickerType = (value: unknown): value is DatePickerType => typeof value === 'string' && value in DEFAULT_FORMATS;

export function defaultDateFormat(type: DatePickerType): string {
  return DEFAULT_FORMATS[type];
}

/**
 * JNPF (element-ui) format tokens to dayjs tokens: yyyy → YYYY, yy → YY, dd → DD, d → D, WW → ww
 * (week of year). HH, hh, mm, ss, MM and A are the same in both; [bracketed] text is kept. A
 * dayjs format passes through unchanged (it has none of the lower-case year or day tokens).
 */
export function jnpfFormatToDayjs(format: string): string {
  return format.replace(/\[[^\]]*\]|yyyy|yy|dd|d|WW|W/g, (token) => {
    switch (token) {
      case 'yyyy':
        return 'YYYY';
      case 'yy':
        return 'YY';
      case 'dd':
        return 'DD';
      case 'd':
        return 'D';
      case 'WW':
        return 'ww';
      case 'W':
        return 'w';
      default:
        return token;
    }
  });
}

export type BoundUnit = 'day' | 'month' | 'year';

/** The unit a format's bounds align to: its smallest date part (a format of times only aligns to the day). */
export function boundUnit(format: string): BoundUnit {
  const tokens = jnpfFormatToDayjs(format).replace(/\[[^\]]*\]/g, '');
  if (/[Dw]/.test(tokens)) return 'day';
  if (/M/.test(tokens)) return 'month';
  if (/Y/.test(tokens)) return 'year';
  return 'day';
}

/** A start bound: the first moment of its day, month or year. */
export function alignStart(ms: number, format: string): number {
  return dayjs(ms).startOf(boundUnit(format)).valueOf();
}

/** An end bound: 23:59:59 of the last day of its day, month or year. */
export function alignEnd(ms: number, format: string): number {
  return dayjs(ms).endOf(boundUnit(format)).millisecond(0).valueOf();
}

/**
 * A date value or bound as epoch milliseconds: a number, a numeric text, or a text in
 * `valueFormat` (JNPF or dayjs tokens; ISO text when absent or 'timestamp'). Null when empty or unreadable.
 */
export function toEpochMs(value: unknown, valueFormat?: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string') return null;
  if (/^-?\d+$/.test(value.trim())) return Number(value.trim());
  const parsed = valueFormat && valueFormat !== TIMESTAMP ? dayjs(value, jnpfFormatToDayjs(valueFormat), true) : dayjs(value);
  return parsed.isValid() ? parsed.valueOf() : null;
}

/** What a date widget stores for a moment: epoch milliseconds, or the text in `valueFormat`. */
export function toStoredDate(ms: number, valueFormat: string = TIMESTAMP): number | string {
  return valueFormat === TIMESTAMP ? ms : dayjs(ms).format(jnpfFormatToDayjs(valueFormat));
}

/** A stored date value as the user reads it (empty text for no value). */
export function formatDateValue(value: unknown, format: string, valueFormat?: string): string {
  const ms = toEpochMs(value, valueFormat);
  return ms === null ? '' : dayjs(ms).format(jnpfFormatToDayjs(format));
}

/** Times without seconds get ':00' ('08:30' → '08:30:00'); anything else is returned as it is. */
export function withSeconds(time: string): string {
  return /^\d{1,2}:\d{2}$/.test(time) ? `${time}:00` : time;
}

/** A time of day as 'HH:mm:ss', or null when the text is not a time. */
function normalTime(time: unknown): string | null {
  if (typeof time !== 'string' || time === '') return null;
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!match) return null;
  const [hours, minutes, seconds = '00'] = match.slice(1);
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return `${hours.padStart(2, '0')}:${minutes}:${seconds}`;
}

/**
 * Whether a picker's start bound lies after its end bound (spec §4: the date picker becomes
 * read-only). Both must be set: dates compare as moments, times of day ('HH:mm[:ss]') as times.
 */
export function isBoundsInverted(start: unknown, end: unknown): boolean {
  const startTime = normalTime(start);
  const endTime = normalTime(end);
  if (startTime !== null && endTime !== null) return startTime > endTime;
  const startMs = toEpochMs(start);
  const endMs = toEpochMs(end);
  return startMs !== null && endMs !== null && startMs > endMs;
}

export interface DateBounds {
  /** the first selectable moment, or null for none */
  min: number | null;
  /** the last selectable moment (23:59:59 of its day, month or year), or null for none */
  max: number | null;
  /** the start lies after the end: the picker is read-only */
  inverted: boolean;
}

/** A date picker's bounds from its startTime and endTime props, aligned per its format. */
export function dateBounds(startTime: unknown, endTime: unknown, format: string): DateBounds {
  const start = toEpochMs(startTime);
  const end = toEpochMs(endTime);
  return {
    min: start === null ? null : alignStart(start, format),
    max: end === null ? null : alignEnd(end, format),
    inverted: isBoundsInverted(start, end),
  };
}

/** Whether a moment lies outside a date picker's bounds (a disabled date). */
export function isDateOutOfBounds(ms: number, bounds: DateBounds): boolean {
  return (bounds.min !== null && ms < bounds.min) || (bounds.max !== null && ms > bounds.max);
}

/** Whether a whole period (a day, month or year of the format) lies outside the bounds: its last moment before the start or its first after the end. */
export function isPeriodOutOfBounds(ms: number, format: string, bounds: DateBounds): boolean {
  return (bounds.min !== null && alignEnd(ms, format) < bounds.min) || (bounds.max !== null && alignStart(ms, format) > bounds.max);
}

export interface TimeBounds {
  /** 'HH:mm:ss' */
  min: string;
  max: string;
  inverted: boolean;
}

export const DAY_START = '00:00:00';
export const DAY_END = '23:59:59';

/** A time picker's selectable range: from the start (or 00:00:00) to the end (or 23:59:59). */
export function timeBounds(startTime: unknown, endTime: unknown): TimeBounds {
  const min = normalTime(typeof startTime === 'string' ? withSeconds(startTime) : startTime) ?? DAY_START;
  const max = normalTime(typeof endTime === 'string' ? withSeconds(endTime) : endTime) ?? DAY_END;
  return { min, max, inverted: min > max };
}

/** Whether a time of day ('HH:mm' or 'HH:mm:ss') lies outside a time picker's range. */
export function isTimeOutOfBounds(time: string, bounds: TimeBounds): boolean {
  const normal = normalTime(time);
  return normal === null || normal < bounds.min || normal > bounds.max;
}
