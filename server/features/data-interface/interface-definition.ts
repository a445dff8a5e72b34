import type { DataInterfaceRow } from '../../../common/generated/data-interface.ts';

/**
 * A stored data interface (contract §4.11, the 3.4 shape) with its JSON-string columns parsed:
 * what the runners (SQL, static, API), the sandbox and the routes work from. Parsing never throws:
 * a malformed JSON column reads as its empty value, so one bad definition cannot break a list.
 */

/** `dataType`: 1 SQL, 2 static data, 3 API. */
export type InterfaceKind = 'sql' | 'static' | 'api';

/** SQL `requestMethod`: "3" query, "1" insert, "2" update, "4" delete. API: "6" GET, "7" POST. */
export type SqlMode = 'query' | 'insert' | 'update' | 'delete';

/** The parameter types the spec shows (§9: varchar, int, datetime, decimal, bigint, text). */
export const PARAMETER_TYPES = ['varchar', 'int', 'datetime', 'decimal', 'bigint', 'text'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/** One entry of `requestParameters`. */
export interface InterfaceParameter {
  field: string;
  dataType: ParameterType;
  defaultValue: string;
  required: boolean;
  /** the description JNPF's designer keeps beside it */
  fieldName?: string;
}

/** One request header of an API interface. */
export interface InterfaceHeader {
  field: string;
  defaultValue: string;
}

/** `propertyJson`, with every part optional as JNPF writes it. */
export interface InterfaceProperties {
  countSql?: string;
  echoSql?: string;
  echoPath?: string;
  echoReqMethod?: '6' | '7';
  echoReqParameters?: InterfaceParameter[];
  echoReqHeaders?: InterfaceHeader[];
  /** API paging: which request field carries currentPage / pageSize / keyword */
  pageParameters?: { fieldName: string; field: string }[];
  /** API echo-back: which request field carries the ids (showKey) and the key name (showValue) */
  echoParameters?: { fieldName: string; field: string }[];
}

export interface InterfaceDefinition {
  id: string;
  fullName: string;
  enCode: string;
  kind: InterfaceKind;
  /** SQL only */
  sqlMode: SqlMode;
  /** API only */
  httpMethod: 'GET' | 'POST';
  /** `dbLinkId`: '0' the platform's own database */
  dbLinkId: string;
  /** `checkType` 1: the interface pages itself (SQL with countSql, API with pageParameters) */
  paged: boolean;
  /** SQL text, or the static JSON */
  query: string;
  /** API URL */
  path: string;
  headers: InterfaceHeader[];
  parameters: InterfaceParameter[];
  /** the `dataProcessing` script, '' for none */
  dataProcessing: string;
  properties: InterfaceProperties;
  enabled: boolean;
}

function parseJson<T>(text: string | null | undefined, empty: T): T {
  if (!text) return empty;
  try {
    const value = JSON.parse(text) as unknown;
    return value === null || typeof value !== typeof empty || Array.isArray(value) !== Array.isArray(empty) ? empty : (value as T);
  } catch {
    return empty;
  }
}

const KINDS: Record<number, InterfaceKind> = { 1: 'sql', 2: 'static', 3: 'api' };
const SQL_MODES: Record<string, SqlMode> = { '1': 'insert', '2': 'update', '3': 'query', '4': 'delete' };

function parameterOf(entry: unknown): InterfaceParameter | null {
  if (!entry || typeof entry !== 'object') return null;
  const { field, dataType, defaultValue, required, fieldName } = entry as Record<string, unknown>;
  if (typeof field !== 'string' || field.trim() === '') return null;
  const type = PARAMETER_TYPES.find((known) => known === dataType) ?? 'varchar';
  return {
    field: field.trim(),
    dataType: type,
    defaultValue: defaultValue === null || defaultValue === undefined ? '' : String(defaultValue),
    required: required === true || required === 1 || required === '1',
    ...(typeof fieldName === 'string' ? { fieldName } : {}),
  };
}

export const parametersOf = (text: string | null | undefined): InterfaceParameter[] =>
  parseJson<unknown[]>(text, []).flatMap((entry) => parameterOf(entry) ?? []);

export function headersOf(text: string | null | undefined): InterfaceHeader[] {
  return parseJson<unknown[]>(text, []).flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { field, defaultValue } = entry as Record<string, unknown>;
    return typeof field === 'string' && field.trim() ? [{ field: field.trim(), defaultValue: defaultValue == null ? '' : String(defaultValue) }] : [];
  });
}

export function definitionOf(row: DataInterfaceRow): InterfaceDefinition {
  const properties = parseJson<InterfaceProperties>(row.propertyJson, {});
  return {
    id: row.id,
    fullName: row.fullName ?? '',
    enCode: row.enCode ?? '',
    kind: KINDS[row.dataType ?? 1] ?? 'sql',
    sqlMode: SQL_MODES[row.requestMethod ?? '3'] ?? 'query',
    httpMethod: row.requestMethod === '7' ? 'POST' : 'GET',
    dbLinkId: row.dbLinkId || '0',
    paged: row.checkType === 1,
    query: row.query ?? '',
    path: row.path ?? '',
    headers: headersOf(row.requestHeaders),
    parameters: parametersOf(row.requestParameters),
    dataProcessing: row.dataProcessing ?? '',
    properties: {
      ...properties,
      echoReqParameters: parametersOf(JSON.stringify(properties.echoReqParameters ?? [])),
      echoReqHeaders: headersOf(JSON.stringify(properties.echoReqHeaders ?? [])),
    },
    enabled: row.enabledMark !== 0,
  };
}
