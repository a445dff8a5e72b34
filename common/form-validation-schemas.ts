import type { EntityModel } from './entity-model.ts';

/** A JSON Schema as rjsf takes it (common/ may not import @rjsf: the callers type it). */
export type FormSchema = { type: 'object'; required?: string[]; properties: Record<string, Record<string, unknown>> };

/**
 * A body property as a form validates it: the rules, without the label. The label is the user's
 * language and rides in the uiSchema (`ui:title`), so one validator serves every language.
 */
const formProperty = (model: EntityModel, name: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(model.bodySchema.properties[name] ?? {}).filter(([key]) => key !== 'title'));

/** The fields a form shows: src/crud/schema-to-form.ts's formSchemas, whose schema this is. */
function formFields(model: EntityModel): string[] {
  return model.fields
    .filter((f) => !f.readOnly)
    .filter((f) => !(f.widget === 'hidden' && formProperty(model, f.name).type === 'array'))
    .map((f) => f.name);
}

/**
 * The schemas the model's forms hand to rjsf, which the build precompiles
 * (build/form-validators-plugin.ts): a record's dialog (one, as formSchemas builds it), or a
 * settings object's tabs (one per section, as the settings page builds each tab's form).
 */
export function formValidationSchemas(model: EntityModel): FormSchema[] {
  const shown = formFields(model);
  if (model.storage === 'settings') {
    const sections = model.sections.length > 0 ? model.sections.map((s) => s.fields) : [model.fields.filter((f) => !f.readOnly).map((f) => f.name)];
    return sections.map((fields) => ({
      type: 'object',
      properties: Object.fromEntries(fields.map((name) => [name, shown.includes(name) ? formProperty(model, name) : {}])),
    }));
  }
  return [{ type: 'object', required: [...model.bodySchema.required], properties: Object.fromEntries(shown.map((name) => [name, formProperty(model, name)])) }];
}
