import type { WidgetProps } from '@rjsf/utils';

/**
 * The record a dialog edits, as a widget of it sees it: rjsf hands a widget its own field only, so
 * the schema dialog passes the whole record as formContext.formData (src/crud/entity-form-dialog.tsx,
 * src/form-runtime/rjsf-adapter.tsx). The editors that depend on the interface's kind read
 * `dataType` (1 SQL, 2 static data, 3 API) there.
 */
export function dataTypeOf(registry: WidgetProps['registry']): number | undefined {
  const record = (registry.formContext as { formData?: Record<string, unknown> } | undefined)?.formData;
  const dataType = Number(record?.dataType);
  return Number.isFinite(dataType) && record?.dataType !== undefined ? dataType : undefined;
}
