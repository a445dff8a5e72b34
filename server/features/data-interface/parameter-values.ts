import type { Db } from '../../core/db/database.ts';
import { idsOf } from '../../core/identity/rank.ts';
import type { InterfaceParameter, ParameterType } from './interface-definition.ts';
import { InterfaceFailure } from './run-contract.ts';

/**
 * The values a run binds to its parameters (contract §4.11 `requestParameters`, spec §7
 * "Interface-driven pickers"): what the caller sent in `paramList`, else the definition's default,
 * each read as its declared type; a required parameter without a value, or a value that does not
 * read as its type, fails the run before anything is asked of a database or a host.
 */

/** One entry of a request's `paramList` (a select popup's templateJson item carries more; these are read). */
export interface ParamEntry {
  field?: unknown;
  defaultValue?: unknown;
  /** the form widget the value comes from: a system field is filled by the server (SESSION_KEYS) */
  jnpfKey?: unknown;
  relationField?: unknown;
}

/** What the server knows of the caller for the system fields a select popup fills (spec §7). */
export interface CallerFacts {
  userId: string;
  /** the caller's own organisation: the first of the user's organizeId list */
  organizeId: string;
  /** the caller's first position */
  positionId: string;
  /** epoch milliseconds, as the platform stores times */
  now: number;
}

/**
 * The system fields whose value is the caller's own: the browser fills them too, but the server
 * never takes its word for who is asking, so these always get the server's values.
 */
const SESSION_KEYS = {
  createUser: (caller: CallerFacts) => caller.userId,
  createTime: (caller: CallerFacts) => caller.now,
  currOrganize: (caller: CallerFacts) => caller.organizeId,
  currPosition: (caller: CallerFacts) => caller.positionId,
} as const satisfies Record<string, (caller: CallerFacts) => unknown>;

type SessionKey = keyof typeof SESSION_KEYS;

const isSessionKey = (key: unknown): key is SessionKey => typeof key === 'string' && Object.hasOwn(SESSION_KEYS, key);

/** Whether a run takes any of the caller's own values (so the facts are looked up only then). */
export const needsCallerFacts = (parameters: readonly InterfaceParameter[], paramList: readonly ParamEntry[]): boolean =>
  paramList.some((entry) => isSessionKey(entry.jnpfKey) || isSessionKey(entry.field)) || parameters.some((parameter) => isSessionKey(parameter.field));

/** The caller's organisation and first position, as the current-user answer gives them. */
export async function callerFacts(db: Db, userId: string): Promise<CallerFacts> {
  const user = await db.selectFrom('base_user').select('organizeId').where('id', '=', userId).executeTakeFirst();
  const position = await db
    .selectFrom('base_user_relation')
    .select('objectId')
    .where('userId', '=', userId)
    .where('objectType', '=', 'Position')
    .orderBy('sortCode')
    .executeTakeFirst();
  return { userId, organizeId: idsOf(user?.organizeId)[0] ?? '', positionId: position?.objectId ?? '', now: Date.now() };
}

/** A parameter name as SQL text may carry it after `@`: letters, digits and underscores. */
const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/u;

/**
 * paramList as name → raw value. The caller's own values are the server's whatever was sent: an
 * entry the browser marked with a system jnpfKey, and any parameter NAMED like one (createUser,
 * currOrganize…), sent or declared, so nobody binds another user's id by leaving the mark off.
 */
function sentValues(parameters: readonly InterfaceParameter[], paramList: readonly ParamEntry[], caller: CallerFacts | null): Map<string, unknown> {
  const sent = new Map<string, unknown>();
  for (const entry of paramList) {
    if (typeof entry.field !== 'string' || !PARAMETER_NAME.test(entry.field)) continue;
    const own = isSessionKey(entry.jnpfKey) ? entry.jnpfKey : isSessionKey(entry.field) ? entry.field : null;
    sent.set(entry.field, own ? (caller ? SESSION_KEYS[own](caller) : null) : entry.defaultValue);
  }
  for (const parameter of parameters) if (isSessionKey(parameter.field)) sent.set(parameter.field, caller ? SESSION_KEYS[parameter.field](caller) : null);
  return sent;
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const INTEGER = /^[-+]?\d{1,19}$/u;
const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d{1,3})?$/u;
const INT_RANGE = 2 ** 31;

/** A value as text (numbers and booleans as written; objects as JSON, so nothing turns into "[object Object]"). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/**
 * One value read as its type: text stays text; int and bigint are whole numbers (a bigint past
 * JavaScript's safe range is bound as its digits); decimal a finite number; datetime epoch
 * milliseconds, from a number or a date the platform can read. Undefined when it does not read.
 */
export function typedValue(type: ParameterType, value: unknown): unknown {
  const text = textOf(value).trim();
  switch (type) {
    case 'varchar':
    case 'text':
      return textOf(value);
    case 'int': {
      const number = Number(text);
      return INTEGER.test(text) && number >= -INT_RANGE && number < INT_RANGE ? number : undefined;
    }
    case 'bigint': {
      if (!INTEGER.test(text)) return undefined;
      const number = Number(text);
      return Number.isSafeInteger(number) ? number : BigInt(text).toString();
    }
    case 'decimal': {
      const number = Number(text);
      return DECIMAL.test(text) && Number.isFinite(number) ? number : undefined;
    }
    case 'datetime': {
      if (INTEGER.test(text)) return Number.isSafeInteger(Number(text)) ? Number(text) : undefined;
      const time = Date.parse(text);
      return Number.isNaN(time) ? undefined : time;
    }
  }
}

/**
 * The values of a run: every declared parameter (typed and checked), then, unless `declaredOnly`,
 * any other name the caller sent as text (SQL may use `@name` without declaring it; it is bound
 * like the others). An API call sends declared parameters only: what reaches another system beside
 * the administrator's headers is what the administrator declared. Empty text parameters are bound
 * as '', other empty ones as null.
 */
export function parameterValues(
  parameters: readonly InterfaceParameter[],
  paramList: readonly ParamEntry[],
  caller: CallerFacts | null,
  options: { declaredOnly?: boolean } = {},
): Record<string, unknown> {
  const sent = sentValues(parameters, paramList, caller);
  const values: Record<string, unknown> = {};
  if (!options.declaredOnly) for (const [field, value] of sent) if (!isEmpty(value)) values[field] = textOf(value);
  for (const parameter of parameters) {
    const given = sent.get(parameter.field);
    const value = isEmpty(given) ? parameter.defaultValue : given;
    if (isEmpty(value)) {
      if (parameter.required) throw new InterfaceFailure('parameterRequired', '', parameter.field);
      values[parameter.field] = parameter.dataType === 'varchar' || parameter.dataType === 'text' ? '' : null;
      continue;
    }
    const typed = typedValue(parameter.dataType, value);
    if (typed === undefined) throw new InterfaceFailure('parameterInvalid', '', parameter.field);
    values[parameter.field] = typed;
  }
  return values;
}
