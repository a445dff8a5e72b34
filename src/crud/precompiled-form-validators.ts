import { use } from 'react';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { formValidatorModules } from 'virtual:form-validators';

/**
 * The forms validate with validators the build wrote (build/form-validators-plugin.ts: rjsf's
 * precompiled ajv code, one virtual module per resource): the Content-Security-Policy allows no eval (server/core/http/security-headers.ts),
 * so ajv may not compile schemas in the page. Each form hands rjsf the schema its validator was
 * compiled from, exactly (rjsf refuses any other); the fields' labels, which are in the user's
 * language, ride in the uiSchema as `ui:title`.
 */
export interface FormValidation {
  schema: RJSFSchema;
  validator: ValidatorType;
}

const loading = new Map<string, Promise<FormValidation[]>>();

/** A resource's forms (the dialog's one, or a settings page's one per tab), downloaded once. */
export function loadFormValidations(resourceName: string): Promise<FormValidation[]> {
  let found = loading.get(resourceName);
  if (!found) {
    const load = formValidatorModules[resourceName];
    if (!load) throw new Error(`no precompiled form validators for ${resourceName} (build/form-validators-plugin.ts)`);
    found = load().then((module) => module.formSchemas.map((schema) => ({ schema, validator: createPrecompiledValidator(module.default, schema) })));
    // A failed download is tried again by the next form.
    found.catch(() => loading.delete(resourceName));
    loading.set(resourceName, found);
  }
  return found;
}

/** The same, for a component: suspends (the form's Suspense shows its loading bar) until downloaded. */
export function useFormValidations(resourceName: string): FormValidation[] {
  return use(loadFormValidations(resourceName));
}

/** The uiSchema with each field's label (the titled schema's, from formSchemas) as `ui:title`; what the screen set wins. */
export function withFieldTitles(uiSchema: UiSchema, titled: RJSFSchema): UiSchema {
  const result: UiSchema = { ...uiSchema };
  for (const [name, property] of Object.entries(titled.properties ?? {})) {
    const title = typeof property === 'object' ? property.title : undefined;
    if (title !== undefined) result[name] = { 'ui:title': title, ...(uiSchema[name] as UiSchema | undefined) };
  }
  return result;
}
