import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { EntityResource, Texts } from '../lib/data/entity-resource.ts';

type Locale = keyof Texts;

/** Widgets registered by src/features/pickers (register-pickers.ts), named by the schemas. */
const PICKER_WIDGET_NAMES = ['organizePicker', 'departmentPicker', 'positionPicker', 'rolePicker', 'groupPicker', 'userPicker', 'billRulePicker'];

/** The dialog's rjsf schema and uiSchema: labels, widgets and order from the generated resource. */
export function formSchemas(resource: EntityResource, locale: Locale): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, object> = {};
  const uiSchema: UiSchema = { 'ui:order': [...resource.fields.map((f) => f.name), '*'] };
  for (const field of resource.fields) {
    const property = (resource.bodySchema.properties[field.name] ?? {}) as { type?: string };
    // Hidden structured values (a role's organisation paths) travel in the form data untouched.
    if (field.widget === 'hidden' && property.type === 'array') continue;
    properties[field.name] = { ...(resource.bodySchema.properties[field.name] ?? {}), title: field.label[locale] };
    if (field.widget === 'textarea') uiSchema[field.name] = { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } };
    if (field.widget === 'hidden') uiSchema[field.name] = { 'ui:widget': 'hidden' };
    if (field.widget === 'display') uiSchema[field.name] = { 'ui:readonly': true };
    if (field.widget === 'password') uiSchema[field.name] = { 'ui:widget': 'password' };
    if (field.widget === 'switch') uiSchema[field.name] = { 'ui:widget': 'switch01' };
    if (field.options) {
      const values = ((property as { enum?: (string | number)[] }).enum ?? []).map(String);
      uiSchema[field.name] = { 'ui:enumNames': values.map((value) => field.options?.[value]?.[locale] ?? value) };
    }
    if (field.widget === 'entitySelect') uiSchema[field.name] = { 'ui:widget': field.widget, 'ui:options': { resource: field.reference } };
    if (field.widget === 'date') uiSchema[field.name] = { 'ui:widget': 'epochDate' };
    if (field.widget === 'treeSelect') uiSchema[field.name] = { 'ui:widget': field.widget };
    // The two-pane pickers (src/features/pickers) keep the field's own value shape (see src/features/pickers/value-codec.ts).
    if (PICKER_WIDGET_NAMES.includes(field.widget)) uiSchema[field.name] = { 'ui:widget': field.widget };
    if (field.widget === 'richText') uiSchema[field.name] = { 'ui:widget': 'richText' };
    if (field.widget === 'dictionaryTreeSelect') uiSchema[field.name] = { 'ui:widget': 'dictionaryTreeSelect', 'ui:options': { dictionary: field.dictionary } };
  }
  return {
    schema: { type: 'object', required: [...resource.bodySchema.required], properties } as RJSFSchema,
    uiSchema,
  };
}

/** ajv's errors replaced by the spec's messages the schema carries, in the user's language. */
export function transformErrorsFor(resource: EntityResource, locale: Locale, data: () => Record<string, unknown>) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const missing = error.name === 'required' ? String((error.params as { missingProperty?: string }).missingProperty ?? '') : '';
      const field = missing || (error.property ?? '').replace(/^\./, '');
      let keyword = error.name ?? '';
      if (keyword === 'minLength' && (error.params as { limit?: number }).limit === 1) keyword = 'required';
      const text = resource.messages[field]?.[keyword]?.[locale];
      if (!text) return error;
      return { ...error, message: text.replace('{value}', String(data()[field] ?? '')) };
    });
}

/**
 * Values as the schema types them: JNPF sends some numbers as strings (tokenTimeout), which a
 * form would otherwise flag as the wrong type before the user touched anything.
 */
export function coerceToSchema(resource: EntityResource, data: Record<string, unknown>): Record<string, unknown> {
  const coerced = { ...data };
  for (const [name, property] of Object.entries(resource.bodySchema.properties)) {
    const type = (property as { type?: string }).type;
    const value = coerced[name];
    if ((type === 'integer' || type === 'number') && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
      coerced[name] = Number(value);
  }
  return coerced;
}
