import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { entityModels } from '../common/generated/index.ts';
import type { EntityModel } from '../common/entity-model.ts';
import { formValidationSchemas } from '../common/form-validation-schemas.ts';

/**
 * The browser's forms validate with code the build writes, never with code built at run time: the
 * Content-Security-Policy allows no eval (server/core/http/security-headers.ts), so rjsf's ajv cannot
 * compile schemas in the page. For every schema a form hands to rjsf (common/form-validation-schemas.ts),
 * rjsf's own `compileSchemaValidatorsCode` (ajv standalone code, with rjsf's ajv options) writes the
 * validator, and the page wraps it with rjsf's `createPrecompiledValidator`
 * (src/crud/precompiled-form-validators.ts). The code is built, not committed: it is
 * about twice the model it comes from (docs/decisions/0004-one-generated-model.md).
 *
 * `virtual:form-validators` maps each resource to `() => import('virtual:form-validators/<name>')`,
 * so each resource's validators are their own chunk, downloaded with its first form. Active in
 * `vite build`, `vite` (dev) and vitest (vite.config.ts, vitest.config.ts).
 */
const INDEX = 'virtual:form-validators';
const PREFIX = `${INDEX}/`;

/**
 * ajv's standalone code reaches its run-time helpers with `require(…)`, which an ES module in the
 * page does not have. The helpers a form's rules use are self-contained functions of ajv (code
 * points for min/maxLength, deep equality for enum/const/uniqueItems), inlined here from ajv's
 * own code; a rule needing another helper (a `format`) stops the build rather than the page.
 */
const SELF_CONTAINED_HELPERS = new Set(['ajv/dist/runtime/ucs2length', 'ajv/dist/runtime/equal']);
const requireFromHere = createRequire(import.meta.url);

function inlineHelpers(code: string, source: string): string {
  const inlined = code.replace(/require\("([^"]+)"\)\.(\w+)/g, (call, module: string, member: string) => {
    if (!SELF_CONTAINED_HELPERS.has(module))
      throw new Error(`${source}: the form validator needs ajv's ${module}, which is not inlined (build/form-validators-plugin.ts)`);
    const helper = (requireFromHere(module) as Record<string, unknown>)[member];
    if (typeof helper !== 'function') throw new Error(`${source}: ${call} is not a function`);
    return `(${helper.toString()})`;
  });
  if (/\brequire\(/.test(inlined)) throw new Error(`${source}: the form validator still calls require()`);
  return inlined;
}

/**
 * One resource's module: the schemas (`formSchemas`, in formValidationSchemas' order) and, as the
 * default export, rjsf's map of validator functions by schema hash. Each schema's ajv code is a
 * CommonJS-style `exports[hash] = validate…` body; each runs in its own block over the one map.
 */
export function formValidatorsCode(model: EntityModel): string {
  const schemas = formValidationSchemas(model);
  const blocks = schemas.map((schema) => {
    const compiled = compileSchemaValidatorsCode(schema as RJSFSchema);
    const body = inlineHelpers(compiled.replace(/^"use strict";\n?/, ''), `the ${model.name} model`);
    return `{\nconst exports = validateFns;\n${body}\n}`;
  });
  return [`export const formSchemas = ${JSON.stringify(schemas)};`, 'const validateFns = {};', ...blocks, 'export default validateFns;', ''].join('\n');
}

/** The index: each resource's validator module, loaded with its first form. */
export function formValidatorsIndexCode(models: readonly EntityModel[]): string {
  const entries = models.map((model) => `  ${JSON.stringify(model.name)}: () => import(${JSON.stringify(PREFIX + model.name)}),`);
  return ['export const formValidatorModules = {', ...entries, '};', ''].join('\n');
}

export function formValidators(models: readonly EntityModel[] = entityModels): Plugin {
  const byName = new Map(models.map((model) => [model.name, model]));
  return {
    name: 'portside-form-validators',
    resolveId(id) {
      if (id === INDEX || (id.startsWith(PREFIX) && byName.has(id.slice(PREFIX.length)))) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0')) return undefined;
      const name = id.slice(1);
      if (name === INDEX) return formValidatorsIndexCode(models);
      const model = name.startsWith(PREFIX) ? byName.get(name.slice(PREFIX.length)) : undefined;
      return model ? formValidatorsCode(model) : undefined;
    },
  };
}
