import type { DataSourceLocation } from '../../core/db/data-sources.ts';
import type { SqlMode } from './interface-definition.ts';

/**
 * What the three runners (sql-runner.ts, api-runner.ts, the sandbox of data-processing.ts) are
 * handed and answer, so the interface runner (interface-runner.ts) and the routes depend on this
 * file only. A runner never answers HTTP and never writes the log: it succeeds or throws an
 * InterfaceFailure, which the routes turn into a translated message (data-interface-texts.ts).
 */

/** Why a run failed; `detail` is the engine's own words (a SQL error, an HTTP status), logged and shown after the translated reason. */
export type FailureReason =
  /** a parameter marked required got no value */
  | 'parameterRequired'
  /** a value does not read as its parameter's type */
  | 'parameterInvalid'
  /** `dbLinkId` names no configured data source */
  | 'dataSourceMissing'
  /** more than one statement, a schema change, or a write in a query interface */
  | 'statementRefused'
  /** an insert/update/delete interface while the system configuration has them off */
  | 'writesDisabled'
  /** the statement ran past its time limit */
  | 'statementTimeout'
  /** the statement reads or writes a table or column closed to data interfaces (the security tables of interface-deny-list.ts) */
  | 'objectDenied'
  /** the database refused the statement (syntax, unknown table …) */
  | 'statementFailed'
  /** the static JSON does not parse */
  | 'staticInvalid'
  /** the API URL is not http(s) or its host is not on the allow-list (redirects included) */
  | 'hostNotAllowed'
  /** the API did not answer in time */
  | 'apiTimeout'
  /** the API's answer is over the size limit */
  | 'apiTooLarge'
  /** the API answered an error status, or a body that is not JSON */
  | 'apiFailed'
  /** the dataProcessing script threw, or is not a function */
  | 'scriptFailed'
  /** the script ran past its time limit */
  | 'scriptTimeout'
  /** the script went over its memory limit */
  | 'scriptMemory';

export class InterfaceFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    readonly detail = '',
    /** the parameter a parameter failure is about */
    readonly field = '',
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

/** Limits of a SQL run. */
export interface SqlLimits {
  timeoutMs: number;
  /** a query answers at most this many rows (and says it cut) */
  rowLimit: number;
}

export const DEFAULT_SQL_LIMITS: SqlLimits = { timeoutMs: 5000, rowLimit: 10000 };

/**
 * One SQL run (sql-runner.ts `runSql`). `sql` holds `@name` parameters; every name found in the
 * text must be in `params` (a missing one is bound as null), and each is bound, never spliced in.
 */
export interface SqlRun {
  source: DataSourceLocation;
  sql: string;
  params: Readonly<Record<string, unknown>>;
  mode: SqlMode;
  limits: SqlLimits;
}

export interface SqlResult {
  rows: Record<string, unknown>[];
  /** true when the row limit cut the answer */
  truncated: boolean;
  /** rows written by an insert/update/delete */
  affected?: number;
}

/** Limits of an API call. */
export interface ApiLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const DEFAULT_API_LIMITS: ApiLimits = { timeoutMs: 10000, maxBytes: 5 * 1024 * 1024 };

/** One API call (api-runner.ts `callApi`): GET puts params in the query string, POST sends them as a JSON body. */
export interface ApiCall {
  method: 'GET' | 'POST';
  url: string;
  headers: Readonly<Record<string, string>>;
  params: Readonly<Record<string, unknown>>;
  /** hosts (with an optional port) the system administrator allows (`dataInterfaceHostAllowList`) */
  allowedHosts: readonly string[];
  limits: ApiLimits;
  /** how host names are resolved (the system's resolver unless a test puts its own) */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

/** Limits of a dataProcessing script. */
export interface ScriptLimits {
  timeoutMs: number;
  memoryBytes: number;
}

export const DEFAULT_SCRIPT_LIMITS: ScriptLimits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024 };
