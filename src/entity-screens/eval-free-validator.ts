import type { ErrorObject } from 'ajv';
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';

/**
 * The forms' validator (rjsf's ValidatorType) without generated code. rjsf's usual validator
 * compiles every schema with ajv, which builds JavaScript at run time (`new Function`); the app's
 * Content-Security-Policy allows scripts only from our own files (server/http/security-headers.ts),
 * so that would stop every form. This one walks the schema instead. It reports what ajv reports
 * (keyword, instancePath, params, message, parentSchema, as with rjsf's ajv options: all errors,
 * verbose), so rjsf turns the errors into field messages exactly as before and the forms'
 * transformErrors still find the schema's own words by keyword; tests/web/entity-screens/
 * eval-free-validator.test.ts checks it against ajv on every generated form.
 *
 * It knows the JSON Schema keywords forms use: type, enum, const, required, properties,
 * additionalProperties, items, min/maxItems, uniqueItems, min/maxLength, pattern, minimum,
 * maximum, exclusiveMinimum/Maximum, multipleOf, not, allOf, anyOf, oneOf, if/then/else and local
 * $refs. Annotations (title, default, readOnly, format…) are ignored, as ajv ignores unknown ones.
 */
type Schema = RJSFSchema;
type Errors = ErrorObject[];

const ROOT_PREFIX = '__rjsf_rootSchema';

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
};

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'object':
      return typeOf(value) === 'object';
    default:
      return typeOf(value) === type;
  }
}

/** ajv counts characters as code points, not UTF-16 units. */
const lengthOf = (text: string): number => [...text].length;

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => Object.hasOwn(b, key) && deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A local reference (`#/definitions/x`, rjsf's `__rjsf_rootSchema#/…`) in the root schema. */
function resolveRef(ref: string, root: Schema): Schema | undefined {
  const pointer = ref.startsWith(ROOT_PREFIX) ? ref.slice(ROOT_PREFIX.length) : ref;
  if (!pointer.startsWith('#')) return undefined;
  let target: unknown = root;
  for (const part of pointer.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    if (target === null || typeof target !== 'object' || !Object.hasOwn(target, key)) return undefined;
    target = (target as Record<string, unknown>)[key];
  }
  return target as Schema;
}

function check(schema: Schema | boolean | undefined, data: unknown, path: string, schemaPath: string, root: Schema, errors: Errors, depth = 0): void {
  if (schema === undefined || schema === true) return;
  if (depth > 64) throw new Error('schema nesting too deep');
  const fail = (keyword: string, params: Record<string, unknown>, message: string, at = path) =>
    errors.push({ instancePath: at, schemaPath: `${schemaPath}/${keyword}`, keyword, params, message, schema: schema === false ? false : (schema as Record<string, unknown>)[keyword], parentSchema: schema === false ? undefined : schema, data } as ErrorObject);
  if (schema === false) {
    fail('false schema', {}, 'boolean schema is false');
    return;
  }
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, root);
    if (!target) throw new Error(`can't resolve reference ${schema.$ref}`);
    check(target, data, path, `${schemaPath}/$ref`, root, errors, depth + 1);
  }

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(data, type))) fail('type', { type: types.join(',') }, `must be ${types.join(',')}`);
  }
  if (schema.const !== undefined && !deepEqual(data, schema.const)) fail('const', { allowedValue: schema.const }, 'must be equal to constant');
  if (Array.isArray(schema.enum) && !schema.enum.some((value) => deepEqual(data, value))) fail('enum', { allowedValues: schema.enum }, 'must be equal to one of the allowed values');

  if (typeof data === 'number' && Number.isFinite(data)) checkNumber(schema, data, fail);
  if (typeof data === 'string') checkString(schema, data, fail);
  if (Array.isArray(data)) checkArray(schema, data, path, schemaPath, root, errors, depth, fail);
  if (typeOf(data) === 'object') checkObject(schema, data as Record<string, unknown>, path, schemaPath, root, errors, depth, fail);

  if (schema.not !== undefined && valid(schema.not, data, root, depth)) fail('not', {}, 'must NOT be valid');
  schema.allOf?.forEach((part, index) => check(part, data, path, `${schemaPath}/allOf/${index}`, root, errors, depth + 1));
  if (schema.anyOf) {
    const branchErrors: Errors = [];
    if (!schema.anyOf.some((part, index) => validInto(part, data, path, `${schemaPath}/anyOf/${index}`, root, depth, branchErrors))) {
      errors.push(...branchErrors);
      fail('anyOf', {}, 'must match a schema in anyOf');
    }
  }
  if (schema.oneOf) {
    const branchErrors: Errors = [];
    const passing = schema.oneOf.flatMap((part, index) => (validInto(part, data, path, `${schemaPath}/oneOf/${index}`, root, depth, branchErrors) ? [index] : []));
    if (passing.length === 0) {
      errors.push(...branchErrors);
      fail('oneOf', { passingSchemas: null }, 'must match exactly one schema in oneOf');
    } else if (passing.length > 1) fail('oneOf', { passingSchemas: passing }, 'must match exactly one schema in oneOf');
  }
  if (schema.if !== undefined) {
    const branch = valid(schema.if, data, root, depth) ? 'then' : 'else';
    const errorsBefore = errors.length;
    check(schema[branch], data, path, `${schemaPath}/${branch}`, root, errors, depth + 1);
    if (errors.length > errorsBefore) fail('if', { failingKeyword: branch }, `must match "${branch}" schema`);
  }
}

type Fail = (keyword: string, params: Record<string, unknown>, message: string, at?: string) => void;

function checkNumber(schema: Exclude<Schema, boolean>, data: number, fail: Fail): void {
  if (typeof schema.maximum === 'number' && data > schema.maximum) fail('maximum', { comparison: '<=', limit: schema.maximum }, `must be <= ${schema.maximum}`);
  if (typeof schema.minimum === 'number' && data < schema.minimum) fail('minimum', { comparison: '>=', limit: schema.minimum }, `must be >= ${schema.minimum}`);
  if (typeof schema.exclusiveMaximum === 'number' && data >= schema.exclusiveMaximum) fail('exclusiveMaximum', { comparison: '<', limit: schema.exclusiveMaximum }, `must be < ${schema.exclusiveMaximum}`);
  if (typeof schema.exclusiveMinimum === 'number' && data <= schema.exclusiveMinimum) fail('exclusiveMinimum', { comparison: '>', limit: schema.exclusiveMinimum }, `must be > ${schema.exclusiveMinimum}`);
  if (typeof schema.multipleOf === 'number' && Math.abs(Math.round(data / schema.multipleOf) - data / schema.multipleOf) > 1e-8) {
    fail('multipleOf', { multipleOf: schema.multipleOf }, `must be multiple of ${schema.multipleOf}`);
  }
}

function checkString(schema: Exclude<Schema, boolean>, data: string, fail: Fail): void {
  if (typeof schema.maxLength === 'number' && lengthOf(data) > schema.maxLength) fail('maxLength', { limit: schema.maxLength }, `must NOT have more than ${schema.maxLength} characters`);
  if (typeof schema.minLength === 'number' && lengthOf(data) < schema.minLength) fail('minLength', { limit: schema.minLength }, `must NOT have fewer than ${schema.minLength} characters`);
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(data)) fail('pattern', { pattern: schema.pattern }, `must match pattern "${schema.pattern}"`);
}

function checkArray(schema: Exclude<Schema, boolean>, data: unknown[], path: string, schemaPath: string, root: Schema, errors: Errors, depth: number, fail: Fail): void {
  if (typeof schema.maxItems === 'number' && data.length > schema.maxItems) fail('maxItems', { limit: schema.maxItems }, `must NOT have more than ${schema.maxItems} items`);
  if (typeof schema.minItems === 'number' && data.length < schema.minItems) fail('minItems', { limit: schema.minItems }, `must NOT have fewer than ${schema.minItems} items`);
  if (Array.isArray(schema.items)) {
    schema.items.forEach((item, index) => {
      if (index < data.length) check(item, data[index], `${path}/${index}`, `${schemaPath}/items/${index}`, root, errors, depth + 1);
    });
  } else if (schema.items !== undefined) {
    data.forEach((item, index) => check(schema.items as Schema, item, `${path}/${index}`, `${schemaPath}/items`, root, errors, depth + 1));
  }
  if (schema.uniqueItems === true) {
    for (let j = data.length - 1; j > 0; j -= 1) {
      const i = data.findIndex((other, index) => index < j && deepEqual(other, data[j]));
      if (i >= 0) {
        fail('uniqueItems', { i, j }, `must NOT have duplicate items (items ## ${j} and ${i} are identical)`);
        break;
      }
    }
  }
}

function checkObject(schema: Exclude<Schema, boolean>, data: Record<string, unknown>, path: string, schemaPath: string, root: Schema, errors: Errors, depth: number, fail: Fail): void {
  for (const name of schema.required ?? []) {
    if (!Object.hasOwn(data, name) || data[name] === undefined) fail('required', { missingProperty: name }, `must have required property '${name}'`);
  }
  const properties = schema.properties ?? {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const at = `${path}/${escapePointer(name)}`;
    if (Object.hasOwn(properties, name)) check(properties[name], value, at, `${schemaPath}/properties/${escapePointer(name)}`, root, errors, depth + 1);
    else if (schema.additionalProperties === false) fail('additionalProperties', { additionalProperty: name }, 'must NOT have additional properties');
    else if (typeof schema.additionalProperties === 'object') check(schema.additionalProperties, value, at, `${schemaPath}/additionalProperties`, root, errors, depth + 1);
  }
}

function validInto(schema: Schema | boolean, data: unknown, path: string, schemaPath: string, root: Schema, depth: number, into: Errors): boolean {
  const found: Errors = [];
  check(schema, data, path, schemaPath, root, found, depth + 1);
  into.push(...found);
  return found.length === 0;
}

const valid = (schema: Schema | boolean, data: unknown, root: Schema, depth: number): boolean => validInto(schema, data, '', '#', root, depth, []);

/** ajv-shaped errors of `data` against `schema` (refs resolved in `root`). */
export function schemaErrors(schema: Schema, data: unknown, root: Schema = schema): ErrorObject[] {
  const errors: Errors = [];
  check(schema, data, '', '#', root, errors);
  return errors;
}

/** The rjsf validator over schemaErrors. */
export function evalFreeValidator<T = unknown>(): ValidatorType<T, RJSFSchema> {
  const validator: ValidatorType<T, RJSFSchema> = {
    rawValidation<Result = ErrorObject>(schema: RJSFSchema, formData?: T) {
      try {
        return { errors: schemaErrors(schema, formData) as Result[] };
      } catch (error) {
        return { errors: [], validationError: error as Error };
      }
    },
    validateFormData(formData: T | undefined, schema: RJSFSchema, customValidate?: CustomValidator<T>, transformErrors?: ErrorTransformer<T>, uiSchema?: UiSchema<T>): ValidationData<T> {
      const raw = validator.rawValidation<ErrorObject>(schema, formData);
      return processRawValidationErrors(validator, raw, formData, schema, customValidate, transformErrors, uiSchema);
    },
    isValid(schema: RJSFSchema, formData: T | undefined, rootSchema: RJSFSchema) {
      try {
        return schemaErrors(schema, formData, rootSchema).length === 0;
      } catch {
        return false;
      }
    },
  };
  return validator;
}

/** The one instance the forms share. */
export const formValidator = evalFreeValidator();
