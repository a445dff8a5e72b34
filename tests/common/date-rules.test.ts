import { describe, expect, it } from 'vitest';
import {
  alignEnd,
  alignStart,
  boundUnit,
  dateBounds,
  formatDateValue,
  isBoundsInverted,
  isDateOutOfBounds,
  isPeriodOutOfBounds,
  isTimeOutOfBounds,
  jnpfFormatToDayjs,
  timeBounds,
  toEpochMs,
  toStoredDate,
  withSeconds,
} from '../../common/form-runtime/date-rules.ts';

/**
 * The date and time widgets' arithmetic (spec §5 number, date and time widgets; §4 the date picker
 * becomes read-only): the same code checks a picker in the browser and a saved value on the server.
 * Moments are built in local time, as the pickers build them.
 */
const at = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) => new Date(year, month - 1, day, hours, minutes, seconds).getTime();

describe('JNPF formats', () => {
  it('converts element-ui tokens to dayjs tokens and keeps the rest', () => {
    expect(jnpfFormatToDayjs('yyyy-MM-dd HH:mm:ss')).toBe('YYYY-MM-DD HH:mm:ss');
    expect(jnpfFormatToDayjs('yyyy-MM')).toBe('YYYY-MM');
    expect(jnpfFormatToDayjs('yyyy')).toBe('YYYY');
    expect(jnpfFormatToDayjs('yy/M/d')).toBe('YY/M/D');
    expect(jnpfFormatToDayjs('yyyy 第 WW 周')).toBe('YYYY 第 ww 周');
    expect(jnpfFormatToDayjs('HH:mm')).toBe('HH:mm');
    // A dayjs format and bracketed text pass through.
    expect(jnpfFormatToDayjs('YYYY-MM-DD')).toBe('YYYY-MM-DD');
    expect(jnpfFormatToDayjs('[day] dd')).toBe('[day] DD');
  });

  it('stores epoch milliseconds by default and text in a valueFormat, and reads both back', () => {
    const moment = at(2024, 5, 10, 14, 30);
    expect(toStoredDate(moment)).toBe(moment);
    expect(toStoredDate(moment, 'timestamp')).toBe(moment);
    expect(toStoredDate(moment, 'yyyy-MM-dd HH:mm')).toBe('2024-05-10 14:30');
    expect(toEpochMs('2024-05-10 14:30', 'yyyy-MM-dd HH:mm')).toBe(moment);
    expect(toEpochMs(String(moment))).toBe(moment);
    expect(toEpochMs('not a date', 'yyyy-MM-dd')).toBeNull();
    expect(toEpochMs('')).toBeNull();
    expect(formatDateValue(moment, 'yyyy-MM-dd HH:mm')).toBe('2024-05-10 14:30');
    expect(formatDateValue(null, 'yyyy-MM-dd')).toBe('');
  });
});

describe('date bounds (spec §5: start aligned to the start of the day, month or year; end to 23:59:59)', () => {
  const start = at(2024, 5, 10, 15, 20, 30);
  const end = at(2024, 8, 20, 9, 5, 0);

  it('aligns to the day for a day format', () => {
    expect(boundUnit('yyyy-MM-dd')).toBe('day');
    expect(boundUnit('yyyy-MM-dd HH:mm:ss')).toBe('day');
    expect(alignStart(start, 'yyyy-MM-dd')).toBe(at(2024, 5, 10));
    expect(alignEnd(end, 'yyyy-MM-dd')).toBe(at(2024, 8, 20, 23, 59, 59));
  });

  it('aligns to the month for a month format', () => {
    expect(boundUnit('yyyy-MM')).toBe('month');
    expect(alignStart(start, 'yyyy-MM')).toBe(at(2024, 5, 1));
    expect(alignEnd(end, 'yyyy-MM')).toBe(at(2024, 8, 31, 23, 59, 59));
    // February of a leap year ends on the 29th.
    expect(alignEnd(at(2024, 2, 3), 'yyyy-MM')).toBe(at(2024, 2, 29, 23, 59, 59));
  });

  it('aligns to the year for a year format', () => {
    expect(boundUnit('yyyy')).toBe('year');
    expect(alignStart(start, 'yyyy')).toBe(at(2024, 1, 1));
    expect(alignEnd(end, 'yyyy')).toBe(at(2024, 12, 31, 23, 59, 59));
  });

  it('ends a bound at 23:59:59 exactly, not a millisecond later', () => {
    const last = new Date(alignEnd(end, 'yyyy-MM-dd'));
    expect([last.getHours(), last.getMinutes(), last.getSeconds(), last.getMilliseconds()]).toEqual([23, 59, 59, 0]);
  });

  it('disables what lies outside the aligned bounds and keeps the first and last day', () => {
    const bounds = dateBounds(start, end, 'yyyy-MM-dd');
    expect(bounds).toEqual({ min: at(2024, 5, 10), max: at(2024, 8, 20, 23, 59, 59), inverted: false });
    expect(isDateOutOfBounds(at(2024, 5, 9, 23, 59, 59), bounds)).toBe(true);
    expect(isDateOutOfBounds(at(2024, 5, 10), bounds)).toBe(false);
    expect(isDateOutOfBounds(at(2024, 8, 20, 23, 0), bounds)).toBe(false);
    expect(isDateOutOfBounds(at(2024, 8, 21), bounds)).toBe(true);
    // A month picker keeps May although the start is the 10th.
    const months = dateBounds(start, end, 'yyyy-MM');
    expect(isPeriodOutOfBounds(at(2024, 5, 1), 'yyyy-MM', months)).toBe(false);
    expect(isPeriodOutOfBounds(at(2024, 4, 1), 'yyyy-MM', months)).toBe(true);
    expect(isPeriodOutOfBounds(at(2024, 9, 1), 'yyyy-MM', months)).toBe(true);
  });

  it('leaves an open end open', () => {
    const bounds = dateBounds(null, undefined, 'yyyy-MM-dd');
    expect(bounds).toEqual({ min: null, max: null, inverted: false });
    expect(isDateOutOfBounds(at(1990, 1, 1), bounds)).toBe(false);
  });
});

describe('inverted bounds (spec §4: the date picker becomes read-only)', () => {
  it('is inverted only when both ends are set and the start is later', () => {
    expect(isBoundsInverted(at(2024, 6, 1), at(2024, 5, 1))).toBe(true);
    expect(isBoundsInverted(at(2024, 5, 1), at(2024, 6, 1))).toBe(false);
    expect(isBoundsInverted(at(2024, 5, 1), at(2024, 5, 1))).toBe(false);
    expect(isBoundsInverted(at(2024, 6, 1), null)).toBe(false);
    expect(isBoundsInverted(undefined, at(2024, 5, 1))).toBe(false);
    expect(dateBounds(at(2024, 6, 1), at(2024, 5, 1), 'yyyy-MM-dd').inverted).toBe(true);
  });

  it('compares times of day as times, with or without seconds', () => {
    expect(isBoundsInverted('18:00', '08:30')).toBe(true);
    expect(isBoundsInverted('08:30', '18:00:00')).toBe(false);
    expect(isBoundsInverted('9:00', '10:00')).toBe(false);
    expect(timeBounds('18:00', '08:30').inverted).toBe(true);
  });
});

describe('time bounds (spec §5: from the start or 00:00:00 to the end or 23:59:59; times without seconds get :00)', () => {
  it('appends :00 to a time without seconds and leaves others alone', () => {
    expect(withSeconds('08:30')).toBe('08:30:00');
    expect(withSeconds('08:30:15')).toBe('08:30:15');
    expect(withSeconds('')).toBe('');
  });

  it('defaults to the whole day and takes the start and end with seconds', () => {
    expect(timeBounds(undefined, null)).toEqual({ min: '00:00:00', max: '23:59:59', inverted: false });
    expect(timeBounds('08:30', '17:45')).toEqual({ min: '08:30:00', max: '17:45:00', inverted: false });
    expect(timeBounds('8:05:10', '')).toEqual({ min: '08:05:10', max: '23:59:59', inverted: false });
  });

  it('disables times outside the range, the ends included as selectable', () => {
    const bounds = timeBounds('08:30', '17:45');
    expect(isTimeOutOfBounds('08:29:59', bounds)).toBe(true);
    expect(isTimeOutOfBounds('08:30', bounds)).toBe(false);
    expect(isTimeOutOfBounds('17:45:00', bounds)).toBe(false);
    expect(isTimeOutOfBounds('17:45:01', bounds)).toBe(true);
    expect(isTimeOutOfBounds('25:00', bounds)).toBe(true);
  });
});
