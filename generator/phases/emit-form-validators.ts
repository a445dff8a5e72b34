import { createRequire } from 'node:module';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import type { EntityModel } from './normalise.ts';

/**
 * The browser's forms validate with code written here, never with code built at run time: the
 * Content-Security-Policy allows no eval (server/http/security-headers.ts), so rjsf's ajv cannot
 * compile schemas in the page. For every schema a form hands to rjsf, rjsf's own
 * `compileSchemaValidatorsCode` (ajv standalone code, with rjsf's ajv options: all errors, verbose)
 * writes the validator, and the page wraps it with rjsf's `createPrecompiledValidator`
 * (src/entity-screens/precompiled-form-validators.ts).
 */

export interface FormValidatorsFile {
  path: string;
  /** the module's code without the generated-file header */
  code: string;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** src/generated/<entity>.form-validators.ts */
export const formValidatorsFileName = (model: EntityModel) => `${kebab(model.name)}.form-validators.ts`;

/**
 * A body property as a form validates it: the rules, without the label. The label is the user's
 * language and rides in the uiSchema (`ui:title`), so one validator serves every language.
 */
const formProperty = (model: EntityModel, name: string): Record<string, unknown> => {
  const property = ((model.bodySchema.properties as Record<string, Record<string, unknown>>)[name] ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(property).filter(([key]) => key !== 'title'));
};

/** The fields a form shows: src/entity-screens/schema-to-form.ts's formSchemas, whose schema this is. */
function formFields(model: EntityModel): string[] {
  return model.fields
    .filter((f) => !f.readOnly)
    .filter((f) => !(f.widget === 'hidden' && formProperty(model, f.name).type === 'array'))
    .map((f) => f.name);
}

/**
 * The schemas the model's forms hand to rjsf: a record's dialog (one, as formSchemas builds it),
 * or a settings object's tabs (one per section, as the settings page builds each tab's form).
 */
export function formValidationSchemas(model: EntityModel): RJSFSchema[] {
  const shown = formFields(model);
  if (model.storage === 'settings') {
    const sections = model.sections.length > 0 ? model.sections.map((s) => s.fields) : [model.fields.filter((f) => !f.readOnly).map((f) => f.name)];
    return sections.map((fields) => ({
      type: 'object',
      properties: Object.fromEntries(fields.map((name) => [name, shown.includes(name) ? formProperty(model, name) : {}])),
    }));
  }
  return [
    {
      type: 'object',
      required: [...((model.bodySchema.required as string[] | undefined) ?? [])],
      properties: Object.fromEntries(shown.map((name) => [name, formProperty(model, name)])),
    },
  ];
}

/**
 * ajv's standalone code reaches its run-time helpers with `require(…)`, which an ES module in the
 * page does not have. The helpers a form's rules use are self-contained functions of ajv (code
 * points for min/maxLength, deep equality for enum/const/uniqueItems), inlined here from ajv's
 * own code; a rule needing another helper (a `format`) stops the generator rather than the page.
 */
const SELF_CONTAINED_HELPERS = new Set(['ajv/dist/runtime/ucs2length', 'ajv/dist/runtime/equal']);
const requireFromHere = createRequire(import.meta.url);

function inlineHelpers(code: string, source: string): string {
  const inlined = code.replace(/require\("([^"]+)"\)\.(\w+)/g, (call, module: string, member: string) => {
    if (!SELF_CONTAINED_HELPERS.has(module)) throw new Error(`${source}: the form validator needs ajv's ${module}, which is not inlined (generator/phases/emit-form-validators.ts)`);
    const helper = (requireFromHere(module) as Record<string, unknown>)[member];
    if (typeof helper !== 'function') throw new Error(`${source}: ${call} is not a function`);
    return `(${helper.toString()})`;
  });
  if (/\brequire\(/.test(inlined)) throw new Error(`${source}: the form validator still calls require()`);
  return inlined;
}

/**
 * The module: the schemas (`formSchemas`, in the order formValidationSchemas gives) and, as the
 * default export, rjsf's map of validator functions by schema hash. Each schema's ajv code is a
 * CommonJS-style `exports[hash] = validate…` body; each runs in its own block over the one map.
 */
export function emitFormValidators(model: EntityModel): FormValidatorsFile {
  const schemas = formValidationSchemas(model);
  const blocks = schemas.map((schema) => {
    const compiled = compileSchemaValidatorsCode(schema);
    const body = inlineHelpers(compiled.replace(/^"use strict";\n?/, ''), `schemas/${model.file}`);
    return `{\nconst exports = validateFns;\n${body}\n}`;
  });
  const code = [
    '// @ts-nocheck: ajv standalone code (rjsf compileSchemaValidatorsCode); the exports are typed below',
    "import type { RJSFSchema } from '@rjsf/utils';",
    "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';",
    '',
    `/** The schemas ${model.storage === 'settings' ? "the settings page's tabs hand" : 'the record dialog hands'} to rjsf, without labels (they ride in the uiSchema). */`,
    `export const formSchemas: RJSFSchema[] = ${JSON.stringify(schemas, null, 2)};`,
    '',
    '/** rjsf createPrecompiledValidator\'s validateFns: the validators by schema hash. */',
    'const validateFns: ValidatorFunctions = {};',
    ...blocks,
    'export default validateFns;',
    '',
  ].join('\n');
  return { path: `src/generated/${formValidatorsFileName(model)}`, code };
}

/** src/generated/form-validators.ts: each resource's validator module, loaded with its first form. */
export function emitFormValidatorsIndex(models: EntityModel[]): FormValidatorsFile {
  const entries = models.map((model) => `  ${JSON.stringify(model.name)}: () => import('./${formValidatorsFileName(model)}'),`);
  const code = [
    "import type { RJSFSchema } from '@rjsf/utils';",
    "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';",
    '',
    '/** A resource\'s precompiled form validators: its forms\' schemas and the functions by schema hash. */',
    'export interface FormValidatorsModule {',
    '  formSchemas: RJSFSchema[];',
    '  default: ValidatorFunctions;',
    '}',
    '',
    '/** By resource name: each module is its own chunk, downloaded when one of its forms first shows. */',
    'export const formValidatorModules: Record<string, () => Promise<FormValidatorsModule>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
  return { path: 'src/generated/form-validators.ts', code };
}
