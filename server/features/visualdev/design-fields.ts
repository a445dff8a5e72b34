import type { JnpfField, JnpfFormData } from '../../../common/online-forms/online-design.ts';
import { roleOf, runtimeKeyOfDesign } from '../../../common/online-forms/jnpf-keys.ts';

/**
 * `GET /api/visualdev/Base/{id}/FormDataFields?filterType=` (contract §7.1): the fields of a design
 * that hold a value, for the designer's related-form settings (which field a relation form shows,
 * which one a relationFormAttr reads), as `{ vmodel, label }`. Layout containers (row, card, tab,
 * collapse, table grid, steps) are walked through; items holding no value (divider, text, buttons,
 * a display-only attribute or calculation) are left out, as the converter
 * (common/online-forms/jnpf-keys.ts) judges them; an unknown widget with a value is a field, as the
 * converter keeps it (as text). A child table's columns come as
 * `{tableField}-{column}` labelled `{table label}-{column label}`, as the list design names them
 * (contract §7.3); `filterType=1` leaves them out (a relation form shows a value of the main record).
 */

export interface FormDataField {
  vmodel: string;
  label: string;
}

const CHILD_TABLE = 'table';

const configOf = (field: JnpfField) => field.__config__ ?? {};
const keyOf = (field: JnpfField): string => runtimeKeyOfDesign(String(configOf(field).jnpfKey ?? ''));
const childrenOf = (field: JnpfField): JnpfField[] => {
  const children = configOf(field).children;
  return Array.isArray(children) ? children : [];
};

/** The items of a list of fields that hold a value, containers opened, in the designer's order (a child table stays one item). */
function valueFields(fields: readonly JnpfField[]): JnpfField[] {
  return fields.flatMap((field) => {
    const key = keyOf(field);
    if (key === CHILD_TABLE) return field.__vModel__ ? [field] : [];
    const role = roleOf(key, Boolean(field.__vModel__), configOf(field).isStorage);
    if (role === 'container' || role === 'pane' || role === 'flattened') return valueFields(childrenOf(field));
    if (role === 'unsupported') {
      // a pane written without its key (JNPF 3.4's tabItem) holds children and no value; an unknown
      // widget with a value is kept by the converter as text, so it is a field too
      if (!field.__vModel__) return valueFields(childrenOf(field));
      return [field];
    }
    return role === 'value' ? [field] : [];
  });
}

const labelOf = (field: JnpfField): string => String(configOf(field).label ?? '');

export function formDataFields(formData: JnpfFormData, filterType: number | undefined): FormDataField[] {
  return valueFields(formData.fields).flatMap((field): FormDataField[] => {
    if (keyOf(field) !== CHILD_TABLE) return [{ vmodel: String(field.__vModel__), label: labelOf(field) }];
    if (filterType === 1) return [];
    return valueFields(childrenOf(field)).map((column) => ({
      vmodel: `${field.__vModel__}-${column.__vModel__}`,
      label: `${labelOf(field)}-${labelOf(column)}`,
    }));
  });
}
