import { describe, expect, it } from 'vitest';
import { billRuleExample } from '../../../src/crud/bill-rule-example.ts';

describe('the numbering rule example (spec lowcode §4)', () => {
  const today = new Date('2026-11-22T08:00:00');
  it('joins prefix, today in the chosen format and the padded start number', () => {
    expect(billRuleExample({ prefix: 'QJ', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1' }, today).example).toBe('QJ202611220001');
    expect(billRuleExample({ prefix: 'QJ', dateFormat: 'yyyyMM', digit: 3, startNumber: '7' }, today).example).toBe('QJ202611007');
    expect(billRuleExample({ prefix: 'QJ', dateFormat: 'yyyy', digit: 2, startNumber: '5' }, today).example).toBe('QJ202605');
  });
  it('leaves the date out for no, and pads nothing when there is no start number', () => {
    expect(billRuleExample({ prefix: 'A', dateFormat: 'no', digit: 3, startNumber: '12' }, today).example).toBe('A012');
    expect(billRuleExample({ prefix: 'A', dateFormat: 'no', digit: 3 }, today).example).toBe('A');
  });
});
