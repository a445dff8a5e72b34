import type { RJSFSchema } from '@rjsf/utils';

/**
 * How a picker's choice is stored, decided by the field's JSON Schema so the server gets the
 * shape it already expects (contract §4.9: a user's roleId is "a,b"; a schedule's toUserIds an
 * array; a position's organizeId one id):
 * - an array field holds a list;
 * - a string field longer than one id (maxLength above 64, the id length) holds a comma-joined list;
 * - any other string field holds one id.
 * `ui:options.multiple` overrides the guess.
 */
const ID_LENGTH = 64;

export function isMultiple(schema: RJSFSchema, options: Record<string, unknown>): boolean {
  if (typeof options.multiple === 'boolean') return options.multiple;
  if (schema.type === 'array') return true;
  return typeof schema.maxLength === 'number' && schema.maxLength > ID_LENGTH;
}

/** The field value for the chosen ids: an empty choice is '' or [] (spec lowcode §4: an empty value). */
export function valueOfIds(ids: string[], schema: RJSFSchema, multiple: boolean): string | string[] {
  if (schema.type === 'array') return ids;
  return multiple ? ids.join(',') : (ids[0] ?? '');
}
