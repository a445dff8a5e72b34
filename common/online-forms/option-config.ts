import type { Texts } from '../entity-model.ts';
import type { JnpfField } from './online-design.ts';
import { sameText } from './field-messages.ts';

/**
 * Option widgets' configuration (contract §7.2: static `options`, a `dictionary` type or a `dynamic`
 * data interface) as the runtime reads it (src/form-runtime/widgets/choice/options.ts): the list
 * in `options`, the record keys in `props.props.props`. Designs write both in more than one place.
 */

/** The widgets whose options come from `dataType` (contract §7.2). */
export const OPTION_KEYS: ReadonlySet<string> = new Set(['radio', 'checkbox', 'select', 'treeSelect', 'cascader']);

export interface OptionKeys {
  label: string;
  value: string;
  children: string;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const keyText = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);

/**
 * The keys option records are read with: 3.4 writes `props: { props: { label, value } }` (or, for a
 * select in a sub-table, `__config__.props`), 3.5+ `props: { label, value }`; JNPF's defaults are
 * fullName, id and children.
 */
export function optionKeysOf(field: JnpfField): OptionKeys {
  const outer = record(field.props);
  const keys = record(outer?.props) ?? (outer && ('label' in outer || 'value' in outer) ? outer : undefined) ?? record(field.__config__?.props) ?? {};
  return { label: keyText(keys.label, 'fullName'), value: keyText(keys.value, 'id'), children: keyText(keys.children, 'children') };
}

/** The design's own option list: `options` (3.5+ and trees) or 3.4's `__slot__.options`. */
export function designOptionsOf(field: JnpfField): unknown[] | undefined {
  if (Array.isArray(field.options)) return field.options;
  const slot = record(field.__slot__);
  return Array.isArray(slot?.options) ? slot.options : undefined;
}

/** `dataType` as the design says it; absent means static, as the runtime reads it. */
export const dataTypeOf = (field: JnpfField): string => {
  const value = field.__config__?.dataType;
  return typeof value === 'string' && value ? value : 'static';
};

/**
 * The labels of static options by value (FieldModel.options), trees flattened: what lists, exports
 * and detail views show a stored code as. Options whose value is not a string or number are left
 * out (they cannot be stored); undefined when the list has none.
 */
export function optionLabelsOf(options: readonly unknown[], keys: OptionKeys): Record<string, Texts> | undefined {
  const labels: Record<string, Texts> = {};
  const walk = (list: readonly unknown[]) => {
    for (const entry of list) {
      const option = record(entry);
      if (!option) continue;
      const value = option[keys.value];
      if (typeof value === 'string' || typeof value === 'number') {
        const label = option[keys.label];
        labels[String(value)] = sameText(label === undefined || label === null || label === '' ? String(value) : String(label));
      }
      const children = option[keys.children];
      if (Array.isArray(children)) walk(children);
    }
  };
  walk(options);
  return Object.keys(labels).length > 0 ? labels : undefined;
}

/** Whether every static option's value is a number: the field then stores a number. */
export function optionsAreNumbers(options: readonly unknown[], keys: OptionKeys): boolean {
  const values = options.flatMap((entry) => {
    const option = record(entry);
    return option ? [option[keys.value]] : [];
  });
  return values.length > 0 && values.every((value) => typeof value === 'number');
}
