import { describe, expect, it } from 'vitest';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import runtimeValidator from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { formValidatorModules } from 'virtual:form-validators';
import { generatedEntities } from '../../../server/crud/entity-definition.ts';
import { formSchemas, transformErrorsFor } from '../../../src/crud/schema-to-form.ts';
import { loadFormValidations, withFieldTitles, type FormValidation } from '../../../src/crud/precompiled-form-validators.ts';
import { sampleRecord } from '../../helpers/seed-factory.ts';
import { generatedResources, type EntityResource, type Texts } from '../../../src/lib/data/entity-resource.ts';

/**
 * The forms validate with the build's precompiled validators (the CSP allows no eval). They
 * must say exactly what rjsf's own run-time ajv validator says, which is what the forms used before
 * the CSP: the same raw errors on every generated form for valid and breaking bodies, and the same
 * field messages once the labels are in the uiSchema and transformErrors has put in the schema's words.
 */
const resources = generatedResources;
const LOCALES: (keyof Texts)[] = ['zh', 'zh-TW', 'en'];

const withoutTitles = (schema: RJSFSchema): RJSFSchema => ({
  ...schema,
  properties: Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      Object.fromEntries(Object.entries(property as object).filter(([key]) => key !== 'title')),
    ]),
  ),
});

/** The schemas the screens used to hand rjsf, labels and all: the dialog's, or one per settings tab. */
function titledSchemas(resource: EntityResource, locale: keyof Texts): RJSFSchema[] {
  const { schema } = formSchemas(resource, locale);
  if (resource.storage !== 'settings') return [schema];
  const properties = (schema.properties ?? {}) as Record<string, object>;
  const sections = resource.sections.length > 0 ? resource.sections : [{ fields: resource.fields.map((f) => f.name) }];
  return sections.map((section) => ({ type: 'object', properties: Object.fromEntries(section.fields.map((name) => [name, properties[name] ?? {}])) }));
}

/** Values that break each kind of property, and ones that fit. */
function probesFor(property: Record<string, unknown>): unknown[] {
  const probes: unknown[] = [null, true, 'text', '', 12, 1.5, -3, [], ['a', 1], {}];
  if (typeof property.maxLength === 'number') probes.push('x'.repeat(property.maxLength), 'x'.repeat(property.maxLength + 1), '😀'.repeat(property.maxLength));
  if (typeof property.minLength === 'number') probes.push('x'.repeat(Math.max(0, property.minLength - 1)));
  if (typeof property.maximum === 'number') probes.push(property.maximum, property.maximum + 1);
  if (typeof property.minimum === 'number') probes.push(property.minimum, property.minimum - 1);
  if (Array.isArray(property.enum)) probes.push(...property.enum, 'not-in-enum', 99);
  if (typeof property.maxItems === 'number') probes.push(Array.from({ length: property.maxItems + 1 }, (_, i) => `v${i}`));
  if (typeof property.pattern === 'string')
    probes.push('abc', 'ABC def', '13800000000', 'a@b.c', '12:30', '0000', '/api/file/Image/userAvatar/20261123_0123456789abcdef0123456789abcdef.png');
  return probes;
}

/** A valid body: the tests' seed record (tests/helpers/seed-factory.ts) for a table entity, the defaults for a settings object. */
function validBody(resource: EntityResource): Record<string, unknown> {
  const entity = generatedEntities.find((e) => e.name === resource.name);
  return entity ? sampleRecord(entity, 7) : { ...resource.defaults };
}

/** A body and the bodies that break each field of the schema in turn. */
function bodiesFor(resource: EntityResource, schema: RJSFSchema): unknown[] {
  const valid = validBody(resource);
  const bodies: unknown[] = [valid, {}, resource.defaults, { ...valid, unknownField: 1 }, 'not an object'];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    for (const value of probesFor(property as Record<string, unknown>)) bodies.push({ ...valid, [name]: value });
  }
  return bodies;
}

const rawKey = (error: ErrorObject) => JSON.stringify([error.instancePath, error.schemaPath, error.keyword, error.params, error.message]);
const rawErrors = (validator: ValidatorType, schema: RJSFSchema, data: unknown) =>
  (validator.rawValidation<ErrorObject>(schema, data).errors ?? []).map(rawKey).sort();
const shown = (errors: RJSFValidationError[]) => errors.map((error) => `${error.property} ${error.message}`).sort();

const loadAll = async () =>
  new Map(await Promise.all(resources.map(async (resource) => [resource.name, await loadFormValidations(resource.name)] as [string, FormValidation[]])));

describe('the precompiled form validators', () => {
  it('exist for every generated resource, one per form it shows', async () => {
    expect(Object.keys(formValidatorModules).sort()).toEqual(resources.map((resource) => resource.name).sort());
    const all = await loadAll();
    for (const resource of resources) expect(all.get(resource.name)?.length, resource.name).toBe(titledSchemas(resource, 'zh').length);
  });

  it('were compiled from the schemas the screens build, less the labels, in every language', async () => {
    const all = await loadAll();
    for (const resource of resources) {
      for (const locale of LOCALES) {
        expect(
          all.get(resource.name)?.map((form) => form.schema),
          `${resource.name} ${locale}`,
        ).toEqual(titledSchemas(resource, locale).map(withoutTitles));
      }
    }
  });

  it('report the raw errors rjsf run-time ajv validator reports, for valid and breaking bodies of every form', async () => {
    const all = await loadAll();
    let compared = 0;
    let valid = 0;
    for (const resource of resources) {
      for (const { schema, validator } of all.get(resource.name) ?? []) {
        for (const data of bodiesFor(resource, schema)) {
          const theirs = rawErrors(runtimeValidator, schema, data);
          expect(rawErrors(validator, schema, data), `${resource.name} ${JSON.stringify(data).slice(0, 200)}`).toEqual(theirs);
          if (theirs.length === 0) valid += 1;
          compared += 1;
        }
        const body = validBody(resource);
        expect(validator.isValid(schema, body, schema), `${resource.name} ${JSON.stringify(body)}`).toBe(true);
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(valid).toBeGreaterThan(200);
  });

  it('give every form the field messages it showed with the run-time validator and labelled schema', async () => {
    const all = await loadAll();
    for (const resource of resources) {
      const forms = all.get(resource.name) ?? [];
      for (const locale of LOCALES) {
        const { uiSchema } = formSchemas(resource, locale);
        titledSchemas(resource, locale).forEach((titled, index) => {
          const { schema, validator } = forms[index];
          const ui = withFieldTitles(uiSchema, titled);
          for (const data of [{}, ...bodiesFor(resource, schema).slice(0, 60)].filter((body) => typeof body === 'object')) {
            const record = data as Record<string, unknown>;
            const transform = transformErrorsFor(resource, locale, () => record);
            const before = runtimeValidator.validateFormData(record, titled, undefined, transform, uiSchema);
            const after = validator.validateFormData(record, schema, undefined, transform, ui);
            expect(shown(after.errors), `${resource.name} ${locale} ${JSON.stringify(record).slice(0, 200)}`).toEqual(shown(before.errors));
            expect(after.errorSchema).toEqual(before.errorSchema);
          }
        });
      }
    }
  });

  it("show the spec's words for the new user dialog", async () => {
    const user = resources.find((resource) => resource.name === 'user') as EntityResource;
    const [{ schema, validator }] = await loadFormValidations('user');
    const { schema: titled, uiSchema } = formSchemas(user, 'zh');
    const data = { account: '', realName: '', mobilePhone: '123' };
    const { errorSchema } = validator.validateFormData(
      data,
      schema,
      undefined,
      transformErrorsFor(user, 'zh', () => data),
      withFieldTitles(uiSchema, titled),
    );
    expect(errorSchema.account?.__errors?.length).toBeGreaterThan(0);
    expect(errorSchema.realName?.__errors?.length).toBeGreaterThan(0);
    expect(Object.values(user.messages.account ?? {}).map((texts) => texts.zh)).toEqual(expect.arrayContaining(errorSchema.account?.__errors ?? []));
  });

  it('never build code at run time', async () => {
    const [{ schema, validator }] = await loadFormValidations('role');
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
      expect(validator.validateFormData({}, schema).errors.length).toBeGreaterThan(0);
      expect(validator.isValid(schema, {}, schema)).toBe(false);
    } finally {
      globalThis.Function = original;
    }
  });
});
