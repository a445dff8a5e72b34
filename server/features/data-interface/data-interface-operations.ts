import type { Services } from '../../services.ts';
import type { Language } from '../../core/i18n/messages.ts';
import { AppError } from '../../core/http/app-error.ts';
import { translate } from '../../core/i18n/language.ts';
import { definitionOf, type InterfaceDefinition, type InterfaceParameter } from './interface-definition.ts';
import { callerFacts, needsCallerFacts, parameterValues, type ParamEntry } from './parameter-values.ts';
import { rowsOf, runInterface } from './interface-runner.ts';
import { writeLog } from './interface-log.ts';
import { InterfaceFailure } from './run-contract.ts';
import { failureMessage, failureTextsOf } from './data-interface-texts.ts';

/**
 * The operations behind the data-interface routes (contract §4.11): loading a definition, running
 * it with the caller's parameters under the log, preview, fields and parameters. The picker list
 * (picker-list.ts), echo-back (echo.ts), copy (interface-copy.ts) and selector
 * (interface-selector.ts) build on these. Nothing here knows HTTP.
 */

/** What the operations use of the server. */
export type OperationEnv = Pick<Services, 'db' | 'dataSources' | 'config'>;

/** Who runs an interface, from where: what the log keeps and the language failures are told in. */
export interface Caller {
  userId: string;
  ip: string;
  /** User-Agent */
  device: string;
  language: Language;
  /** holds the data-interface page (or is an administrator): sees the engine's own words in a failure */
  holdsPage?: boolean;
}

/**
 * A stored interface as a definition. `enabledOnly`: the pickers of every form user run enabled
 * interfaces only; a disabled one answers like a missing one (数据不存在).
 */
export async function loadDefinition(env: OperationEnv, id: string, options: { enabledOnly: boolean }): Promise<InterfaceDefinition> {
  const row = await env.db.selectFrom('base_data_interface').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('recordNotFound');
  const definition = definitionOf(row);
  if (options.enabledOnly && !definition.enabled) throw new AppError('recordNotFound');
  return definition;
}

/**
 * The values of a run: the caller's paramList over the definition's defaults, system fields from
 * the server's own facts; an API interface takes its declared parameters only.
 */
export async function valuesFor(
  env: OperationEnv,
  caller: Caller,
  definition: Pick<InterfaceDefinition, 'kind'>,
  parameters: readonly InterfaceParameter[],
  paramList: readonly ParamEntry[] = [],
) {
  const facts = needsCallerFacts(parameters, paramList) ? await callerFacts(env.db, caller.userId) : null;
  return parameterValues(parameters, paramList, facts, { declaredOnly: definition.kind === 'api' });
}

/** A failure as the caller is told it (and the log keeps it). */
function toldMessage(error: unknown, language: Language): string {
  if (error instanceof InterfaceFailure) return failureMessage(error, language);
  if (error instanceof AppError) return error.texts?.[language] ?? translate(error.messageKey, language, error.params);
  return translate('serverError', language);
}

/**
 * Runs `work` for one interface and logs it, success or failure. A runner's failure leaves as a
 * 400 with the translated reason (and the engine's detail); anything else is rethrown as it is.
 */
export async function loggedRun<T>(env: OperationEnv, caller: Caller, definition: InterfaceDefinition, type: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const log = (success: boolean, errorMessage: string) =>
    writeLog(env.db, {
      interfaceId: definition.id,
      userId: caller.userId,
      ip: caller.ip,
      device: caller.device,
      wasteTime: performance.now() - started,
      type,
      success,
      errorMessage,
    });
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await log(false, toldMessage(error, caller.language));
    // The engine's words (a SQL error naming tables and columns) are for the page's holders; a form user gets the reason.
    if (error instanceof InterfaceFailure)
      throw new AppError('badRequest', { texts: failureTextsOf(caller.holdsPage ? error : new InterfaceFailure(error.reason, '', error.field)) });
    throw error;
  }
  await log(true, '');
  return result;
}

/**
 * Pickers, option widgets, field lists and list texts only read: an insert, update or delete
 * interface run through them would write on every keystroke of whoever opens a form.
 */
export function assertReadOnly(definition: InterfaceDefinition): void {
  if (definition.kind === 'sql' && definition.sqlMode !== 'query')
    throw new AppError('badRequest', { texts: failureTextsOf(new InterfaceFailure('statementRefused')) });
}

/**
 * Preview: the interface's result as it is (an array or an object). The page runs it whether
 * enabled or not (it tries an interface out before enabling it); `enabledOnly` is for callers
 * outside the page, such as form option widgets, who also never run a write. `origin` 'preview'
 * is the page's own call; anything else is logged as a form's option load.
 */
export async function previewInterface(
  env: OperationEnv,
  caller: Caller,
  id: string,
  paramList: readonly ParamEntry[] = [],
  options: { enabledOnly: boolean; origin?: string; logType?: string } = { enabledOnly: false },
): Promise<unknown> {
  const definition = await loadDefinition(env, id, options);
  if (!caller.holdsPage) assertReadOnly(definition);
  const logType = options.logType ?? (options.origin === 'preview' ? 'preview' : 'options');
  return loggedRun(env, caller, definition, logType, async () =>
    runInterface(env, definition, await valuesFor(env, caller, definition, definition.parameters, paramList)),
  );
}

/**
 * A result as an array (the interface call by address, spec §7): an array as it is; the rows a
 * paging answer carries under list, data, data.list, rows or records; one object as a one-item
 * array; nothing as an empty one.
 */
export function resultArray(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (result === null || result === undefined) return [];
  if (typeof result === 'object') {
    const rows = rowsOf(result);
    return rows.length > 0 || hasRowList(result as Record<string, unknown>) ? rows : [result];
  }
  return [result];
}

/** True when an object carries a row list (possibly empty) where rowsOf looks. */
function hasRowList(result: Record<string, unknown>): boolean {
  const data = result.data;
  const nested = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>).list : undefined;
  return [result.list, data, nested, result.rows, result.records].some(Array.isArray);
}

/**
 * The interface call by address (`{id}/Actions/Response`, spec §7): the Preview run under the
 * same rule (a caller without the page runs enabled, read-only interfaces only), logged as 'call',
 * answered as an array.
 */
export async function interfaceResponse(env: OperationEnv, caller: Caller, id: string, paramList: readonly ParamEntry[] = []): Promise<unknown[]> {
  return resultArray(await previewInterface(env, caller, id, paramList, { enabledOnly: !caller.holdsPage, logType: 'call' }));
}

/** How many rows the field list looks at: a field missing from the first row may be in the next ones. */
const FIELD_ROWS = 10;

/** The field names of the result's rows (the union over the first few, in the order met); a single object's own keys. */
export async function interfaceFields(env: OperationEnv, caller: Caller, id: string, paramList: readonly ParamEntry[] = []): Promise<string[]> {
  const definition = await loadDefinition(env, id, { enabledOnly: false });
  assertReadOnly(definition);
  const result = await loggedRun(env, caller, definition, 'fields', async () =>
    runInterface(env, definition, await valuesFor(env, caller, definition, definition.parameters, paramList)),
  );
  const rows = rowsOf(result);
  // A single object (no rows anywhere in it) is its own one row.
  const sample = rows.length === 0 && typeof result === 'object' && result !== null && !Array.isArray(result) ? [result] : rows.slice(0, FIELD_ROWS);
  return [...new Set(sample.flatMap((row) => Object.keys(row)))];
}

/** The interface's declared parameters (GetParam). */
export async function interfaceParameters(env: OperationEnv, id: string): Promise<InterfaceParameter[]> {
  return (await loadDefinition(env, id, { enabledOnly: false })).parameters;
}
