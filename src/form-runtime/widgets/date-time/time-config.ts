import dayjs, { type Dayjs } from 'dayjs';
import type { TimeView } from '@mui/x-date-pickers/models';
import { DEFAULT_TIME_FORMAT, jnpfFormatToDayjs, timeBounds, withSeconds, type TimeBounds } from '../../../../common/form-runtime/date-rules.ts';

/** What a time or time-range widget reads from its item's props (contract §7.2: format and value-format HH:mm:ss, startTime, endTime). */
export interface TimeConfig {
  /** the dayjs format the time is shown and stored in */
  format: string;
  bounds: TimeBounds;
  views: TimeView[];
}

export function timeConfig(props: Record<string, unknown>): TimeConfig {
  const given = typeof props.format === 'string' && props.format !== '' ? props.format : DEFAULT_TIME_FORMAT;
  const format = jnpfFormatToDayjs(given);
  return {
    format,
    bounds: timeBounds(props.startTime, props.endTime),
    views: /s/.test(format) ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes'],
  };
}

/** A time of day ('HH:mm:ss') on today's date, as the pickers take it (they compare times only). */
export const timeOfDay = (time: string): Dayjs => {
  const [hours, minutes, seconds] = time.split(':').map(Number);
  return dayjs().startOf('day').hour(hours).minute(minutes).second(seconds);
};

/** A stored time as the picker's value; a stored time without seconds reads as ':00' (spec §5). Null when empty or unreadable. */
export function timeValue(value: unknown, config: TimeConfig): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const strict = dayjs(value, config.format, true);
  if (strict.isValid()) return strict;
  const full = dayjs(withSeconds(value), 'HH:mm:ss', true);
  return full.isValid() ? full : null;
}

/** A stored time as the user reads it, in the widget's format. */
export function shownTime(value: unknown, config: TimeConfig): string {
  return timeValue(value, config)?.format(config.format) ?? (typeof value === 'string' ? value : '');
}

/**
 * A picked time as stored: in the widget's format, moved into the selectable range when typed
 * outside it (JNPF sets a time before the start to the start and one after the end to the end).
 */
export function storedTime(picked: Dayjs, config: TimeConfig, bounds: TimeBounds = config.bounds): string {
  const time = picked.format('HH:mm:ss');
  const clamped = time < bounds.min ? bounds.min : time > bounds.max ? bounds.max : time;
  return timeOfDay(clamped).format(config.format);
}
