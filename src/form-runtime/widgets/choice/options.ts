import type { Texts } from '../../../../common/entity-model.ts';
import { textIn, type FormItem } from '../../../../common/form-runtime/form-item.ts';
import type { Language } from '../../widget-contract.ts';
import { choiceMessages } from './messages.ts';

/**
 * Options of radio, checkbox and select as pure data (contract §7.2): raw option records, from the
 * item's static list, a dictionary or a data interface, read through the item's
 * `props.props.props` keys (label `fullName` and value `id` unless configured), and the labels of
 * stored codes, for the widgets and for list cells alike.
 */
export interface ChoiceOption {
  label: string;
  value: string | number;
  disabled?: boolean;
}

/** Where a widget's options come from (JNPF `__config__.dataType`). */
export const dataTypeOf = (item: FormItem): string => (typeof item.props.dataType === 'string' && item.props.dataType ? item.props.dataType : 'static');

interface OptionKeys {
  label: string;
  value: string;
  children: string;
}

/** The keys an option record is read with: `props.props.props` {label, value, children}, JNPF's defaults fullName / id. */
export function optionKeysOf(item: FormItem): OptionKeys {
  const outer = item.props.props as { props?: Partial<OptionKeys> } | undefined;
  const keys = outer?.props ?? {};
  return { label: keys.label || 'fullName', value: keys.value || 'id', children: keys.children || 'children' };
}

/** The item's own option list: `options`, or JNPF's `__slot__.options`. */
export function staticOptionsOf(item: FormItem): readonly unknown[] {
  if (Array.isArray(item.props.options)) return item.props.options;
  const slot = item.props.__slot__ as { options?: unknown } | undefined;
  return Array.isArray(slot?.options) ? slot.options : [];
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

// A label may be all three languages (a schema enum's labels, the gallery's examples) or one text (JNPF's fullName).
const labelText = (label: unknown, value: string | number, language: Language): string => {
  if (label === undefined || label === null || label === '') return String(value);
  if (typeof label === 'object' && 'zh' in label) return textIn(label as Texts, language);
  return String(label);
};

/** Raw option records as options in the language, tree lists (a tree dictionary) flattened in order; records without a value are skipped. */
export function toOptions(raw: readonly unknown[], item: FormItem, language: Language): ChoiceOption[] {
  const keys = optionKeysOf(item);
  const out: ChoiceOption[] = [];
  const walk = (list: readonly unknown[]) => {
    for (const entry of list) {
      const record = asRecord(entry);
      if (!record) continue;
      const value = record[keys.value];
      if (typeof value === 'string' || typeof value === 'number') {
        out.push({ label: labelText(record[keys.label], value, language), value, ...(record.disabled === true ? { disabled: true } : {}) });
      }
      const children = record[keys.children];
      if (Array.isArray(children)) walk(children);
    }
  };
  walk(raw);
  return out;
}

/** Stored codes compare as text: a form may store 1 where the option says '1'. */
export const sameCode = (a: unknown, b: unknown): boolean => a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** The stored codes of a value: a list as it is, nothing for null, undefined or '', else the one code. */
export function codesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((code) => code !== null && code !== undefined && code !== '');
  return value === null || value === undefined || value === '' ? [] : [value];
}

/**
 * The label of every stored code, in the stored order, read from raw option records (the item's
 * static list when `options` is not given). A code no option carries any more (an item deleted
 * from its dictionary) keeps its code, the only text there is for it.
 */
export function optionLabels(item: FormItem, value: unknown, options: readonly unknown[] = staticOptionsOf(item), language: Language = 'zh'): string[] {
  return labelsOf(value, toOptions(options, item, language));
}

/** The labels of a value's codes among options already read (the widgets' own path). */
export const labelsOf = (value: unknown, options: readonly ChoiceOption[]): string[] =>
  codesOf(value).map((code) => options.find((option) => sameCode(option.value, code))?.label ?? String(code));

/** Labels as one text: joined with '、' (zh, zh-TW) or ', ' (en). */
export const joinLabels = (labels: readonly string[], language: Language): string => labels.join(choiceMessages[language].separator);

/** The text of a stored value for a list cell or a read-only field. */
export const optionText = (item: FormItem, value: unknown, options: readonly unknown[] | undefined, language: Language): string =>
  joinLabels(optionLabels(item, value, options, language), language);

/** The options a widget offers: a disabled option (an item switched off in its dictionary) only while the value holds it. */
export const offeredOptions = (options: readonly ChoiceOption[], value: unknown): ChoiceOption[] => {
  const codes = codesOf(value);
  return options.filter((option) => !option.disabled || codes.some((code) => sameCode(code, option.value)));
};
