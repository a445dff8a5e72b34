/**
 * A data-permission scheme's conditions as the editor works on them: the `conditionJson` text
 * (`[{ logic, groups: [{ field, op, value }] }]`, one entry per condition group, `logic` joining
 * the group's rows; the scheme's `matchLogic` joins the groups), the operators each field type
 * takes and the current-user variables a value may name. Reading never throws: text that is no
 * JSON array reads as no groups, and keys the editor does not show are kept as they were.
 */

import {
  OPERATORS_BY_TYPE,
  SCHEME_OPERATORS,
  VARIABLE_OPERATORS as VARIABLE_OPERATOR_LIST,
  VARIABLES_BY_TYPE,
  listValues,
  type SchemeFieldType,
  type SchemeOperator,
} from '../../../common/data-scope-conditions.ts';

// What each field type takes, and how an `in` value splits, are the server's own tables
// (common/data-scope-conditions.ts): the editor offers exactly what a save is checked against.
export { listValues, OPERATORS_BY_TYPE, VARIABLES_BY_TYPE };

/** The field types the menu's Fields endpoint names (GET /api/system/ModuleDataAuthorize/{moduleId}/Fields). */
export type FieldType = SchemeFieldType;

/** A field a condition may test, as the Fields endpoint lists it. */
export interface SchemeField {
  field: string;
  fullName: string;
  type: FieldType;
}

export const OPERATORS = SCHEME_OPERATORS;
export type Operator = SchemeOperator;

/** The operators' translation keys (dataScope.operators.*): polyglot keys are better plain words than `>=`. */
export const OPERATOR_KEYS: Record<Operator, string> = {
  '==': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  like: 'like',
  notLike: 'notLike',
  null: 'null',
  notNull: 'notNull',
  in: 'in',
};

/** Operators that take no value: the field is empty or not. */
export const VALUELESS: ReadonlySet<Operator> = new Set<Operator>(['null', 'notNull']);

/** A variable stands for a set of ids: it follows equality, inequality and "one of" only. */
export const VARIABLE_OPERATORS: ReadonlySet<Operator> = new Set<Operator>(VARIABLE_OPERATOR_LIST);

/** The variables a row may pick: its field type's, after an operator that takes one. */
export const variablesFor = (type: FieldType, op: Operator): readonly string[] => (VARIABLE_OPERATORS.has(op) ? VARIABLES_BY_TYPE[type] : []);

/** A user or organisation field starts from the current user's variable; a text field from a typed value. */
const VARIABLE_FIRST: ReadonlySet<FieldType> = new Set<FieldType>(['user', 'organize']);

export const isVariable = (value: string): boolean => value.startsWith('@');

export interface ConditionRow {
  field: string;
  op: Operator;
  value: string;
  [other: string]: unknown;
}

export interface ConditionGroup {
  logic: 'and' | 'or';
  groups: ConditionRow[];
  [other: string]: unknown;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function rowOf(entry: Record<string, unknown>): ConditionRow {
  return { ...entry, field: text(entry.field), op: OPERATORS.find((op) => op === entry.op) ?? '==', value: text(entry.value) };
}

/** The groups a `conditionJson` text holds. */
export function groupsOf(json: unknown): ConditionGroup[] {
  if (typeof json !== 'string' || json.trim() === '') return [];
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isObject).map((entry) => ({
      ...entry,
      logic: entry.logic === 'or' ? 'or' : 'and',
      groups: Array.isArray(entry.groups) ? entry.groups.filter(isObject).map(rowOf) : [],
    }));
  } catch {
    return [];
  }
}

export const conditionText = (groups: readonly ConditionGroup[]): string => JSON.stringify(groups);

export const newRow = (): ConditionRow => ({ field: '', op: '==', value: '' });
export const newGroup = (): ConditionGroup => ({ logic: 'and', groups: [newRow()] });

/**
 * A row after its field changed to `field`: an operator the new type does not take falls back to
 * equality, and the value starts over (a user field offers the current user first).
 */
export function withField(row: ConditionRow, field: SchemeField | undefined): ConditionRow {
  const type = field?.type ?? 'string';
  const op = OPERATORS_BY_TYPE[type].includes(row.op) ? row.op : '==';
  const first = VARIABLE_FIRST.has(type) ? variablesFor(type, op)[0] : undefined;
  return { ...row, field: field?.field ?? '', op, value: first ?? '' };
}

/** A row after its operator changed: no value for 'is empty', nor a variable after one that takes none. */
export function withOperator(row: ConditionRow, op: Operator): ConditionRow {
  const keeps = !VALUELESS.has(op) && (VARIABLE_OPERATORS.has(op) || !isVariable(row.value));
  return { ...row, op, value: keeps ? row.value : '' };
}

/** Why a row cannot be saved (translation keys dataScope.errors.*); undefined when it can. */
export type RowProblem = 'fieldRequired' | 'fieldUnknown' | 'operatorInvalid' | 'valueRequired' | 'variableInvalid' | 'numberInvalid';

export function rowProblem(row: ConditionRow, fields: readonly SchemeField[]): RowProblem | undefined {
  if (!row.field) return 'fieldRequired';
  const field = fields.find((candidate) => candidate.field === row.field);
  if (!field) return 'fieldUnknown';
  if (!OPERATORS_BY_TYPE[field.type].includes(row.op)) return 'operatorInvalid';
  if (VALUELESS.has(row.op)) return undefined;
  if (row.value.trim() === '') return 'valueRequired';
  if (isVariable(row.value)) return variablesFor(field.type, row.op).includes(row.value) ? undefined : 'variableInvalid';
  if (field.type === 'number') {
    const parts = row.op === 'in' ? listValues(row.value) : [row.value.trim()];
    if (parts.length === 0 || parts.some((part) => !Number.isFinite(Number(part)))) return 'numberInvalid';
  }
  return undefined;
}

/**
 * Why the scheme's conditions as a whole cannot be saved: none at all (without 全部数据, a scheme
 * saying nothing would show nothing), an empty group, or a row that is not complete. Rows are
 * checked with 全部数据 too: the server stores them, and checks them, all the same.
 */
export type SchemeProblem = 'conditionsRequired' | 'groupEmpty' | 'rowsInvalid';

export function schemeProblem(groups: readonly ConditionGroup[], fields: readonly SchemeField[], allData: boolean): SchemeProblem | undefined {
  if (groups.length === 0) return allData ? undefined : 'conditionsRequired';
  if (groups.some((group) => group.groups.length === 0)) return 'groupEmpty';
  if (groups.some((group) => group.groups.some((row) => rowProblem(row, fields)))) return 'rowsInvalid';
  return undefined;
}
