import type { Texts } from '../../../../common/entity-model.ts';
import type { EntityDefinition } from '../../entity-definition.ts';
import { CREATOR_ORGANIZE } from './scheme-model.ts';

/**
 * The fields a data-permission condition may test on a menu's records: the entity's stored fields
 * (a schema entity, or a released online design's converted model) that hold something comparable,
 * the record's creator, and the creator's organisations. Each field's type decides which operators
 * and current-user variables it takes, and how a value compares with it.
 */

import type { SchemeFieldType } from '../../../../common/data-scope-conditions.ts';
export type { SchemeFieldType };

/**
 * How a column holds its value: one value; several ids comma-joined (a user's organisations, a
 * picker of several); or a JSON list (an online form's multiple select). `==` on a list means
 * "holds one of".
 */
export type ValueHolding = 'single' | 'comma' | 'json';

export interface SchemeField {
  field: string;
  label: Texts;
  type: SchemeFieldType;
  holding: ValueHolding;
  /** the column is a number (dates are epoch ms) */
  numeric: boolean;
}

export const CREATOR_LABEL: Texts = { zh: '创建人', 'zh-TW': '創建人', en: 'Creator' };
export const CREATOR_ORGANIZE_LABEL: Texts = { zh: '创建人所属组织', 'zh-TW': '創建人所屬組織', en: "Creator's organisation" };

const USER_WIDGETS = new Set(['userPicker', 'userSelect', 'createUser', 'modifyUser']);
const ORGANIZE_WIDGETS = new Set(['organizePicker', 'departmentPicker', 'comSelect', 'depSelect', 'currOrganize']);
/** Pickers of other platform rows: their value is one id or several comma-joined. */
const PICKER_WIDGETS = new Set([
  ...USER_WIDGETS,
  ...ORGANIZE_WIDGETS,
  'positionPicker',
  'rolePicker',
  'groupPicker',
  'posSelect',
  'roleSelect',
  'groupSelect',
  'currPosition',
]);
const DATE_WIDGETS = new Set(['date', 'createTime', 'modifyTime']);
/** Nothing a condition can compare: secrets, sub-tables, files, rich text, layout and display-only fields. */
const UNTESTABLE_WIDGETS = new Set(['password', 'PsdInput', 'table', 'uploadFz', 'uploadImg', 'richText', 'editor', 'display', 'hidden']);
const NUMERIC_KINDS = new Set(['integer', 'bigint', 'real']);
/** Audit columns other than the creator: kept by the runtime, not something a scheme asks of. */
const AUDIT_COLUMNS = new Set(['id', 'creatorTime', 'lastModifyTime', 'lastModifyUserId', 'creatorUserId']);

function typeOf(widget: string, numeric: boolean): SchemeFieldType {
  if (USER_WIDGETS.has(widget)) return 'user';
  if (ORGANIZE_WIDGETS.has(widget)) return 'organize';
  if (DATE_WIDGETS.has(widget) && numeric) return 'date';
  return numeric ? 'number' : 'string';
}

// Per definition: the runtime's definitions are long-lived objects (generated, or one per release).
const cache = new WeakMap<EntityDefinition, SchemeField[]>();

/** The testable fields of an entity, in field order, then 创建人 and 创建人所属组织. */
export function schemeFieldsOf(entity: EntityDefinition): SchemeField[] {
  const cached = cache.get(entity);
  if (cached) return cached;
  const kinds = new Map(entity.table.columns.map((column) => [column.name, column.kind as string]));
  const own = Object.entries(entity.fieldWidgets).flatMap(([field, widget]): SchemeField[] => {
    const kind = kinds.get(field);
    if (!kind || AUDIT_COLUMNS.has(field) || entity.hiddenColumns.includes(field) || UNTESTABLE_WIDGETS.has(widget)) return [];
    const numeric = NUMERIC_KINDS.has(kind);
    const json = entity.jsonFields.includes(field);
    const holding: ValueHolding = json ? 'json' : PICKER_WIDGETS.has(widget) ? 'comma' : 'single';
    return [{ field, label: entity.labels[field] ?? { zh: field, 'zh-TW': field, en: field }, type: typeOf(widget, numeric), holding, numeric }];
  });
  const fields: SchemeField[] = [
    ...own,
    { field: 'creatorUserId', label: CREATOR_LABEL, type: 'user', holding: 'single', numeric: false },
    { field: CREATOR_ORGANIZE, label: CREATOR_ORGANIZE_LABEL, type: 'organize', holding: 'comma', numeric: false },
  ];
  cache.set(entity, fields);
  return fields;
}

// The operators and variables each type of field takes are the scheme editor's too: common/data-scope-conditions.ts.
export { OPERATORS_BY_TYPE, VARIABLE_OPERATORS, VARIABLES_BY_TYPE } from '../../../../common/data-scope-conditions.ts';
