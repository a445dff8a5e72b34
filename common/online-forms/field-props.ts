import type { RegRule } from '../form-runtime/form-item.ts';
import type { JnpfField } from './online-design.ts';
import { dataTypeOf, designOptionsOf, OPTION_KEYS, optionKeysOf } from './option-config.ts';

/**
 * A design item's widget props as the form runtime reads them (FormItem.props, JNPF's names):
 * the field's own props (placeholder, multiple, format, precision, interfaceId, columnOptions,
 * expression, `on` handlers …) over the `__config__` settings a widget reads (dataType,
 * dictionaryType, propsUrl, templateJson, rule, showLabel, labelWidth, date bounds, a container's
 * `active` …). Design metadata (ids, render keys, icons, the table binding) is left out.
 */

/** `__config__` keys that describe the design, not the widget, or that the converter carries elsewhere. */
const CONFIG_METADATA: ReadonlySet<string> = new Set([
  'jnpfKey',
  'label',
  'required',
  'regList',
  'defaultValue',
  'children',
  'tableName',
  'formId',
  'renderKey',
  'tag',
  'tagIcon',
  'layout',
  'componentName',
  'dragDisabled',
  'className',
  'trigger',
  'unique',
  'parentVModel',
  'relationTable',
  'isSubTable',
  // option record keys: normalised into props.props below
  'props',
  // FormItem-level settings: see itemLevelProps
  'tipLabel',
  'span',
  'noShow',
  'visibility',
]);

/** Field keys that are not widget props: the config, the bound name, the designer's inline style. */
const FIELD_METADATA: ReadonlySet<string> = new Set(['__config__', '__vModel__', 'style']);

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The design's pattern rules as the shared validation reads them (`{ pattern: '/regex/', message }`). */
export function regListOf(field: JnpfField): RegRule[] {
  const list = field.__config__?.regList;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const rule = record(entry);
    if (!rule) return [];
    return [
      {
        ...(typeof rule.pattern === 'string' ? { pattern: rule.pattern } : {}),
        ...(typeof rule.message === 'string' && rule.message ? { message: rule.message } : {}),
      },
    ];
  });
}

/**
 * The FormItem-level settings of a design item (regList, span, tip, noShow, visibility), under the
 * names common/form-runtime/model-form-items.ts lifts out of a field's props (ITEM_LEVEL_PROPS).
 */
export function itemLevelProps(field: JnpfField): Record<string, unknown> {
  const config = field.__config__ ?? {};
  const regList = regListOf(field);
  return {
    ...(regList.length > 0 ? { regList } : {}),
    ...(typeof config.span === 'number' ? { span: config.span } : {}),
    ...(typeof config.tipLabel === 'string' && config.tipLabel ? { tipLabel: config.tipLabel } : {}),
    ...(config.noShow === true ? { noShow: true } : {}),
    ...(Array.isArray(config.visibility) ? { visibility: config.visibility.map(String) } : {}),
  };
}

/**
 * An option widget's props: where its options come from (`dataType`, static unless the design says
 * otherwise), the record keys in `props.props.props`, the static list in `options`
 * (3.4 keeps it in `__slot__.options`). A dictionary's or a data interface's options are loaded
 * by the runtime, so the designer's snapshot of them is not kept.
 */
function optionProps(field: JnpfField, props: Record<string, unknown>): void {
  props.dataType = dataTypeOf(field);
  props.props = { props: optionKeysOf(field) };
  const slot = record(props.__slot__);
  if (slot && 'options' in slot) {
    const { options: _options, ...rest } = slot;
    if (Object.keys(rest).length > 0) props.__slot__ = rest;
    else delete props.__slot__;
  }
  const options = designOptionsOf(field);
  if (dataTypeOf(field) === 'static') props.options = options ?? [];
  else delete props.options;
}

/** The widget props of a design item of the given runtime key. */
export function widgetPropsOf(field: JnpfField, key: string): Record<string, unknown> {
  const config = field.__config__ ?? {};
  const props: Record<string, unknown> = {
    ...Object.fromEntries(Object.entries(config).filter(([name]) => !CONFIG_METADATA.has(name))),
    ...Object.fromEntries(Object.entries(field).filter(([name]) => !FIELD_METADATA.has(name))),
  };
  if (OPTION_KEYS.has(key)) optionProps(field, props);
  // the runtime reads valueFormat first (src/form-runtime/widgets/date-time/date-config.ts)
  if (props['value-format'] !== undefined && props.valueFormat === undefined) props.valueFormat = props['value-format'];
  return props;
}
