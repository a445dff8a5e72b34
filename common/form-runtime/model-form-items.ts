import type { EntityModel, FieldModel } from '../entity-model.ts';
import type { FormItem, RegRule } from './form-item.ts';

/**
 * A schema field's widget name (x-portside `widget`) as the form runtime's jnpfKey. Names the
 * runtime does not draw (the two-pane pickers, the dictionary tree select, hidden and display
 * fields) stay as they are: the schema dialog keeps drawing those with its own rjsf widgets.
 */
const RUNTIME_KEY: Record<string, string> = {
  input: 'comInput',
  textarea: 'textarea',
  password: 'PsdInput',
  number: 'numInput',
  switch: 'switch',
  select: 'select',
  date: 'date',
  richText: 'editor',
};

/**
 * Widgets whose value the server fills or recomputes on save (server/crud/form-rules.ts): a
 * calculated field, a numbering-rule number and the system fields. No user types them.
 */
export const SERVER_FILLED_WIDGETS: readonly string[] = [
  'calculate',
  'billRule',
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'currOrganize',
  'currPosition',
];

/**
 * Widgets that are jnpfKeys already (a schema may name any runtime widget directly). The online
 * forms' fields (common/online-forms) name their jnpfKey too; the keys below that no schema uses
 * as a widget name are theirs, so the schema entities' dialogs draw nothing differently.
 */
const OWN_KEYS = new Set([
  'comInput',
  'PsdInput',
  'editor',
  'JNPFText',
  'link',
  'alert',
  'divider',
  'groupTitle',
  'button',
  'userSelect',
  'depSelect',
  'posSelect',
  'roleSelect',
  'groupSelect',
  'comSelect',
  'relationForm',
  'relationFormAttr',
  'numInput',
  'numberRange',
  'radio',
  'checkbox',
  'cascader',
  'address',
  'time',
  'dateRange',
  'timeRange',
  'slider',
  'rate',
  'colorPicker',
  'table',
  ...SERVER_FILLED_WIDGETS,
  'barcode',
  'qrcode',
  'uploadFz',
  'uploadImg',
  // The data-interface pickers (issue 13): the schema gives interfaceId, propsValue, relationField,
  // columnOptions, paging and the pop-up's type, title and width in props, with JNPF's names.
  'popupSelect',
  'popupTableSelect',
  'autoComplete',
  'popupAttr',
]);

/**
 * Does the schema dialog draw this field with the runtime's widget (through its rjsf adapter)? A
 * field naming a runtime widget directly, and dates (a picker instead of the browser's input); text,
 * numbers, selects and switches keep rjsf's own widgets there.
 */
export const drawnByRuntime = (widget: string): boolean => OWN_KEYS.has(widget) || widget === 'date';

/**
 * The runtime key a field is drawn with, or undefined when the schema dialog draws it itself. A
 * schema's `treeSelect` is the dialog's own parent picker; one configured with JNPF's option
 * source (`dataType`, an online form's) is the runtime's tree select.
 */
export function runtimeKeyOf(field: Pick<FieldModel, 'widget'> & Partial<Pick<FieldModel, 'props'>>): string | undefined {
  if (field.widget === 'treeSelect' && typeof field.props?.dataType === 'string') return 'treeSelect';
  return OWN_KEYS.has(field.widget) ? field.widget : RUNTIME_KEY[field.widget];
}

/**
 * The FormItem-level settings a field's props may carry (an online form's field keeps its design's
 * regList, span, tip, noShow and visibility there): lifted out of the widget's props onto the item,
 * where the renderer and the shared validation (common/form-runtime/validation) read them.
 */
export const ITEM_LEVEL_PROPS = ['regList', 'span', 'tipLabel', 'noShow', 'visibility'] as const;

function itemLevelOf(props: Record<string, unknown>): Pick<FormItem, (typeof ITEM_LEVEL_PROPS)[number]> {
  const level: Pick<FormItem, (typeof ITEM_LEVEL_PROPS)[number]> = {};
  if (Array.isArray(props.regList) && props.regList.length > 0) level.regList = props.regList as RegRule[];
  if (typeof props.span === 'number') level.span = props.span;
  if (typeof props.tipLabel === 'string' || (props.tipLabel && typeof props.tipLabel === 'object')) level.tipLabel = props.tipLabel as FormItem['tipLabel'];
  if (props.noShow === true) level.noShow = true;
  if (Array.isArray(props.visibility)) level.visibility = props.visibility.map(String);
  return level;
}

/**
 * An upload widget's limits as JNPF names them (spec §9): the count from the property's maxItems
 * (0 is no limit), 10 MB a file, any type for files and images only for images; the schema's own
 * props override them.
 */
function uploadProps(widget: 'uploadFz' | 'uploadImg', property: Record<string, unknown>): Record<string, unknown> {
  return {
    limit: typeof property.maxItems === 'number' ? property.maxItems : 0,
    fileSize: 10,
    sizeUnit: 'MB',
    accept: widget === 'uploadImg' ? 'image/*' : '',
  };
}

/** What the runtime needs of a field beyond its widget's own props: static options from the schema's option labels, dates as epoch ms. */
function derivedProps(field: FieldModel, property: Record<string, unknown>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  if (field.options) {
    const values = ((property.enum as (string | number)[] | undefined) ?? Object.keys(field.options)).map(String);
    props.dataType = 'static';
    props.options = values.map((value) => ({
      id: property.type === 'integer' || property.type === 'number' ? Number(value) : value,
      fullName: field.options?.[value],
    }));
  }
  if (field.widget === 'date') Object.assign(props, { type: 'date', format: 'yyyy-MM-dd', valueFormat: 'timestamp' });
  if (typeof property.maxLength === 'number' && (field.widget === 'input' || field.widget === 'textarea')) props.maxlength = property.maxLength;
  if (property.type === 'integer' && field.widget === 'number') props.precision = 0;
  if (field.widget === 'uploadFz' || field.widget === 'uploadImg') Object.assign(props, uploadProps(field.widget, property));
  if (typeof property.minimum === 'number') props.min = property.minimum;
  if (typeof property.maximum === 'number') props.max = property.maximum;
  return props;
}

/**
 * A field and its body-schema property as a FormItem: the same shape a JNPF formData field
 * converts to. A §5 rule comes first among the pattern rules, then those the props carry.
 */
export function formItemFromField(field: FieldModel, property: Record<string, unknown>): FormItem | undefined {
  const key = runtimeKeyOf(field);
  if (!key) return undefined;
  const props: Record<string, unknown> = { ...derivedProps(field, property), ...field.props };
  const level = itemLevelOf(props);
  for (const name of ITEM_LEVEL_PROPS) delete props[name];
  const regList = [...(field.rule ? [{ rule: field.rule }] : []), ...(level.regList ?? [])];
  return {
    key,
    field: field.name,
    label: field.label,
    ...(field.required ? { required: true } : {}),
    ...level,
    ...(regList.length > 0 ? { regList } : {}),
    props,
    ...(field.columns ? { children: field.columns as unknown as FormItem[] } : {}),
  };
}

/** One schema field as a FormItem. */
export function formItemOf(model: EntityModel, field: FieldModel): FormItem | undefined {
  return formItemFromField(field, model.bodySchema.properties[field.name] ?? {});
}

/** The model's fields the runtime draws, as FormItems, in field order. */
export function formItemsOf(model: EntityModel): FormItem[] {
  return model.fields.flatMap((field) => {
    const item = formItemOf(model, field);
    return item ? [item] : [];
  });
}
