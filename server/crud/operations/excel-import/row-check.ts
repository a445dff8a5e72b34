import { Ajv, type ValidateFunction } from 'ajv';
import type { EntityDefinition } from '../../entity-definition.ts';
import type { Language } from '../../../core/i18n/messages.ts';
import { columnLabelsOf, validationMessage } from '../../../core/http/validation-message.ts';
import { checkItemValue } from '../../../../common/form-runtime/validation/index.ts';
import { valueItems } from '../../form-rules.ts';

// The options the server gives Fastify's own validator (server/app.ts), so a row is judged as a POST body is.
const ajv = new Ajv({ coerceTypes: true, useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
const validators = new WeakMap<EntityDefinition, ValidateFunction>();

function validatorOf(entity: EntityDefinition): ValidateFunction {
  let validate = validators.get(entity);
  if (!validate) validators.set(entity, (validate = ajv.compile(entity.bodySchema)));
  return validate;
}

/**
 * Why a row's values would be refused by the form, or undefined when they pass: the body schema
 * with the schema's own words (as the create route answers), then the form runtime's rules of
 * the imported fields (required and pattern rules, as the dialog checks them). Uniqueness and
 * the entity's overrides are judged by the create itself.
 */
export function rowRefusal(entity: EntityDefinition, fields: ReadonlySet<string>, body: Record<string, unknown>, language: Language): string | undefined {
  const validate = validatorOf(entity);
  if (!validate(body)) {
    const labels = { ...entity.labels, ...columnLabelsOf(entity.formItems) };
    return validationMessage(validate.errors?.[0], language, entity.messages, body, labels);
  }
  for (const item of valueItems(entity.formItems)) {
    if (!item.field || !fields.has(item.field)) continue;
    const failure = checkItemValue(item, body[item.field], language);
    if (failure) return failure;
  }
  return undefined;
}
