import type { Services } from '../../services.ts';
import { findDataSource } from '../../core/db/data-sources.ts';
import { listEntries } from '../../core/identity/rank.ts';
import type { InterfaceDefinition, InterfaceHeader, SqlMode } from './interface-definition.ts';
import { runSql } from './sql-runner.ts';
import { callApi } from './api-runner.ts';
import { runDataProcessing } from './data-processing.ts';
import { DEFAULT_API_LIMITS, DEFAULT_SQL_LIMITS, InterfaceFailure, type SqlResult } from './run-contract.ts';

/**
 * Runs one data interface by its kind (contract §4.11 `dataType`): the stored JSON of a static
 * interface, the statement of a SQL one against its data source (`dbLinkId`), the request of an
 * API one to an allow-listed host; then its `dataProcessing` script over the answer. The pieces
 * (one statement, one request, the script) are exported for the picker list and the echo-back,
 * which run a definition's other statements (countSql, echoSql) and requests (echoPath).
 * Every failure is an InterfaceFailure; nothing here answers HTTP or writes the log.
 */

/** What a run reads from the server: where SQL goes, and the system settings that fence it in. */
export type RunEnvironment = Pick<Services, 'dataSources' | 'config'>;

/** `dataInterfaceWritesEnabled`: insert, update and delete interfaces run only when it is 1. */
async function writesEnabled(env: RunEnvironment): Promise<boolean> {
  return Number((await env.config.read()).dataInterfaceWritesEnabled) === 1;
}

/** One statement of the definition (its query, countSql or echoSql) on the definition's data source, parameters bound. */
export async function runStatement(
  env: RunEnvironment,
  definition: InterfaceDefinition,
  sql: string,
  params: Readonly<Record<string, unknown>>,
  mode: SqlMode = 'query',
): Promise<SqlResult> {
  const source = findDataSource(env.dataSources, definition.dbLinkId);
  if (!source) throw new InterfaceFailure('dataSourceMissing', definition.dbLinkId);
  if (mode !== 'query' && !(await writesEnabled(env))) throw new InterfaceFailure('writesDisabled');
  const result = await runSql({ source, sql, params, mode, limits: DEFAULT_SQL_LIMITS });
  return { ...result, rows: result.rows.map(jsonSafeRow) };
}

/** A row the answer can carry as JSON: a BigInt (a 64-bit column) as a number when exact, else as its digits. */
function jsonSafeRow(row: Record<string, unknown>): Record<string, unknown> {
  if (!Object.values(row).some((value) => typeof value === 'bigint')) return row;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'bigint' ? (Number.isSafeInteger(Number(value)) ? Number(value) : value.toString()) : value,
    ]),
  );
}

/** One request to an allow-listed host (`dataInterfaceHostAllowList`). */
export async function runRequest(
  env: RunEnvironment,
  request: { method: 'GET' | 'POST'; url: string; headers: readonly InterfaceHeader[]; params: Readonly<Record<string, unknown>> },
): Promise<unknown> {
  const allowedHosts = listEntries(String((await env.config.read()).dataInterfaceHostAllowList ?? ''));
  const headers = Object.fromEntries(request.headers.map((header) => [header.field, header.defaultValue]));
  return callApi({ method: request.method, url: request.url, headers, params: request.params, allowedHosts, limits: DEFAULT_API_LIMITS });
}

/** The definition's `dataProcessing` script over an answer; the answer as it is without one. */
export async function processed(definition: InterfaceDefinition, data: unknown): Promise<unknown> {
  return definition.dataProcessing.trim() ? runDataProcessing(definition.dataProcessing, data) : data;
}

function staticData(definition: InterfaceDefinition): unknown {
  try {
    return JSON.parse(definition.query) as unknown;
  } catch (error) {
    throw new InterfaceFailure('staticInvalid', error instanceof Error ? error.message : '');
  }
}

/** What the interface itself answers, before its script: rows of a query, the count of a write, the JSON of static and API. */
async function rawResult(env: RunEnvironment, definition: InterfaceDefinition, params: Readonly<Record<string, unknown>>): Promise<unknown> {
  switch (definition.kind) {
    case 'static':
      return staticData(definition);
    case 'api':
      return runRequest(env, { method: definition.httpMethod, url: definition.path, headers: definition.headers, params });
    case 'sql': {
      const result = await runStatement(env, definition, definition.query, params, definition.sqlMode);
      return definition.sqlMode === 'query' ? result.rows : { affected: result.affected ?? 0 };
    }
  }
}

/** Runs the interface with these parameter values (parameter-values.ts) and answers its result after dataProcessing. */
export async function runInterface(env: RunEnvironment, definition: InterfaceDefinition, params: Readonly<Record<string, unknown>>): Promise<unknown> {
  return processed(definition, await rawResult(env, definition, params));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The rows of a result, whatever shape an API or a script gave it: an array, or the array under
 * `list`, `data`, `data.list`, `rows` or `records` (the shapes JNPF-style APIs answer). Items
 * that are not objects are left out: a picker row needs fields.
 */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  const candidates = isRecord(result)
    ? [result.list, result.data, isRecord(result.data) ? result.data.list : undefined, result.rows, result.records]
    : [result];
  const found = candidates.find(Array.isArray) as unknown[] | undefined;
  return (found ?? []).filter(isRecord);
}

/** The total a paging interface reports (`total`, `pagination.total`, under `data` too); undefined when it reports none. */
export function totalOf(result: unknown): number | undefined {
  const places = isRecord(result) ? [result, result.data].filter(isRecord) : [];
  for (const place of places) {
    for (const value of [place.total, isRecord(place.pagination) ? place.pagination.total : undefined]) {
      const number = Number(value);
      if (value !== undefined && value !== null && value !== '' && Number.isFinite(number)) return number;
    }
  }
  return undefined;
}
