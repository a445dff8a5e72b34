import type { Language } from '../../core/i18n/messages.ts';
import { AppError } from '../../core/http/app-error.ts';
import { OPERATORS_BY_TYPE, VARIABLE_OPERATORS, VARIABLES_BY_TYPE, type SchemeField } from '../../crud/operations/data-scope/scheme-fields.ts';
import {
  isUserVariable,
  listValues,
  SCHEME_OPERATORS,
  type SchemeCondition,
  type SchemeGroup,
  type SchemeOperator,
} from '../../crud/operations/data-scope/scheme-model.ts';
import { dayWindow, numberOf } from '../../crud/operations/data-scope/scheme-sql.ts';
import { OPERATOR_WORDS, schemeText, schemeTextsOf, VARIABLE_WORDS, type SchemeTextKey } from './scheme-texts.ts';

/**
 * A scheme's conditions as a write sends them (conditionJson, scheme-model.ts), checked strictly
 * against the menu's fields before anything is stored: a known field, an operator its type takes,
 * a value of the right shape (a number, a day, a comma list for `in`, nothing for null/notNull, or
 * a current-user variable its type may be compared with). Each refusal is a translated 400.
 * Also the readable summary (conditionText) of checked conditions.
 */

/** The most conditions one scheme holds, over all its groups. */
export const MAX_CONDITIONS = 100;
/** The longest value of one condition. */
const MAX_VALUE_LENGTH = 500;

const LANGUAGES: readonly Language[] = ['zh', 'zh-TW', 'en'];

const refuse = (key: SchemeTextKey, params: Record<string, string | number> = {}): AppError =>
  new AppError('badRequest', { texts: schemeTextsOf(key, params) });

/** A refusal naming the field by its label in each language. */
const refuseOn = (key: SchemeTextKey, field: SchemeField, params: Record<string, string | number> = {}): AppError =>
  new AppError('badRequest', {
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, schemeText(key, language, { ...params, field: field.label[language] })])) as Record<
      Language,
      string
    >,
  });

const recordOf = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** One sent condition, checked; a refusal names the field by its label. */
function checkCondition(sent: unknown, fields: ReadonlyMap<string, SchemeField>): SchemeCondition {
  const condition = recordOf(sent);
  if (!condition) throw refuse('conditionsUnreadable');
  const name = typeof condition.field === 'string' ? condition.field : '';
  const field = fields.get(name);
  if (!field) throw refuse('unknownField', { field: name.slice(0, 100) });
  const op = typeof condition.op === 'string' ? condition.op : '';
  if (!(SCHEME_OPERATORS as readonly string[]).includes(op) || !OPERATORS_BY_TYPE[field.type].includes(op as SchemeOperator)) {
    throw refuseOn('unknownOperator', field, { op: op.slice(0, 20) });
  }
  const operator = op as SchemeOperator;
  if (operator === 'null' || operator === 'notNull') return { field: name, op: operator, value: '' };
  const raw = condition.value;
  const value = (typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw : '').trim();
  if (!value) throw refuseOn('valueRequired', field);
  if (value.length > MAX_VALUE_LENGTH) throw refuseOn('valueTooLong', field);
  if (value.startsWith('@')) {
    if (!isUserVariable(value) || !VARIABLES_BY_TYPE[field.type].includes(value) || !VARIABLE_OPERATORS.includes(operator)) {
      throw refuseOn('unknownVariable', field, { value: value.slice(0, 50) });
    }
    return { field: name, op: operator, value };
  }
  const values = operator === 'in' ? listValues(value) : [value];
  if (values.length === 0) throw refuseOn('valueRequired', field);
  if (field.type === 'number' && values.some((one) => numberOf(one) === undefined)) throw refuseOn('notANumber', field);
  if (field.type === 'date' && values.some((one) => !dayWindow(one))) throw refuseOn('notADay', field);
  return { field: name, op: operator, value: operator === 'in' ? values.join(',') : value };
}

/**
 * The sent conditionJson as stored: groups of checked conditions (empty groups left out), as
 * normalised JSON. A scheme that is not 全部数据 must hold a condition: one saying nothing would
 * show nothing, which is what granting no scheme does already.
 */
export function checkConditions(text: string | undefined, allData: boolean, fields: readonly SchemeField[]): SchemeGroup[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text?.trim() || '[]');
  } catch {
    throw refuse('conditionsUnreadable');
  }
  if (!Array.isArray(parsed)) throw refuse('conditionsUnreadable');
  const byName = new Map(fields.map((field) => [field.field, field]));
  let count = 0;
  const groups: SchemeGroup[] = [];
  for (const sent of parsed) {
    const group = recordOf(sent);
    if (!group || !Array.isArray(group.groups) || (group.logic !== undefined && group.logic !== 'and' && group.logic !== 'or')) {
      throw refuse('conditionsUnreadable');
    }
    count += group.groups.length;
    if (count > MAX_CONDITIONS) throw refuse('tooManyConditions', { max: MAX_CONDITIONS });
    const conditions = group.groups.map((condition) => checkCondition(condition, byName));
    if (conditions.length > 0) groups.push({ logic: group.logic === 'or' ? 'or' : 'and', groups: conditions });
  }
  if (!allData && groups.length === 0) throw refuse('conditionsRequired');
  return groups;
}

/** One condition read out: 创建人 等于 当前用户. */
function conditionWords(condition: SchemeCondition, fields: ReadonlyMap<string, SchemeField>, language: Language): string {
  const label = fields.get(condition.field)?.label[language] ?? condition.field;
  const op = OPERATOR_WORDS[condition.op][language];
  if (condition.op === 'null' || condition.op === 'notNull') return `${label} ${op}`;
  const value = isUserVariable(condition.value) ? VARIABLE_WORDS[condition.value][language] : condition.value;
  return `${label} ${op} ${value}`;
}

/**
 * The scheme read out in one language: 全部数据, or its groups (each in brackets when there are
 * several) joined by the scheme's logic, each group's conditions by its own.
 */
export function conditionText(
  scheme: { allData: boolean; matchLogic: 'and' | 'or'; groups: readonly SchemeGroup[] },
  fields: readonly SchemeField[],
  language: Language,
): string {
  if (scheme.allData) return schemeText('allData', language);
  const byName = new Map(fields.map((field) => [field.field, field]));
  const joined = (logic: 'and' | 'or') => ` ${schemeText(logic, language)} `;
  const groups = scheme.groups.map((group) => group.groups.map((condition) => conditionWords(condition, byName, language)).join(joined(group.logic)));
  return groups.length === 1 ? (groups[0] as string) : groups.map((group) => `(${group})`).join(joined(scheme.matchLogic));
}
