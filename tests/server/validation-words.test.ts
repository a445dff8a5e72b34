import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { entityModels } from '../../common/generated/index.ts';
import type { EntityModel, Texts } from '../../common/entity-model.ts';
import { formValidationSchemas } from '../../common/form-validation-schemas.ts';
import { GENERIC_TEXTS } from '../../common/form-runtime/validation/generic-texts.ts';
import { columnLabelsOf, validationMessage } from '../../server/core/http/validation-message.ts';
import { formItemsOf } from '../../common/form-runtime/model-form-items.ts';
import { transformErrorsFor } from '../../src/crud/schema-to-form.ts';
import { resourceOf } from '../../src/lib/data/entity-resource.ts';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 11 point 1: no raw validator text ever reaches a user. For every generated model, every
 * body-schema field and every rule (keyword) of it, a body that breaks exactly that rule is built
 * and its refusal read in zh, zh-TW and en: (a) as the server words it (the server's ajv options
 * and validationMessage with the model's messages and labels; over HTTP too for every entity the
 * CRUD runtime serves), (b) as the form shows it (rjsf's ajv and transformErrorsFor). A message
 * must not show ajv's English, a regex, a programmatic field name or the generic
 * 请求参数不正确：field, and every pattern or `not` rule must have words of its own (a schema
 * message or a catalogue rule): a rule without a translation fails here.
 */
type Language = keyof Texts;
const LANGUAGES: Language[] = ['zh', 'zh-TW', 'en'];
const ACCEPT: Record<Language, string> = { zh: 'zh-CN', 'zh-TW': 'zh-TW', en: 'en-US' };

/** The keywords a body-schema property may use; one the test cannot break fails it (extend `violations`). */
const KNOWN = new Set([
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'enum',
  'minimum',
  'maximum',
  'not',
  'maxItems',
  'minItems',
  'items',
  'properties',
  'required',
  'additionalProperties',
]);

type Property = Record<string, unknown> & {
  type?: string;
  enum?: (string | number)[];
  items?: Property;
  minItems?: number;
  properties?: Record<string, Property>;
  required?: string[];
  not?: Property;
  pattern?: string;
};

// The server's validator options (server/app.ts, over Fastify's defaults): the first failure only.
const serverAjv = new Ajv({ coerceTypes: true, useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
const propertyAjv = new Ajv({ strict: false });
const formValidator = customizeValidator();

/** Values that break `keyword` (a path into nested items: items.maxLength) of the property. */
function violations(property: Property, keyword: string): unknown[] {
  const [head, ...rest] = keyword.split('.');
  const limit = Number(property[head as string]);
  switch (head) {
    case 'items':
      return violations(property.items ?? {}, rest.join('.')).map((item) => [item]);
    case 'not':
      return ['0', '000', '', 'a', 0].filter((value) => typeof value !== 'string' || new RegExp(String(property.not?.pattern ?? '.')).test(value));
    case 'type':
      return property.type === 'string' ? [{}, []] : property.type === 'array' ? ['x', {}] : ['abc', {}, 1.5];
    case 'minLength':
      return ['a'.repeat(limit - 1), '1'.repeat(limit - 1)];
    case 'maxLength':
      return ['a'.repeat(limit + 1), '1'.repeat(limit + 1), `/${'a'.repeat(limit)}`];
    case 'pattern':
      // the last one breaks a rule over JSON text (a data interface's parameter or header names)
      return ['~!', '#', ' x ', '[{"field":"~"}]'];
    case 'enum':
      return property.type === 'string' ? ['zz-none', ''] : [Math.max(...(property.enum as number[])) + 1000, -1];
    case 'minimum':
      return [limit - 1, limit - 0.5];
    case 'maximum':
      return [limit + 1, limit + 0.5];
    case 'minItems':
      return [[]];
    // a sub-table's row: one cell broken (properties.<column>.<keyword>), one left out (required.<column>), one too many (additionalProperties)
    case 'properties':
      return violations(property.properties?.[rest[0] as string] ?? {}, rest.slice(1).join('.')).map((cell) => ({
        ...validRow(property),
        [rest[0] as string]: cell,
      }));
    case 'required': {
      const { [rest[0] as string]: _left, ...row } = validRow(property);
      return [row];
    }
    case 'additionalProperties':
      return [{ ...validRow(property), unknownColumn: 1 }];
    case 'maxItems':
      return [Array.from({ length: limit + 1 }, () => (property.items?.type === 'array' ? [] : 'x'))];
    default:
      return [];
  }
}

/** Every keyword path of a property (nested array items and a sub-table row's cells included). */
function keywordsOf(property: Property, prefix = ''): string[] {
  return Object.keys(property).flatMap((key) => {
    if (key === 'items') return keywordsOf(property.items ?? {}, `${prefix}items.`);
    if (key === 'properties') return Object.entries(property.properties ?? {}).flatMap(([column, cell]) => keywordsOf(cell, `${prefix}properties.${column}.`));
    if (key === 'required' && property.type === 'object') return (property.required ?? []).map((column) => `${prefix}required.${column}`);
    return [`${prefix}${key}`];
  });
}

/** A sub-table row every cell of which is valid. */
const validRow = (row: Property): Record<string, unknown> =>
  Object.fromEntries((row.required ?? []).map((name) => [name, validValue(row.properties?.[name] ?? {})]));

/** A value the property alone accepts: the body every case starts from, so only the broken rule fails. */
function validValue(property: Property): unknown {
  if (property.enum) return property.enum[0];
  if (property.type === 'array') {
    // A sub-table that needs rows gets one row of valid cells.
    const row = property.items as (Property & { required?: string[]; properties?: Record<string, Property> }) | undefined;
    if (!property.minItems || row?.type !== 'object') return [];
    return [validRow(row)];
  }
  if (property.type === 'integer' || property.type === 'number') return Math.min(Math.max(1, Number(property.minimum ?? 1)), Number(property.maximum ?? 1));
  const check = propertyAjv.compile(property);
  return [
    'a1',
    'abc',
    '1',
    '13912345678',
    'a@b.cn',
    '/a',
    'https://a.cn',
    '09:00',
    'a.cn',
    '11010519491231002X',
    '中文',
    '20260101_0123456789abcdef0123456789abcdef.pdf',
    '/api/file/Image/annex/x.pdf',
    '',
  ].find((value) => check(value));
}

function validBody(model: EntityModel): Record<string, unknown> {
  return Object.fromEntries(model.bodySchema.required.map((name) => [name, validValue(model.bodySchema.properties[name] as Property)]));
}

interface Case {
  model: EntityModel;
  field: string;
  keyword: string;
  body: Record<string, unknown>;
  issue: ErrorObject;
}

const validators = new Map<EntityModel, ValidateFunction>();
const firstError = (model: EntityModel, candidate: Record<string, unknown>): ErrorObject | undefined => {
  let validate = validators.get(model);
  if (!validate) validators.set(model, (validate = serverAjv.compile(model.bodySchema)));
  // the validator may fill defaults in: judge a copy
  return validate(structuredClone(candidate)) ? undefined : validate.errors?.[0];
};
// a cell missing from a sub-table's row names the row's path (/feeLines/0): the field is its first step
const fieldOfIssue = (issue: ErrorObject) =>
  issue.instancePath ? issue.instancePath.replace(/^\//, '').split('/')[0] : String(issue.params.missingProperty ?? '');
const reportedKeyword = (keyword: string) => {
  const parts = keyword.split('.');
  // items.required.<column> is reported as `required`; items.properties.<column>.<keyword> as its keyword
  return parts[parts.length - 2] === 'required' ? 'required' : (parts.pop() as string);
};

/** Every (model, field, rule) with the body that breaks it; a rule nothing breaks is reported as a failure. */
function buildCases(): { cases: Case[]; unbroken: string[] } {
  const cases: Case[] = [];
  const unbroken: string[] = [];
  for (const model of entityModels) {
    const base = validBody(model);
    if (firstError(model, base)) throw new Error(`${model.name}: the base body is refused: ${JSON.stringify(firstError(model, base))}`);
    for (const [field, schema] of Object.entries(model.bodySchema.properties) as [string, Property][]) {
      if (model.bodySchema.required.includes(field)) {
        const { [field]: _omitted, ...without } = base;
        const issue = firstError(model, without);
        if (issue?.keyword === 'required' && fieldOfIssue(issue) === field) cases.push({ model, field, keyword: 'required', body: without, issue });
        else unbroken.push(`${model.name}.${field} required`);
      }
      for (const keyword of keywordsOf(schema)) {
        if (!KNOWN.has(keyword.split('.')[0] as string) || !KNOWN.has(reportedKeyword(keyword))) {
          unbroken.push(`${model.name}.${field} ${keyword} (a keyword this test does not know)`);
          continue;
        }
        const found = violations(schema, keyword)
          .map((value) => ({ value, issue: firstError(model, { ...base, [field]: value }) }))
          .find(({ issue }) => issue && fieldOfIssue(issue) === field && issue.keyword === reportedKeyword(keyword));
        if (found?.issue) cases.push({ model, field, keyword, body: { ...base, [field]: found.value }, issue: found.issue });
        else unbroken.push(`${model.name}.${field} ${keyword}`);
      }
    }
  }
  return { cases, unbroken };
}

const { cases, unbroken } = buildCases();
const caseName = (c: Case) => `${c.model.name}.${c.field} ${c.keyword}`;

/** What a user may read: the checks every message passes, whichever half worded it. */
function expectReadable(message: string, language: Language, c: Case, where: string): void {
  const context = `${where} ${caseName(c)} [${language}]: ${message.slice(0, 200)}`;
  const field = c.model.fields.find((f) => f.name === c.field);
  expect(message.trim(), context).not.toBe('');
  for (const generic of ['请求参数不正确', '請求參數不正確', 'The request is not valid']) expect(message, context).not.toContain(generic);
  // a rule without words of its own would read as the generic fallbacks: every pattern and `not` has its own
  expect(message, context).not.toBe(GENERIC_TEXTS.format[language]);
  expect(message, context).not.toContain(GENERIC_TEXTS.invalid[language]);
  const patterns = [c.issue.params.pattern, (c.model.bodySchema.properties[c.field] as Property).pattern].filter((p): p is string => typeof p === 'string');
  for (const pattern of patterns) expect(message, context).not.toContain(pattern);
  expect(message, context).not.toMatch(/\^[[(]|\]\{|\$$/);
  // a field's programmatic name (camelCase) is no word for a user
  if (/[a-z][A-Z]/.test(c.field)) expect(message, context).not.toContain(c.field);
  // What the schema words itself (and the label) may hold Latin letters (HH:mm, http(s), an example
  // host): the rest of a zh or zh-TW message holds none, and no en message holds Chinese.
  const own = Object.values(field?.messages ?? {}).map((texts) => texts[language].replace('{value}', ''));
  let rest = message;
  for (const text of [...own, field?.label[language] ?? ''].filter(Boolean).sort((a, b) => b.length - a.length)) rest = rest.split(text).join(' ');
  // {value}: what was sent, repeated in the spec's words (流水起始不能为000)
  const sent = c.body[c.field];
  if (typeof sent === 'string' && sent) rest = rest.split(sent).join(' ');
  if (language === 'en') expect(rest, context).not.toMatch(/[\u4e00-\u9fff]/);
  else expect(rest, context).not.toMatch(/[A-Za-z]{2,}/);
}

describe('every schema rule is worded for the user in zh, zh-TW and en', () => {
  it('finds a body breaking each rule of each field', () => {
    expect(unbroken).toEqual([]);
    expect(cases.length).toBeGreaterThan(300);
    // every keyword the schemas use is among the cases
    expect([...new Set(cases.map((c) => reportedKeyword(c.keyword)))].sort()).toEqual(
      [...new Set(['required', ...[...KNOWN].filter((k) => k !== 'items' && k !== 'properties')])].sort(),
    );
  });

  it('every message the schemas carry is translated', () => {
    for (const model of entityModels) {
      for (const field of model.fields) {
        for (const [keyword, texts] of Object.entries(field.messages ?? {})) {
          const where = `${model.name}.${field.name} ${keyword}`;
          for (const language of LANGUAGES) expect(texts[language].trim(), where).not.toBe('');
          expect(texts.en, where).not.toMatch(/[\u4e00-\u9fff]/);
        }
      }
    }
  });

  it.each(cases.map((c) => [caseName(c), c]))('server words %s', (_, c) => {
    const messages = Object.fromEntries(c.model.fields.flatMap((f) => (f.messages ? [[f.name, f.messages]] : [])));
    // as the routes pass them: the fields' labels and a sub-table's column labels
    const labels = { ...Object.fromEntries(c.model.fields.map((f) => [f.name, f.label])), ...columnLabelsOf(formItemsOf(c.model)) };
    for (const language of LANGUAGES) {
      const message = validationMessage(c.issue, language, messages, c.body, labels);
      expectReadable(message, language, c, 'server');
      // the field is named: by its label, or by the spec's own words for the rule
      const label = labels[c.field]?.[language] ?? '';
      expect(
        message.includes(label) || Object.values(messages[c.field] ?? {}).some((texts) => message.startsWith(texts[language].split('{value}')[0] ?? '')),
        message,
      ).toBe(true);
    }
  });

  it.each(cases.map((c) => [caseName(c), c]))('form words %s', (_, c) => {
    const schema = formValidationSchemas(c.model).find((s) => c.field in s.properties && Object.keys(s.properties[c.field] ?? {}).length > 0);
    // a field the form does not show (hidden structured values) is checked by the server alone
    if (!schema) return;
    const resource = resourceOf(c.model);
    for (const language of LANGUAGES) {
      const formData = { ...c.body };
      const { errors } = formValidator.validateFormData(
        formData,
        schema as RJSFSchema,
        undefined,
        transformErrorsFor(resource, language, () => formData),
      );
      const own = errors.filter((error) => (error.property ?? '').replace(/^\./, '').split('.')[0] === c.field || error.params?.missingProperty === c.field);
      expect(own.length, `${caseName(c)} [${language}] the form finds the fault`).toBeGreaterThan(0);
      for (const error of errors) {
        expectReadable(String(error.message), language, c, 'form');
        expect(error.stack, caseName(c)).toBe(error.message);
      }
    }
  });
});

describe.each(databases())('the server’s refusals over HTTP on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
  });
  afterAll(async () => t?.close());

  const served = cases.filter((c) => c.model.storage === 'table' && c.model.api.routes === 'generic');

  it('covers every entity the CRUD runtime serves', () => {
    expect(new Set(served.map((c) => c.model.name)).size).toBe(entityModels.filter((m) => m.storage === 'table' && m.api.routes === 'generic').length);
  });

  it.each(served.map((c) => [caseName(c), c]))('POST %s', async (_, c) => {
    const messages = Object.fromEntries(c.model.fields.flatMap((f) => (f.messages ? [[f.name, f.messages]] : [])));
    const labels = { ...Object.fromEntries(c.model.fields.map((f) => [f.name, f.label])), ...columnLabelsOf(formItemsOf(c.model)) };
    for (const language of LANGUAGES) {
      const answer = body(await admin.post(c.model.api.base, c.body, { 'accept-language': ACCEPT[language] }));
      expect(answer.code, `${caseName(c)} ${answer.msg}`).toBe(400);
      expectReadable(String(answer.msg), language, c, 'http');
      expect(answer.msg).toBe(validationMessage(c.issue, language, messages, c.body, labels));
    }
  });
});
