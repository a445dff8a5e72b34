import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import { Ajv, type ErrorObject } from 'ajv';
import { generatedResources } from '../../../src/generated/index.ts';
import { formSchemas } from '../../../src/entity-screens/schema-to-form.ts';
import { formValidator, schemaErrors } from '../../../src/entity-screens/eval-free-validator.ts';
import type { EntityResource } from '../../../src/data/entity-resource.ts';

/** rjsf's own ajv options (createAjvInstance's AJV_CONFIG): the reference the forms used until the CSP. */
const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 8, strict: false, verbose: true });

const key = (error: ErrorObject) => `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}|${error.message}`;
const errorsOf = (schema: RJSFSchema, data: unknown) => ajv.compile(schema)(data) ? [] : (ajv.compile(schema).errors ?? []);

/** Values that break each kind of property, and ones that fit. */
function probesFor(property: Record<string, unknown>): unknown[] {
  const probes: unknown[] = [null, true, 'text', '', 12, 1.5, -3, [], ['a', 1], {}];
  if (typeof property.maxLength === 'number') probes.push('x'.repeat(property.maxLength), 'x'.repeat(property.maxLength + 1), '😀'.repeat(property.maxLength));
  if (typeof property.minLength === 'number') probes.push('x'.repeat(Math.max(0, property.minLength - 1)));
  if (typeof property.maximum === 'number') probes.push(property.maximum, property.maximum + 1);
  if (typeof property.minimum === 'number') probes.push(property.minimum, property.minimum - 1);
  if (Array.isArray(property.enum)) probes.push(...property.enum, 'not-in-enum', 99);
  if (typeof property.maxItems === 'number') probes.push(Array.from({ length: property.maxItems + 1 }, (_, i) => `v${i}`));
  if (typeof property.pattern === 'string') probes.push('abc', 'ABC def', '13800000000', 'a@b.c', '12:30', '/api/file/Image/userAvatar/20261123_0123456789abcdef0123456789abcdef.png');
  return probes;
}

describe('the eval-free form validator', () => {
  const resources = generatedResources as readonly EntityResource[];

  it('reports what ajv reports, for every generated form and values that break each field', () => {
    let compared = 0;
    for (const resource of resources) {
      const { schema } = formSchemas(resource, 'zh');
      const cases: unknown[] = [{}, resource.defaults, { ...resource.defaults, unknownField: 1 }];
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        for (const value of probesFor(property as Record<string, unknown>)) cases.push({ ...resource.defaults, [name]: value });
      }
      for (const data of cases) {
        expect(schemaErrors(schema, data).map(key).sort(), `${resource.name} ${JSON.stringify(data).slice(0, 200)}`).toEqual(errorsOf(schema, data).map(key).sort());
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('agrees with ajv on the keywords forms may combine', () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['kind'],
      definitions: { code: { type: 'string', pattern: '^[A-Z]+$' } },
      properties: {
        kind: { type: 'string', enum: ['a', 'b'] },
        code: { $ref: '#/definitions/code' },
        fixed: { const: 3 },
        amount: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10, multipleOf: 0.5 },
        tags: { type: 'array', uniqueItems: true, minItems: 1, items: { type: 'string' } },
        either: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        one: { oneOf: [{ type: 'integer' }, { type: 'number' }] },
        notNull: { not: { type: 'null' } },
        both: { allOf: [{ type: 'string' }, { minLength: 2 }] },
        strict: { type: 'object', additionalProperties: false, properties: { x: { type: 'integer' } } },
        nested: { type: 'object', properties: { deep: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] } } },
      },
      if: { properties: { kind: { const: 'b' } } },
      then: { required: ['code'] },
    };
    const cases: unknown[] = [
      {},
      { kind: 'a' },
      { kind: 'b' },
      { kind: 'c', code: 'abc', fixed: 4, amount: 10.25, tags: [], either: true, one: 2, notNull: null, both: 'x', strict: { x: 1, y: 2 }, nested: { deep: [1, 'a'] } },
      { kind: 'a', code: 'ABC', fixed: 3, amount: 2.5, tags: ['a', 'b', 'a'], either: 'x', one: 2.5, notNull: 1, both: 'xy', strict: { x: 1 }, nested: { deep: ['a', 1, 'extra'] } },
      'not an object',
    ];
    for (const data of cases) expect(schemaErrors(schema, data).map(key).sort(), JSON.stringify(data)).toEqual(errorsOf(schema, data).map(key).sort());
  });

  it('gives rjsf the same field errors as its ajv validator', () => {
    const user = resources.find((resource) => resource.name === 'user') as EntityResource;
    const { schema } = formSchemas(user, 'en');
    const data = { account: 'bad account!', realName: '', mobilePhone: '123', sortCode: 1_000_000 };
    const ours = formValidator.validateFormData(data, schema);
    const theirs = ajvValidator.validateFormData(data, schema);
    expect(ours.errorSchema).toEqual(theirs.errorSchema);
    expect(ours.errors.map((error) => error.stack).sort()).toEqual(theirs.errors.map((error) => error.stack).sort());
    expect(formValidator.isValid(schema, { ...user.defaults, account: 'ok', realName: 'Ok', organizeId: 'org' }, schema)).toBe(true);
    expect(formValidator.isValid(schema, data, schema)).toBe(false);
  });

  it('never builds code at run time', () => {
    const original = globalThis.Function;
    // A Function constructor that refuses, as the browser does under script-src 'self'.
    globalThis.Function = new Proxy(original, {
      construct() {
        throw new EvalError('Refused to evaluate a string as JavaScript');
      },
      apply() {
        throw new EvalError('Refused to evaluate a string as JavaScript');
      },
    });
    try {
      const { schema } = formSchemas(resources.find((resource) => resource.name === 'role') as EntityResource, 'zh');
      expect(formValidator.validateFormData({}, schema).errors.length).toBeGreaterThan(0);
    } finally {
      globalThis.Function = original;
    }
  });
});
