import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { currentDefaultOf, type CurrentValues } from '../../../src/form-runtime/renderer/current-defaults.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';

/** JNPF's `defaultCurrent` (contract §7.2): a new record's date, time and pickers start at the signed-in user and the moment the form opens. */
const now = dayjs('2026-11-25 09:30:15').valueOf();
const current: CurrentValues = { now, userId: 'u-1', departmentId: 'dep-9', positionId: 'pos-3', organizeIdList: ['org-group', 'org-terminal'] };
const item = (key: string, props: Record<string, unknown> = {}): FormItem => ({ key, field: 'f', props: { defaultCurrent: true, ...props } });

describe('defaultCurrent', () => {
  it('starts a date at the opening moment, as a timestamp or in its value format', () => {
    expect(currentDefaultOf(item('date'), current)).toBe(now);
    expect(currentDefaultOf(item('date', { valueFormat: 'yyyy-MM-dd' }), current)).toBe('2026-11-25');
  });

  it('starts a time at the opening moment in its format', () => {
    expect(currentDefaultOf(item('time'), current)).toBe('09:30:15');
    expect(currentDefaultOf(item('time', { format: 'HH:mm' }), current)).toBe('09:30');
  });

  it('starts the pickers at the user, their department, position and organisation path, as lists when they pick several', () => {
    expect(currentDefaultOf(item('userSelect'), current)).toBe('u-1');
    expect(currentDefaultOf(item('userSelect', { multiple: true }), current)).toEqual(['u-1']);
    expect(currentDefaultOf(item('depSelect'), current)).toBe('dep-9');
    expect(currentDefaultOf(item('posSelect'), current)).toBe('pos-3');
    expect(currentDefaultOf(item('comSelect'), current)).toEqual(['org-group', 'org-terminal']);
    expect(currentDefaultOf(item('comSelect', { multiple: true }), current)).toEqual([['org-group', 'org-terminal']]);
  });

  it('gives nothing without the setting, for other widgets, or when the user has no such value', () => {
    expect(currentDefaultOf({ key: 'date', field: 'f', props: {} }, current)).toBeUndefined();
    expect(currentDefaultOf(item('comInput'), current)).toBeUndefined();
    expect(currentDefaultOf(item('depSelect'), { now })).toBeUndefined();
  });
});
