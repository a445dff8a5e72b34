import { describe, expect, it } from 'vitest';
import { PATTERN_RULES, firstRuleFailure } from '../../../common/form-runtime/validation/index.ts';
import { bodyPatternOf, patternRuleMessage, PATTERN_RULE_NAMES } from '../../../common/form-runtime/validation/pattern-rules.ts';
import type { PatternRuleName } from '../../../common/form-runtime/form-item.ts';
import metaSchema from '../../../generator/meta/x-portside.schema.json' with { type: 'json' };

/**
 * The §5 pattern rules: each with values it must accept and values it must refuse (the spec's
 * description of the rule, its edges, and JNPF's own rule where it is sound), through the same
 * check the sub-table cells and forms use (firstRuleFailure) and through the body-schema pattern
 * the server's ajv applies (the u flag, the empty-text alternative of an optional field).
 */
const CASES: Record<PatternRuleName, { valid: (string | number)[]; invalid: (string | number)[] }> = {
  mobile: {
    valid: ['13912345678', '19900000000', '13000000000', 15012345678],
    invalid: ['12912345678', '10912345678', '1391234567', '139123456789', '23912345678', '1391234567a', ' 13912345678', '+8613912345678'],
  },
  password: {
    valid: ['abc123', 'a1b2c3', 'ABCdef123', '1234567890abcdef', 'Z9Z9Z9'],
    invalid: ['abcdef', '123456', 'a1b2c', '1234567890abcdefg', 'abc12!', 'abc 123', '密码abc123'],
  },
  idCard: {
    valid: ['11010519491231002X', '110105194912310021', '11010519491231002x', '440301200001010018'],
    invalid: [
      '11010519491231002',
      '1101051949123100211',
      '010105194912310021',
      '110105194913310021',
      '110105194912320021',
      '1101051949123|0021',
      '11010519491231002Y',
    ],
  },
  email: {
    valid: ['a@b.cn', 'First.Last@Example.com', 'x_y-z@sub.domain.org', 'staff@portside.local', 'a+tag@mail-server.co.uk'],
    invalid: ['a@b', 'a@@b.com', 'a b@c.com', '.a@b.com', 'a.@b.com', 'a@b.c', 'a@-b.com', 'a@b..com', '张三@b.com', 'plainaddress'],
  },
  plate: {
    valid: ['京A12345', '粤B1234学', '沪C1234警', '沪AD12345', '沪AFA1234', '沪A12345D', '川A1B2C3'],
    invalid: ['京a12345', '京A1234', '京A123456', '京AD1234A', 'X京A12345', '京A12345D6', '京A1234挂5', '火A12345'],
  },
  chinese: { valid: ['中文', '港口'], invalid: ['中文a', '中 文', 'abc', '中文1', '中文。'] },
  code: {
    valid: ['a', '1', 'abc.123', 'A1.B2.c3', 'sys.dict.type', 'a..b'],
    invalid: ['.abc', 'abc.', '.', 'a_b', 'a-b', '编码', 'a b'],
  },
  account: { valid: ['admin01', 'A', '007'], invalid: ['ad min', 'a@b', 'a_b', 'a.b', '账户'] },
  name: {
    valid: ['港口作业', 'Port Operations', '张三 1', '一号-码头', '码头（北）'],
    invalid: ['a&b', 'a<b>', 'x/y', 'a;b', 'a"b', "O'Neil", 'a`b', 'a\\b', 'a|b', '50%'],
  },
  digits: { valid: ['0', '000123', '9', 42], invalid: ['12a', '-1', '1.5', ' 1', '一'] },
  halfHour: {
    valid: [0, 1, 2.5, '3.0', '0.5', 10, '12.5', '100'],
    invalid: ['1.2', '-1', '01', '.5', '1.55', 'abc', '2.0.5', '1.', '0.25', -0.5],
  },
  positiveInteger: { valid: ['1', 42, '100', '9999999'], invalid: ['0', '-1', '01', '1.0', '1e3', 'a', 0] },
  fieldName: { valid: ['a', 'field_1', 'F', 'camelCase9'], invalid: ['1a', '_a', 'a-b', 'a b', '字段', 'a.b'] },
};

describe('the §5 pattern rule catalogue', () => {
  it('holds the thirteen rules, each with the spec message in zh and its zh-TW and en forms', () => {
    expect(Object.keys(PATTERN_RULES).sort()).toEqual(Object.keys(CASES).sort());
    expect(PATTERN_RULES.mobile.messages.zh).toBe('请正确输入您的手机号');
    expect(PATTERN_RULES.password.messages.zh).toBe('6-16位字符的密码（数字和字母组成）');
    expect(PATTERN_RULES.idCard.messages.zh).toBe('请正确输入您的身份证号码');
    expect(PATTERN_RULES.email.messages.zh).toBe('请正确输入您的邮箱地址');
    expect(PATTERN_RULES.plate.messages.zh).toBe('请正确输入您的车牌号');
    expect(PATTERN_RULES.chinese.messages.zh).toBe('请正确输入中文');
    expect(PATTERN_RULES.code.messages.zh).toBe('编码只能输入英文、数字和小数点且小数点不能放在首尾');
    expect(PATTERN_RULES.account.messages.zh).toBe('只能输入数字英文');
    expect(PATTERN_RULES.name.messages.zh).toBe('名称不能含有特殊符号');
    expect(PATTERN_RULES.digits.messages.zh).toBe('编码只能输入数字');
    expect(PATTERN_RULES.halfHour.messages.zh).toBe('时间只能是整数和0.5的倍数');
    expect(PATTERN_RULES.positiveInteger.messages.zh).toBe('请输入正整数');
    expect(PATTERN_RULES.fieldName.messages.zh).toBe('只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头');
    for (const { messages } of Object.values(PATTERN_RULES)) {
      expect(messages['zh-TW']).not.toBe('');
      expect(messages.en).not.toMatch(/[\u4e00-\u9fff]/);
      expect(messages.en).not.toBe(messages.zh);
    }
  });

  it('is the list the schemas may name (generator/meta/x-portside.schema.json)', () => {
    const fieldProperties = metaSchema.properties.fields.additionalProperties.properties as { rule: { enum: string[] } };
    expect(fieldProperties.rule.enum).toEqual(PATTERN_RULE_NAMES);
  });

  describe.each(Object.entries(CASES) as [PatternRuleName, (typeof CASES)[PatternRuleName]][])('%s', (rule, { valid, invalid }) => {
    const { pattern, messages } = PATTERN_RULES[rule];

    it.each(valid.map((value) => [value]))('accepts %j', (value) => {
      expect(firstRuleFailure(value, [{ rule }], 'zh')).toBeUndefined();
      // the server's ajv compiles body-schema patterns with the u flag
      expect(new RegExp(bodyPatternOf(rule, true), 'u').test(String(value))).toBe(true);
      expect(new RegExp(bodyPatternOf(rule, false), 'u').test(String(value))).toBe(true);
    });

    it.each(invalid.map((value) => [value]))('refuses %j with its message', (value) => {
      expect(firstRuleFailure(value, [{ rule }], 'zh')).toBe(messages.zh);
      expect(firstRuleFailure(value, [{ rule }], 'zh-TW')).toBe(messages['zh-TW']);
      expect(firstRuleFailure(value, [{ rule }], 'en')).toBe(messages.en);
      expect(new RegExp(bodyPatternOf(rule, true), 'u').test(String(value))).toBe(false);
      expect(new RegExp(bodyPatternOf(rule, false), 'u').test(String(value))).toBe(false);
    });

    it('lets empty text pass the pattern of an optional field only', () => {
      expect(new RegExp(bodyPatternOf(rule, false), 'u').test('')).toBe(true);
      expect(new RegExp(bodyPatternOf(rule, true), 'u').test('')).toBe(false);
      expect(new RegExp(pattern).test('')).toBe(false);
    });

    it('is anchored and finds its message from either body-schema form', () => {
      expect(pattern.startsWith('^') && pattern.endsWith('$')).toBe(true);
      expect(patternRuleMessage(bodyPatternOf(rule, true), 'zh')).toBe(messages.zh);
      expect(patternRuleMessage(bodyPatternOf(rule, false), 'en')).toBe(messages.en);
    });

    it('answers a long hostile value at once (no catastrophic backtracking on the server)', () => {
      const started = performance.now();
      for (const hostile of ['a'.repeat(20000) + '!', '1'.repeat(20000) + 'x', 'a.'.repeat(10000) + '.', `${'a-'.repeat(10000)}@`, `a@${'b-'.repeat(10000)}`]) {
        new RegExp(bodyPatternOf(rule, false), 'u').test(hostile);
      }
      expect(performance.now() - started).toBeLessThan(500);
    });
  });

  it('knows no message for a pattern that is not the catalogue’s', () => {
    expect(patternRuleMessage('^[0-9]{3}$', 'zh')).toBeUndefined();
    expect(patternRuleMessage(undefined, 'zh')).toBeUndefined();
  });
});
