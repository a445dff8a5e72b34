import type { ColumnKind } from '../entity-model.ts';
import { STORED_FILE_SCHEMA } from './stored-file-schema.ts';

/**
 * What a value widget stores, by its runtime key (contract §7.2 value shapes): the JSON Schema a
 * body's value must satisfy, the column it is stored in (as generator/phases/normalise.ts picks
 * them: arrays as JSON text, short texts as `string`, long ones as `text`, dates as epoch ms in
 * `bigint`), and whether it is a JSON value. `props` are the widget's props as the converter keeps them.
 */
export interface ValueShape {
  property: Record<string, unknown>;
  column: ColumnKind;
  json: boolean;
}

/** The longest text a `string` column (varchar(1000)) holds. */
const STRING_COLUMN_MAX = 1000;

const numberProp = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};

/** Free text: a `string` column when the design caps it within one, else `text`. */
function text(props: Record<string, unknown>): ValueShape {
  const max = numberProp(props.maxlength ?? props.maxLength);
  const maxLength = max !== undefined && max > 0 ? Math.floor(max) : undefined;
  return {
    property: { type: 'string', ...(maxLength !== undefined ? { maxLength } : {}) },
    column: maxLength !== undefined && maxLength <= STRING_COLUMN_MAX ? 'string' : 'text',
    json: false,
  };
}

/** A code or an id (an option's value, a picked record): short text. */
const code = (): ValueShape => ({ property: { type: 'string', maxLength: STRING_COLUMN_MAX }, column: 'string', json: false });

/** A number: whole when its precision is 0, within the design's min and max. */
function number(props: Record<string, unknown>, bounded = true): ValueShape {
  const whole = numberProp(props.precision) === 0;
  const min = bounded ? numberProp(props.min) : undefined;
  const max = bounded ? numberProp(props.max) : undefined;
  return {
    property: { type: whole ? 'integer' : 'number', ...(min !== undefined ? { minimum: min } : {}), ...(max !== undefined ? { maximum: max } : {}) },
    column: whole ? 'integer' : 'real',
    json: false,
  };
}

const list = (items?: Record<string, unknown>, maxItems?: number): ValueShape => ({
  property: { type: 'array', ...(items ? { items } : {}), ...(maxItems !== undefined ? { maxItems } : {}) },
  column: 'text',
  json: true,
});

/** Epoch milliseconds, JNPF's `value-format: timestamp` (its default); a date kept as formatted text otherwise. */
function date(props: Record<string, unknown>): ValueShape {
  const format = props.valueFormat ?? props['value-format'];
  if (format === undefined || format === '' || format === 'timestamp') return { property: { type: 'integer' }, column: 'bigint', json: false };
  return code();
}

/** A switch stores its on and off values (1 and 0 unless the design says otherwise). */
function switchValue(props: Record<string, unknown>): ValueShape {
  const on = props.activeValue ?? props['active-value'] ?? 1;
  const off = props.inactiveValue ?? props['inactive-value'] ?? 0;
  if (Number.isInteger(on) && Number.isInteger(off)) return { property: { type: 'integer', enum: [on, off] }, column: 'integer', json: false };
  return { property: { type: 'string', enum: [String(on), String(off)] }, column: 'string', json: false };
}

const isMultiple = (props: Record<string, unknown>): boolean => props.multiple === true;

/** One value or, when the widget picks many, a list of them. */
const oneOrMany = (props: Record<string, unknown>, one: ValueShape): ValueShape => (isMultiple(props) ? list(one.property) : one);

/** An option widget's value: a number when every static option is one, else a code. */
function optionValue(numeric: boolean): ValueShape {
  return numeric ? { property: { type: 'number' }, column: 'real', json: false } : code();
}

/**
 * The value shape of a widget. `numericOptions`: the static options' values are all numbers.
 * A key with no shape of its own (an unsupported widget) is kept as free text.
 */
export function valueShapeOf(key: string, props: Record<string, unknown>, numericOptions = false): ValueShape {
  switch (key) {
    case 'numInput':
      return number(props);
    case 'calculate':
      return number(props, false);
    case 'rate':
      return { property: { type: 'number', minimum: 0 }, column: 'real', json: false };
    case 'slider':
      return props.range === true ? list({ type: 'number' }, 2) : number(props);
    // ranges: [start, end], either end may be left open (null)
    case 'numberRange':
      return list(undefined, 2);
    case 'switch':
      return switchValue(props);
    case 'date':
      return date(props);
    case 'createTime':
    case 'modifyTime':
      return { property: { type: 'integer' }, column: 'bigint', json: false };
    case 'dateRange':
      return list(undefined, 2);
    case 'time':
      return code();
    case 'timeRange':
      return list(undefined, 2);
    case 'radio':
      return optionValue(numericOptions);
    case 'select':
      return oneOrMany(props, optionValue(numericOptions));
    case 'checkbox':
      return list(optionValue(numericOptions).property);
    case 'treeSelect':
    case 'userSelect':
    case 'depSelect':
    case 'posSelect':
    case 'roleSelect':
    case 'groupSelect':
    case 'popupSelect':
    case 'popupTableSelect':
      return oneOrMany(props, code());
    // id paths (one, or one per pick): JSON text
    case 'cascader':
    case 'address':
    case 'comSelect':
      return list();
    case 'uploadFz':
    case 'uploadImg': {
      const limit = numberProp(props.limit);
      return list(STORED_FILE_SCHEMA, limit !== undefined && limit > 0 ? limit : undefined);
    }
    case 'colorPicker':
    case 'relationForm':
    case 'popupAttr':
    case 'relationFormAttr':
    case 'billRule':
    case 'createUser':
    case 'modifyUser':
    case 'currOrganize':
    case 'currPosition':
      return code();
    default:
      // comInput, textarea, PsdInput, editor, autoComplete, and what the runtime cannot draw
      return text(props);
  }
}
