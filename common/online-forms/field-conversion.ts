import type { ColumnKind, FieldModel, Texts } from '../entity-model.ts';
import type { FormItem } from '../form-runtime/form-item.ts';
import { isShownOnWeb } from '../form-runtime/form-item.ts';
import { formItemFromField } from '../form-runtime/model-form-items.ts';
import type { JnpfField } from './online-design.ts';
import { isServerFilled, roleOf, runtimeKeyOfDesign, isStorageOf } from './jnpf-keys.ts';
import { itemLevelProps, widgetPropsOf } from './field-props.ts';
import { dataTypeOf, OPTION_KEYS, optionKeysOf, optionLabelsOf, optionsAreNumbers } from './option-config.ts';
import { valueShapeOf, type ValueShape } from './value-shapes.ts';
import { maxLengthTexts, requiredTexts, sameText, uniqueTexts } from './field-messages.ts';
import { UPLOAD_ENTRY_MESSAGE } from './stored-file-schema.ts';
import { assertSafeIdentifier, refuseDuplicate } from './design-refusal.ts';

/**
 * One value field of a design (a `__vModel__` widget) as the model holds it: its FieldModel, its
 * body-schema property, its column, and the FormItem the runtime draws it with, the same item
 * common/form-runtime/model-form-items.ts makes of the FieldModel. A sub-table's columns are
 * converted the same way, into FormItems (FieldModel.columns) and the row schema of its property.
 */
export interface ConvertedField {
  /** the design's `__vModel__` */
  vModel: string;
  field: FieldModel;
  property: Record<string, unknown>;
  column: ColumnKind;
  /** the body must hold it: required, shown on the web, and not filled by the server */
  requiredInBody: boolean;
  /** `__config__.unique` */
  unique: boolean;
  /** the FormItem the runtime draws it with (its default as a value, not as column text) */
  item: FormItem;
  /** the table the design binds a sub-table to (`__config__.tableName`), '' when none */
  boundTable: string;
}

/** Reports a jnpfKey the runtime cannot draw (each once, by the caller). */
export type ReportUnsupported = (key: string) => void;

const labelOf = (field: JnpfField, fallback: string): string => {
  const label = field.__config__?.label;
  return typeof label === 'string' && label.trim() ? label : fallback;
};

/**
 * The design's `defaultValue` as the model keeps it (FieldModel.default: JSON text for a JSON
 * value, a number for a number column, text otherwise) and as the form starts from. A value the
 * column cannot hold (text for a number, an object for text) is no default.
 */
export function defaultOf(value: unknown, shape: ValueShape): { stored: string | number; value: unknown } | undefined {
  if (value === undefined || value === null) return undefined;
  if (shape.json) {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value) as unknown;
      } catch {
        return undefined;
      }
    }
    return parsed !== null && typeof parsed === 'object' ? { stored: JSON.stringify(parsed), value: parsed } : undefined;
  }
  if (shape.column === 'string' || shape.column === 'text') {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { stored: String(value), value: String(value) };
    return undefined;
  }
  const number = typeof value === 'boolean' ? Number(value) : typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? { stored: number, value: number } : undefined;
}

/** The words each keyword is refused with (FieldModel.messages), for what the body schema checks. */
function messagesOf(
  label: string,
  key: string,
  property: Record<string, unknown>,
  flags: { requiredInBody: boolean; unique: boolean; capped: boolean },
): Record<string, Texts> {
  const { requiredInBody, unique, capped } = flags;
  const messages: Record<string, Texts> = {};
  if (requiredInBody) {
    messages.required = requiredTexts(label);
    if (property.type === 'array') messages.minItems = requiredTexts(label);
  }
  // only a limit the designer set is worded: a column's own limit reads as the catalogue's text
  if (capped && typeof property.maxLength === 'number') messages.maxLength = maxLengthTexts(label, property.maxLength);
  if (unique) messages.unique = uniqueTexts(label);
  if (key === 'uploadFz' || key === 'uploadImg') messages.pattern = UPLOAD_ENTRY_MESSAGE;
  return messages;
}

/** The body must hold a required field the user can fill: one the web shows and the server does not fill. */
const mustBeSent = (field: JnpfField, key: string, level: Record<string, unknown>): boolean =>
  field.__config__?.required === true &&
  !isServerFilled(key) &&
  isShownOnWeb({ noShow: level.noShow === true, visibility: level.visibility as string[] | undefined });

/** A sub-table's columns as FormItems, and the schema of one of its rows. */
function subTable(field: JnpfField, report: ReportUnsupported): { columns: FormItem[]; rowSchema: Record<string, unknown> } {
  const children = Array.isArray(field.__config__?.children) ? field.__config__.children : [];
  const properties: Record<string, unknown> = { id: { type: 'string', maxLength: 64 } };
  const required: string[] = [];
  const names = new Set<string>();
  const columns: FormItem[] = [];
  for (const child of children) {
    const converted = convertDesignItem(child, report, { nameOf: (vModel) => vModel, inTable: true });
    if (!converted) continue;
    if ('vModel' in converted) {
      const name = converted.field.name;
      if (names.has(name.toLowerCase())) refuseDuplicate(name, 'column');
      names.add(name.toLowerCase());
      properties[name] = converted.property;
      if (converted.requiredInBody) required.push(name);
      columns.push(converted.item);
    } else {
      // a column shown only (a calculated value not stored): the row may carry it, nothing checks it
      if (converted.item.field) properties[converted.item.field] ??= {};
      columns.push(converted.item);
    }
  }
  return { columns, rowSchema: { type: 'object', required, additionalProperties: false, properties } };
}

interface ConvertOptions {
  /** the model's name of a field by its `__vModel__` (field-names.ts) */
  nameOf: (vModel: string) => string;
  /** a sub-table's column: its name is checked here, as the table's own */
  inTable: boolean;
}

/**
 * One design item that holds a value, or a display item of a sub-table (a calculated column shown
 * only), as the model converts it; undefined for what is neither (layout, an unknown widget with
 * no value). Unsupported keys are reported, and their values kept as text.
 */
export function convertDesignItem(field: JnpfField, report: ReportUnsupported, options: ConvertOptions): ConvertedField | { item: FormItem } | undefined {
  const designKey = String(field.__config__?.jnpfKey ?? '');
  const runtimeKey = runtimeKeyOfDesign(designKey);
  const vModel = typeof field.__vModel__ === 'string' ? field.__vModel__ : '';
  const role = roleOf(runtimeKey, vModel !== '', isStorageOf(field));
  if (role === 'unsupported' && designKey) report(designKey);
  if (role === 'display' && options.inTable) {
    const level = itemLevelProps(field);
    return {
      item: {
        key: runtimeKey,
        ...(vModel ? { field: vModel } : {}),
        label: sameText(labelOf(field, vModel)),
        ...level,
        props: widgetPropsOf(field, runtimeKey),
      },
    };
  }
  if (!vModel || (role !== 'value' && role !== 'unsupported')) return undefined;
  if (options.inTable) assertSafeIdentifier(vModel, 'column');
  // what the runtime cannot draw is kept as a text field, so no value is lost
  const key = role === 'value' ? runtimeKey : 'comInput';
  const level = itemLevelProps(field);
  const props = { ...widgetPropsOf(field, key), ...level };
  const label = labelOf(field, vModel);
  const staticOptions = OPTION_KEYS.has(key) && dataTypeOf(field) === 'static' && Array.isArray(props.options) ? (props.options as unknown[]) : undefined;
  const keys = optionKeysOf(field);
  const table = key === 'table' ? subTable(field, report) : undefined;
  const shape: ValueShape = table
    ? { property: { type: 'array', items: table.rowSchema }, column: 'text', json: true }
    : valueShapeOf(key, props, staticOptions ? optionsAreNumbers(staticOptions, keys) : false);
  const requiredInBody = mustBeSent(field, key, level);
  const property = { ...shape.property };
  if (requiredInBody && property.type === 'string') property.minLength = 1;
  if (requiredInBody && property.type === 'array') property.minItems = 1;
  const unique = !options.inTable && field.__config__?.unique === true && !shape.json;
  const fallback = table ? { stored: '[]', value: [] } : undefined;
  const initial = defaultOf(field.__config__?.defaultValue, shape) ?? fallback;
  // a cascader's values are paths, not one option each: its labels stay with its tree
  const labels = staticOptions && key !== 'cascader' ? optionLabelsOf(staticOptions, keys) : undefined;
  const capped = Number(props.maxlength ?? props.maxLength) > 0;
  const messages = messagesOf(label, key, property, { requiredInBody, unique, capped });
  const model: FieldModel = {
    name: options.nameOf(vModel),
    label: sameText(label),
    widget: key,
    ...(field.__config__?.required === true ? { required: true } : {}),
    ...(shape.json ? { json: true } : {}),
    ...(initial ? { default: initial.stored } : {}),
    ...(labels ? { options: labels } : {}),
    props,
    ...(table ? { columns: table.columns as unknown as Record<string, unknown>[] } : {}),
    ...(Object.keys(messages).length > 0 ? { messages } : {}),
  };
  const item = formItemFromField(model, property) as FormItem;
  return {
    vModel,
    field: model,
    property,
    column: shape.column,
    requiredInBody,
    unique,
    item: initial ? { ...item, defaultValue: initial.value } : item,
    boundTable: typeof field.__config__?.tableName === 'string' ? field.__config__.tableName : '',
  };
}
