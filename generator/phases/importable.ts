import type { FieldJson } from './load-schemas.ts';
import { SERVER_FILLED_WIDGETS } from '../../common/form-runtime/model-form-items.ts';

/** The upload widgets: their value is an array of stored files (contract §6.1), never a sheet cell. */
export const UPLOAD_WIDGETS: readonly string[] = ['uploadFz', 'uploadImg'];

/**
 * Widgets whose value no sheet may give: a password (never imported), a shown-only value, what the
 * server fills or recomputes on save (server/crud/form-rules.ts), a sub-table and the uploads.
 */
const NEVER_IMPORTED: readonly string[] = ['password', 'display', ...SERVER_FILLED_WIDGETS, 'table', ...UPLOAD_WIDGETS];

/** Widgets a sheet may fill when the schema names them, but which the default leaves out: the form does not let a user type them. */
const LEFT_OUT_BY_DEFAULT: readonly string[] = ['hidden', 'richText'];

/** Why a field cannot be an import column, or null when it can. */
export function importRefusal(property: Pick<FieldJson, 'type' | 'readOnly' | 'writeOnly'>, widget: string): string | null {
  if (property.readOnly) return 'is read-only';
  if (property.writeOnly) return 'is a secret, never imported';
  if (property.type === 'array' || property.type === 'object') return 'holds a list, which one sheet cell cannot';
  if (NEVER_IMPORTED.includes(widget)) return `is a ${widget} field, which no sheet fills`;
  return null;
}

/** The default import columns: the form's fields a user fills, in field order. */
export function defaultImportColumns(fields: readonly { name: string; widget: string; property: FieldJson }[]): string[] {
  return fields
    .filter((field) => field.name !== 'id' && !LEFT_OUT_BY_DEFAULT.includes(field.widget) && importRefusal(field.property, field.widget) === null)
    .map((field) => field.name);
}
