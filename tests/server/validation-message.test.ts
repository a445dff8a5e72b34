import { describe, expect, it } from 'vitest';
import { validationMessage } from '../../server/core/http/validation-message.ts';
import { userModel } from '../../common/generated/user.ts';
import { billRuleModel } from '../../common/generated/bill-rule.ts';
import { dictionaryTypeModel } from '../../common/generated/dictionary-type.ts';
import type { EntityModel } from '../../common/entity-model.ts';

/** How the server words a refusal (issue 11 point 1): the field by its label, then the rule's words. */
const wordsOf = (model: EntityModel) => ({
  messages: Object.fromEntries(model.fields.flatMap((f) => (f.messages ? [[f.name, f.messages]] : []))),
  labels: Object.fromEntries(model.fields.map((f) => [f.name, f.label])),
});
const user = wordsOf(userModel);
const billRule = wordsOf(billRuleModel);
const dictionaryType = wordsOf(dictionaryTypeModel);
const mobilePattern = (userModel.bodySchema.properties.mobilePhone as { pattern: string }).pattern;

describe('validationMessage', () => {
  it('names the field by its label and gives the rule’s message', () => {
    const issue = { keyword: 'pattern', instancePath: '/mobilePhone', params: { pattern: mobilePattern } };
    expect(validationMessage(issue, 'zh', user.messages, { mobilePhone: '123' }, user.labels)).toBe('手机：请正确输入您的手机号');
    expect(validationMessage(issue, 'zh-TW', user.messages, { mobilePhone: '123' }, user.labels)).toBe('手機：請正確輸入您的手機號');
    expect(validationMessage(issue, 'en', user.messages, { mobilePhone: '123' }, user.labels)).toBe('Mobile: Enter a valid mobile phone number');
  });

  it('says the spec’s required words as they are, else "{label} cannot be empty"', () => {
    const missing = (field: string) => ({ keyword: 'required', instancePath: '', params: { missingProperty: field } });
    expect(validationMessage(missing('account'), 'zh', user.messages, {}, user.labels)).toBe('请输入账户');
    expect(validationMessage({ keyword: 'minLength', instancePath: '/account', params: { limit: 1 } }, 'en', user.messages, {}, user.labels)).toBe(
      'Enter the account',
    );
    expect(validationMessage(missing('organizeId'), 'zh', {}, {}, user.labels)).toBe(`${user.labels.organizeId?.zh}不能为空`);
    expect(validationMessage(missing('organizeId'), 'en', {}, {}, user.labels)).toBe(`${user.labels.organizeId?.en} cannot be empty`);
  });

  it('does not name the field twice', () => {
    expect(validationMessage({ keyword: 'maxLength', instancePath: '/account', params: { limit: 50 } }, 'zh', user.messages, {}, user.labels)).toBe(
      '账户最多为50个字符！',
    );
    expect(
      validationMessage({ keyword: 'not', instancePath: '/startNumber', params: {} }, 'zh', billRule.messages, { startNumber: '000' }, billRule.labels),
    ).toBe('流水起始不能为000');
    expect(validationMessage({ keyword: 'enum', instancePath: '/dateFormat', params: {} }, 'zh', billRule.messages, {}, billRule.labels)).toBe(
      '请输入选择流水日期格式',
    );
    // a catalogue message that begins with the label (名称不能含有特殊符号 for 名称)
    const name = { keyword: 'pattern', instancePath: '/fullName', params: { pattern: '' } };
    expect(validationMessage(name, 'zh', dictionaryType.messages, {}, dictionaryType.labels)).toBe('名称不能含有特殊符号');
    expect(validationMessage(name, 'en', dictionaryType.messages, {}, dictionaryType.labels)).toBe('The name cannot contain special symbols');
  });

  it('prefixes the spec’s words that do not name the field, and translated keyword texts', () => {
    expect(validationMessage({ keyword: 'pattern', instancePath: '/startNumber', params: {} }, 'zh', billRule.messages, {}, billRule.labels)).toBe(
      '流水起始：只能输入数字',
    );
    expect(validationMessage({ keyword: 'maxLength', instancePath: '/mobilePhone', params: { limit: 20 } }, 'zh', user.messages, {}, user.labels)).toBe(
      '手机：不应多于 20 个字符',
    );
    expect(validationMessage({ keyword: 'type', instancePath: '/sortCode', params: { type: 'integer' } }, 'en', user.messages, {}, user.labels)).toBe(
      'Sort: must be an integer',
    );
  });

  it('keeps the generic words for a body without labels (no form sends one)', () => {
    expect(validationMessage({ keyword: 'pattern', instancePath: '/userPassword', params: {} }, 'zh', {}, {})).toBe('请求参数不正确：userPassword');
    expect(validationMessage(undefined, 'en', undefined, undefined)).toBe('The request is not valid');
  });
});
