import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { EntityResource, Texts } from '../lib/data/entity-resource.ts';
import { drawnByRuntime } from '../../common/form-runtime/model-form-items.ts';
import { localizedRuleMessage, requiredMessage } from '../../common/form-runtime/validation/index.ts';

type Locale = keyof Texts;

/** Widgets registered by src/features/pickers (register-pickers.ts), named by the schemas. */
/** Widgets features register by these names (src/app/app.tsx) for fields that name them. */
const FEATURE_WIDGET_NAMES = ['interfaceParameters', 'interfaceHeaders', 'interfaceProperties', 'dataSourceSelect', 'interfaceRequestMethod', 'designJson'];
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
    // The form runtime's widgets (src/form-runtime): dates as pickers, sub-tables, calculated and server-filled fields.
    if (field.item && drawnByRuntime(field.widget)) uiSchema[field.name] = { 'ui:widget': 'runtime', 'ui:options': { item: field.item } };
    if (field.widget === 'treeSelect') uiSchema[field.name] = { 'ui:widget': field.widget };
    // The two-pane pickers (src/features/pickers) keep the field's own value shape (see src/features/pickers/value-codec.ts).
    if (PICKER_WIDGET_NAMES.includes(field.widget)) uiSchema[field.name] = { 'ui:widget': field.widget };
    if (field.widget === 'richText') uiSchema[field.name] = { 'ui:widget': 'richText' };
    if (field.widget === 'dictionaryTreeSelect') uiSchema[field.name] = { 'ui:widget': 'dictionaryTreeSelect', 'ui:options': { dictionary: field.dictionary } };
    // A widget a feature registered under the field's own widget name (the data-interface editors,
    // the design JSON editor): merged, so a select keeps its ui:enumNames for the widget to read.
    if (FEATURE_WIDGET_NAMES.includes(field.widget)) uiSchema[field.name] = { ...(uiSchema[field.name] as UiSchema | undefined), 'ui:widget': field.widget };
  }
  return {
    schema: { type: 'object', required: [...resource.bodySchema.required], properties } as RJSFSchema,
    uiSchema,
  };
}

/**
 * ajv's errors in the user's language, so no validator English or regex ever reaches the form: the
 * schema's own words for the field and keyword ({value} replaced by what was typed; a §5 rule's
 * message is among them, put there by the generator), else the rule catalogue's message for a
 * catalogue pattern, else the keyword's translated text (common/form-runtime/validation, ajv-i18n).
 * A required field left empty (an empty text fails minLength 1) reads as "{label}不能为空" when the
 * schema has no words of its own. The message shows under its field, so it does not name it again.
 */
export function transformErrorsFor(resource: EntityResource, locale: Locale, data: () => Record<string, unknown>) {
  const labels = new Map(resource.fields.map((field) => [field.name, field.label]));
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const params = (error.params ?? {}) as Record<string, unknown>;
      const missing = error.name === 'required' ? String(params.missingProperty ?? '') : '';
      const field = missing || (error.property ?? '').replace(/^\./, '');
      let keyword = error.name ?? '';
      if (keyword === 'minLength' && params.limit === 1) keyword = 'required';
      const typed = data()[field];
      const value = typeof typed === 'string' || typeof typed === 'number' ? String(typed) : '';
      // An item's rule (attachments.0.fileId) is worded by its field's messages.
      const own = (resource.messages[field] ?? resource.messages[field.split('.')[0] ?? ''])?.[keyword]?.[locale]?.replace('{value}', value);
      const label = labels.get(field.split('.')[0] ?? '')?.[locale] ?? '';
      const message = own ?? (keyword === 'required' ? requiredMessage(label, locale) : localizedRuleMessage({ keyword, params }, locale));
      return { ...error, message, stack: message };
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
