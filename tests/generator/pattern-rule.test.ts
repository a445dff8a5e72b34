/* eslint-disable @typescript-eslint/no-explicit-any -- these tests edit schema JSON of any shape on purpose */
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSchemas, SchemaError } from '../../generator/phases/load-schemas.ts';
import { normalise } from '../../generator/phases/normalise.ts';
import { commonModel } from '../../generator/phases/emit.ts';
import { PATTERN_RULES } from '../../common/form-runtime/validation/index.ts';
import { userModel } from '../../common/generated/user.ts';
import { billRuleModel } from '../../common/generated/bill-rule.ts';
import { dictionaryTypeModel } from '../../common/generated/dictionary-type.ts';

/** A field names a §5 pattern rule (`"rule": "mobile"`): the generator writes its pattern and messages. */
describe('x-portside fields: rule', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  /** The dictionary-type schema, edited, loaded and normalised on its own. */
  function modelOf(edit: (json: Record<string, any>) => void) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-rule-'));
    dirs.push(dir);
    const json = JSON.parse(fs.readFileSync('schemas/dictionary-type.schema.json', 'utf8')) as Record<string, any>;
    // alone, without the dictionary items' schema its dependents name
    delete json['x-portside'].dependents;
    edit(json);
    fs.writeFileSync(path.join(dir, 'dictionary-type.schema.json'), JSON.stringify(json));
    return () => {
      const [schema] = loadSchemas(dir);
      return commonModel(normalise(schema as NonNullable<typeof schema>));
    };
  }

  it('writes the catalogue pattern into the body schema; empty text passes unless the field is required', () => {
    const model = modelOf((json) => {
      json.properties.description.pattern = undefined;
      json['x-portside'].fields.description.rule = 'mobile';
      json['x-portside'].fields.enCode.rule = 'fieldName';
    })();
    expect(model.bodySchema.properties.description?.pattern).toBe(`^$|${PATTERN_RULES.mobile.pattern}`);
    expect(model.bodySchema.properties.enCode?.pattern).toBe(PATTERN_RULES.fieldName.pattern);
    const description = model.fields.find((f) => f.name === 'description');
    expect(description?.rule).toBe('mobile');
    expect(description?.messages?.pattern).toEqual(PATTERN_RULES.mobile.messages);
  });

  it('keeps the schema’s own pattern message', () => {
    const own = { zh: '只能输入数字', 'zh-TW': '只能輸入數字', en: 'Digits only' };
    const model = modelOf((json) => {
      json['x-portside'].fields.enCode.rule = 'digits';
      json['x-portside'].fields.enCode.messages.pattern = own;
    })();
    expect(model.fields.find((f) => f.name === 'enCode')?.messages?.pattern).toEqual(own);
    expect(model.bodySchema.properties.enCode?.pattern).toBe(PATTERN_RULES.digits.pattern);
  });

  it.each([
    ['an unknown rule', (json: Record<string, any>) => (json['x-portside'].fields.enCode.rule = 'zipCode'), /\/x-portside\/fields\/enCode/],
    [
      'a rule on a number',
      (json: Record<string, any>) => (json['x-portside'].fields.sortCode.rule = 'digits'),
      /fields\/sortCode\/rule: only a string property/,
    ],
    [
      'a rule beside a pattern of its own',
      (json: Record<string, any>) => {
        json.properties.description.pattern = '^x$';
        json['x-portside'].fields.description.rule = 'name';
      },
      /\/properties\/description\/pattern: the field names the pattern rule name/,
    ],
  ])('refuses %s', (_what, edit, message) => {
    const load = modelOf(edit);
    expect(load).toThrow(SchemaError);
    expect(load).toThrow(message);
  });

  it('is how the schemas check mobiles, e-mails, names, codes and serial starts', () => {
    const property = (model: typeof userModel, name: string) => model.bodySchema.properties[name] as { pattern?: string };
    expect(property(userModel, 'mobilePhone').pattern).toBe(`^$|${PATTERN_RULES.mobile.pattern}`);
    expect(property(userModel, 'email').pattern).toBe(`^$|${PATTERN_RULES.email.pattern}`);
    expect(property(dictionaryTypeModel, 'fullName').pattern).toBe(PATTERN_RULES.name.pattern);
    expect(property(dictionaryTypeModel, 'enCode').pattern).toBe(PATTERN_RULES.code.pattern);
    expect(property(billRuleModel, 'startNumber').pattern).toBe(PATTERN_RULES.digits.pattern);
    expect(userModel.fields.find((f) => f.name === 'mobilePhone')?.messages?.pattern?.zh).toBe('请正确输入您的手机号');
    // the spec's own words for the serial start (只能输入数字) stay
    expect(billRuleModel.fields.find((f) => f.name === 'startNumber')?.messages?.pattern?.zh).toBe('只能输入数字');
  });
});
