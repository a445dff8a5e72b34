import { describe, expect, it } from 'vitest';
import { toChineseAmount } from '../../../common/form-runtime/calc/index.ts';

/** The Chinese capital amount (spec §5 Calculations, §9): JNPF getAmountChinese with the financial writing rules. */
describe('toChineseAmount', () => {
  it.each([
    [0, '零元整'],
    ['0', '零元整'],
    ['0.00', '零元整'],
    [-0, '零元整'],
    [0.05, '伍分'],
    [0.5, '伍角'],
    [0.1, '壹角'],
    ['0.105', '壹角零伍厘'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    ['10.00', '壹拾元整'],
    [10.5, '壹拾元伍角'],
    [1.05, '壹元零伍分'],
    [325.04, '叁佰贰拾伍元零肆分'],
    [1409.5, '壹仟肆佰零玖元伍角'],
    [6007.14, '陆仟零柒元壹角肆分'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [10000, '壹万元整'],
    [11000, '壹万壹仟元整'],
    [101000, '壹拾万零壹仟元整'],
    [100000, '壹拾万元整'],
    [1010000, '壹佰零壹万元整'],
    [10010000, '壹仟零壹万元整'],
    [100000001, '壹亿零壹元整'],
    [100010000, '壹亿零壹万元整'],
    [123456789, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整'],
    ['1000000000000', '壹万亿元整'],
    ['1000100000000', '壹万零壹亿元整'],
    ['1.2345', '壹元贰角叁分肆厘伍毫'],
    ['1.23456', '壹元贰角叁分肆厘伍毫'],
    ['0.00001', '零元整'],
  ])('%s → %s', (value, words) => {
    expect(toChineseAmount(value)).toBe(words);
  });

  it('converts up to 15 integer digits and overflows from 16 on (the 1e15 boundary)', () => {
    expect(toChineseAmount('999999999999999')).toBe('玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整');
    expect(toChineseAmount('999999999999999.99')).toBe('玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
    expect(toChineseAmount('100000000000000')).toBe('壹佰万亿元整');
    expect(toChineseAmount(1e15)).toBe('数字较大溢出');
    expect(toChineseAmount('1e15')).toBe('数字较大溢出');
    expect(toChineseAmount('1234567890123456')).toBe('数字较大溢出');
    expect(toChineseAmount(1e21)).toBe('数字较大溢出');
  });

  it('gives empty text for negative, invalid or empty input', () => {
    for (const value of [-1, '-0.01', -1e20, 'abc', '12abc', '1,2', NaN, Infinity, '', '  ', null, undefined, true, {}, [1]])
      expect(toChineseAmount(value)).toBe('');
  });

  it('reads text with thousands separators as the number it shows', () => {
    expect(toChineseAmount('1,234.56')).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(toChineseAmount('12,345,678')).toBe('壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元整');
  });
});
