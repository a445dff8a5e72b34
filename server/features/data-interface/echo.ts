import type { InterfaceDefinition } from './interface-definition.ts';
import type { ParamEntry } from './parameter-values.ts';
import { processed, rowsOf, runInterface, runRequest, runStatement } from './interface-runner.ts';
import { assertReadOnly, loadDefinition, loggedRun, valuesFor, type Caller, type OperationEnv } from './data-interface-operations.ts';
import { pickerRow, type PickerRow, type RowShape } from './picker-list.ts';

/**
 * Echo-back (`Action/InfoByIds`, spec §7): the rows behind stored picker values, so a form shows
 * the display text of the ids it holds. A SQL interface with `echoSql` runs it once per id with
 * `@id` bound; an API interface with an `echoPath` asks it once per id, the id in the request
 * field `echoParameters` names `showKey` and the value field's name in `showValue`; any other
 * interface is run whole and its rows kept where the value field is one of the ids.
 */

export interface EchoBody extends RowShape {
  /** the stored values: a list, or one comma-joined text */
  ids: unknown;
  paramList?: ParamEntry[];
}

/** At most this many ids are looked up at once (a multi-select picker holds far fewer). */
export const MAX_ECHO_IDS = 1000;

/** The ids of a request as distinct texts, in the order given. */
export function idsOfBody(ids: unknown): string[] {
  const items: unknown[] = Array.isArray(ids) ? ids : typeof ids === 'string' ? ids.split(',') : ids === undefined || ids === null ? [] : [ids];
  const texts = items.filter((id) => typeof id === 'string' || typeof id === 'number').map((id) => String(id).trim());
  return [...new Set(texts.filter(Boolean))].slice(0, MAX_ECHO_IDS);
}

const valueField = (shape: RowShape) => shape.propsValue?.trim() || 'id';

/**
 * An echo statement or request runs once per id: one form user's call must not become a thousand
 * statements or requests to another system. Past this many ids, or past the deadline, the rest
 * stay unanswered (an unknown id shows an empty text, spec §8).
 */
const MAX_PER_ID_LOOKUPS = 100;
const PER_ID_DEADLINE_MS = 10_000;

/** The ids a per-id lookup still reaches: at most MAX_PER_ID_LOOKUPS, each started before the deadline. */
function* withinBudget(ids: readonly string[]): Generator<string> {
  const deadline = Date.now() + PER_ID_DEADLINE_MS;
  for (const id of ids.slice(0, MAX_PER_ID_LOOKUPS)) {
    if (Date.now() > deadline) return;
    yield id;
  }
}

/** The field an echo request carries the id (`showKey`) or the value field's name (`showValue`) in. */
const echoField = (definition: InterfaceDefinition, name: 'showKey' | 'showValue') =>
  definition.properties.echoParameters?.find((parameter) => parameter.fieldName === name)?.field;

async function bySql(env: OperationEnv, definition: InterfaceDefinition, sql: string, params: Record<string, unknown>, ids: string[], shape: RowShape) {
  const found: PickerRow[] = [];
  for (const id of withinBudget(ids)) {
    const [row] = rowsOf(await processed(definition, (await runStatement(env, definition, sql, { ...params, id })).rows));
    if (row) found.push(pickerRow(row, shape, id));
  }
  return found;
}

async function byApi(env: OperationEnv, caller: Caller, definition: InterfaceDefinition, url: string, body: EchoBody, ids: string[]) {
  const { properties } = definition;
  const params = await valuesFor(env, caller, definition, properties.echoReqParameters ?? [], body.paramList);
  const [showKey, showValue] = [echoField(definition, 'showKey'), echoField(definition, 'showValue')];
  const found: PickerRow[] = [];
  for (const id of withinBudget(ids)) {
    const request = { ...params, ...(showKey ? { [showKey]: id } : {}), ...(showValue ? { [showValue]: valueField(body) } : {}) };
    const result = await runRequest(env, {
      method: properties.echoReqMethod === '7' ? 'POST' : 'GET',
      url,
      headers: properties.echoReqHeaders ?? [],
      params: request,
    });
    const [row] = rowsOf(await processed(definition, result));
    if (row) found.push(pickerRow(row, body, id));
  }
  return found;
}

/** The whole result, filtered to the rows whose value field holds one of the ids, in the order of the ids. */
async function byFiltering(env: OperationEnv, caller: Caller, definition: InterfaceDefinition, body: EchoBody, ids: string[]) {
  const params = { keyword: '', ...(await valuesFor(env, caller, definition, definition.parameters, body.paramList)) };
  const field = valueField(body);
  const rows = rowsOf(await runInterface(env, definition, params));
  const byId = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const value = row[field];
    if (value !== undefined && value !== null && !byId.has(String(value))) byId.set(String(value), row);
  }
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [pickerRow(row, body, id)] : [];
  });
}

export async function echoRows(env: OperationEnv, caller: Caller, id: string, body: EchoBody): Promise<PickerRow[]> {
  const definition = await loadDefinition(env, id, { enabledOnly: true });
  assertReadOnly(definition);
  const ids = idsOfBody(body.ids);
  if (ids.length === 0) return [];
  return loggedRun(env, caller, definition, 'echo', async () => {
    const echoSql = definition.properties.echoSql?.trim();
    const echoPath = definition.properties.echoPath?.trim();
    if (definition.kind === 'sql' && echoSql)
      return bySql(env, definition, echoSql, await valuesFor(env, caller, definition, definition.parameters, body.paramList), ids, body);
    if (definition.kind === 'api' && echoPath) return byApi(env, caller, definition, echoPath, body, ids);
    return byFiltering(env, caller, definition, body, ids);
  });
}
