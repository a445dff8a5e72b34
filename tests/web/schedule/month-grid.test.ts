import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { eventsOn, formatMoment, monthWeeks, visibleRange } from '../../../src/lib/month-grid.ts';

describe('the month grid', () => {
  it('shows six Monday-first weeks starting on or before the 1st', () => {
    const weeks = monthWeeks(dayjs('2026-11-15'));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]?.format('YYYY-MM-DD')).toBe('2026-10-26');
    expect(weeks[0]?.[6]?.format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(weeks[5]?.[6]?.format('YYYY-MM-DD')).toBe('2026-12-06');
    expect(visibleRange(dayjs('2026-11-01'))).toEqual({ startTime: '2026-10-26 00:00', endTime: '2026-12-06 23:59' });
  });

  it('puts an event on every day it touches, all-day ones first, then by time', () => {
    const at = (iso: string) => dayjs(iso).valueOf();
    const events = [
      { id: 'b', title: 'B', startDay: at('2026-11-02'), startTime: '14:00', endDay: at('2026-11-02') },
      { id: 'a', title: 'A', startDay: at('2026-11-02'), startTime: '09:00', endDay: at('2026-11-03') },
      { id: 'c', title: 'C', startDay: at('2026-11-02'), endDay: at('2026-11-02'), allDay: 1 },
    ];
    expect(eventsOn(dayjs('2026-11-02'), events).map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(eventsOn(dayjs('2026-11-03'), events).map((e) => e.id)).toEqual(['a']);
    expect(eventsOn(dayjs('2026-11-04'), events)).toEqual([]);
    expect(formatMoment(at('2026-11-02'), '09:05', false)).toBe('2026-11-02 09:05');
    expect(formatMoment(at('2026-11-02'), '09:05', true)).toBe('2026-11-02');
  });
});
