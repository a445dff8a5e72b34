import { describe, expect, it } from 'vitest';
import {
  checkItemValue,
  firstRuleFailure,
  isEmptyValue,
  localizedRuleMessage,
  parseRegPattern,
  PATTERN_RULES,
  requiredMessage,
} from '../../../common/form-runtime/validation/index.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';

const LANGUAGES = ['zh', 'zh-TW', 'en'] as const;

describe('isEmptyValue (spec §5 sub-table cells: empty, null or an empty array)', () => {
  it.each([[undefined], [null], [''], [[]]])('%j is empty', (value) => expect(isEmptyValue(value)).toBe(true));
  it.each([[0], [false], [' '], [[0]], [{}], ['0']])('%j is a value', (value) => expect(isEmptyValue(value)).toBe(false));
});

describe('parseRegPattern', () => {
  it('reads JNPF’s /source/flags, keeping the flags', () => {
    const regex = parseRegPattern('/^abc$/i');
    expect(regex?.source).toBe('^abc$');
    expect(regex?.flags).toBe('i');
    expect(regex?.test('ABC')).toBe(true);
  });

  it('reads a bare source, and a source holding slashes', () => {
    expect(parseRegPattern('^[0-9]+$')?.test('123')).toBe(true);
    expect(parseRegPattern('/^a\\/b$/')?.test('a/b')).toBe(true);
    expect(parseRegPattern('^a/b$')?.test('a/b')).toBe(true);
  });

  it.each([['/(/'], ['('], ['/a/zz'], ['[']])('gives undefined for %j, never throws', (pattern) => {
    expect(() => parseRegPattern(pattern)).not.toThrow();
    expect(parseRegPattern(pattern)).toBeUndefined();
  });
});

describe('firstRuleFailure', () => {
  it('checks only a value that is there (rules skip empty values)', () => {
    for (const value of [undefined, null, '', []]) expect(firstRuleFailure(value, [{ rule: 'mobile' }, { pattern: '/^x$/' }], 'zh')).toBeUndefined();
  });

  it('gives the first failing rule’s message', () => {
    const rules = [{ pattern: '/^[0-9]+$/', message: '只能数字' }, { pattern: '/^.{3}$/', message: '三位' }, { rule: 'mobile' as const }];
    expect(firstRuleFailure('12', rules, 'zh')).toBe('三位');
    expect(firstRuleFailure('ab', rules, 'zh')).toBe('只能数字');
    expect(firstRuleFailure('123', rules, 'zh')).toBe(PATTERN_RULES.mobile.messages.zh);
    expect(firstRuleFailure('13912345678', [{ rule: 'mobile' }, { pattern: '^139' }], 'zh')).toBeUndefined();
  });

  it('lets a custom message replace the catalogue’s, as one text or in three languages', () => {
    expect(firstRuleFailure('1', [{ rule: 'mobile', message: '手机号不对' }], 'en')).toBe('手机号不对');
    const texts = { zh: '手机号不对', 'zh-TW': '手機號不對', en: 'Wrong mobile' };
    expect(firstRuleFailure('1', [{ rule: 'mobile', message: texts }], 'zh-TW')).toBe('手機號不對');
    expect(firstRuleFailure('1', [{ rule: 'mobile', message: texts }], 'en')).toBe('Wrong mobile');
    // an empty custom message is no message
    expect(firstRuleFailure('1', [{ rule: 'mobile', message: '' }], 'zh')).toBe(PATTERN_RULES.mobile.messages.zh);
  });

  it('words a pattern without a message as a translated "format is invalid", never the regex', () => {
    expect(firstRuleFailure('b', [{ pattern: '/^a$/' }], 'zh')).toBe('格式不正确');
    expect(firstRuleFailure('b', [{ pattern: '/^a$/' }], 'zh-TW')).toBe('格式不正確');
    expect(firstRuleFailure('b', [{ pattern: '/^a$/' }], 'en')).toBe('The format is invalid');
  });

  it('skips a rule whose pattern does not compile, and an unknown rule name', () => {
    expect(
      firstRuleFailure(
        'x',
        [
          { pattern: '/(/', message: 'broken' },
          { pattern: '/^y$/', message: 'second' },
        ],
        'zh',
      ),
    ).toBe('second');
    expect(firstRuleFailure('x', [{ rule: 'nope' as never }, {}], 'zh')).toBeUndefined();
  });

  it('checks numbers as their text, and every item of a list', () => {
    expect(firstRuleFailure(2.5, [{ rule: 'halfHour' }], 'zh')).toBeUndefined();
    expect(firstRuleFailure(2.25, [{ rule: 'halfHour' }], 'zh')).toBe(PATTERN_RULES.halfHour.messages.zh);
    expect(firstRuleFailure(['1', '2'], [{ rule: 'positiveInteger' }], 'zh')).toBeUndefined();
    expect(firstRuleFailure(['1', '0'], [{ rule: 'positiveInteger' }], 'zh')).toBe('请输入正整数');
  });

  it('gives the same answer however often a global pattern is used', () => {
    const rules = [{ pattern: '/^a$/g', message: 'no' }];
    expect([firstRuleFailure('a', rules, 'zh'), firstRuleFailure('a', rules, 'zh'), firstRuleFailure(['a', 'a'], rules, 'zh')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('requiredMessage (spec §5: cannot be empty)', () => {
  it('names the field in each language', () => {
    expect(requiredMessage('手机', 'zh')).toBe('手机不能为空');
    expect(requiredMessage('手機', 'zh-TW')).toBe('手機不能為空');
    expect(requiredMessage('Mobile', 'en')).toBe('Mobile cannot be empty');
  });
  it('reads well without a label', () => {
    expect(requiredMessage('', 'zh')).toBe('不能为空');
    expect(requiredMessage(' ', 'en')).toBe('Cannot be empty');
  });
});

describe('checkItemValue', () => {
  const item: FormItem = {
    key: 'comInput',
    field: 'mobile',
    label: { zh: '手机', 'zh-TW': '手機', en: 'Mobile' },
    required: true,
    regList: [{ rule: 'mobile' }],
    props: {},
  };
  it('says a required item is empty first, by its label', () => {
    expect(checkItemValue(item, '', 'zh')).toBe('手机不能为空');
    expect(checkItemValue(item, [], 'zh-TW')).toBe('手機不能為空');
    expect(checkItemValue(item, null, 'en')).toBe('Mobile cannot be empty');
  });
  it('then checks its rules', () => {
    expect(checkItemValue(item, '123', 'zh')).toBe('请正确输入您的手机号');
    expect(checkItemValue(item, '13912345678', 'zh')).toBeUndefined();
  });
  it('lets an optional item stay empty', () => {
    expect(checkItemValue({ ...item, required: false }, '', 'zh')).toBeUndefined();
    expect(checkItemValue({ ...item, required: undefined, regList: undefined }, 'x', 'zh')).toBeUndefined();
  });
});

describe('localizedRuleMessage', () => {
  const issues = [
    { keyword: 'type', params: { type: 'integer' } },
    { keyword: 'type', params: { type: 'string,null' } },
    { keyword: 'maxLength', params: { limit: 50 } },
    { keyword: 'minLength', params: { limit: 3 } },
    { keyword: 'minLength', params: { limit: 1 } },
    { keyword: 'minimum', params: { comparison: '>=', limit: 0 } },
    { keyword: 'maximum', params: { comparison: '<=', limit: 999999 } },
    { keyword: 'exclusiveMinimum', params: { comparison: '>', limit: 0 } },
    { keyword: 'enum', params: { allowedValues: [0, 1] } },
    { keyword: 'const', params: { allowedValue: 1 } },
    { keyword: 'multipleOf', params: { multipleOf: 0.5 } },
    { keyword: 'maxItems', params: { limit: 3 } },
    { keyword: 'minItems', params: { limit: 1 } },
    { keyword: 'uniqueItems', params: { i: 0, j: 1 } },
    { keyword: 'additionalProperties', params: { additionalProperty: 'secret' } },
    { keyword: 'maxProperties', params: { limit: 200 } },
    { keyword: 'required', params: { missingProperty: 'mobilePhone' } },
    { keyword: 'pattern', params: { pattern: '^[0-9]{3}$' } },
    { keyword: 'format', params: { format: 'date-time' } },
    { keyword: 'not', params: {} },
    { keyword: 'anyOf', params: {} },
    { keyword: 'oneOf', params: { passingSchemas: null } },
    { keyword: 'if', params: { failingKeyword: 'then' } },
    { keyword: 'dependencies', params: { property: 'a', deps: 'b', depsCount: 1 } },
    { keyword: 'propertyNames', params: { propertyName: 'x' } },
    { keyword: 'somethingNew', params: {} },
    { params: {}, message: 'must be something' },
  ];

  it.each(issues.map((issue) => [issue.keyword ?? '(none)', issue]))(
    '%s reads without Latin words in zh and zh-TW, and without a regex or a property name',
    (_, issue) => {
      for (const language of LANGUAGES) {
        const text = localizedRuleMessage(issue, language);
        expect(text.trim()).not.toBe('');
        if (language !== 'en') expect(text).not.toMatch(/[A-Za-z]{2,}/);
        expect(text).not.toContain('^[0-9]{3}$');
        expect(text).not.toContain('mobilePhone');
        expect(text).not.toContain('secret');
        expect(text).not.toContain('must be something');
      }
    },
  );

  it('uses ajv-i18n’s translations', () => {
    expect(localizedRuleMessage({ keyword: 'maxLength', params: { limit: 50 } }, 'zh')).toBe('不应多于 50 个字符');
    expect(localizedRuleMessage({ keyword: 'maxLength', params: { limit: 50 } }, 'zh-TW')).toBe('不應該多於 50 個字元');
    expect(localizedRuleMessage({ keyword: 'maxLength', params: { limit: 50 } }, 'en')).toBe('must NOT be longer than 50 characters');
    expect(localizedRuleMessage({ keyword: 'type', params: { type: 'integer' } }, 'zh')).toBe('应当是 整数 类型');
    expect(localizedRuleMessage({ keyword: 'type', params: { type: 'integer' } }, 'en')).toBe('must be an integer');
  });

  it('words a catalogue pattern with its rule, any other pattern or format generically', () => {
    expect(localizedRuleMessage({ keyword: 'pattern', params: { pattern: `^$|${PATTERN_RULES.mobile.pattern}` } }, 'zh')).toBe('请正确输入您的手机号');
    expect(localizedRuleMessage({ keyword: 'pattern', params: { pattern: PATTERN_RULES.email.pattern } }, 'en')).toBe('Enter a valid e-mail address');
    expect(localizedRuleMessage({ keyword: 'pattern', params: { pattern: '^x$' } }, 'zh')).toBe('格式不正确');
    expect(localizedRuleMessage({ keyword: 'format', params: { format: 'email' } }, 'en')).toBe('The format is invalid');
    expect(localizedRuleMessage({ keyword: 'required', params: { missingProperty: 'a' } }, 'zh')).toBe('不能为空');
  });
});
