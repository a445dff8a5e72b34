import path from 'node:path';
import type { Dialect } from './database.ts';

/** The id JNPF gives the platform's own database (`dbLinkId` "0"). */
export const OWN_DATABASE_ID = '0';

/**
 * A database a SQL data interface may run against (`dbLinkId`): the platform's own ("0") or one
 * the system administrator named in DATA_SOURCES. PostgreSQL by URL, SQLite by file.
 */
export interface DataSourceLocation {
  id: string;
  /** the name pickers show; the own database's name is translated by whoever shows it */
  fullName: string;
  dialect: Dialect;
  /** postgres://… for PostgreSQL */
  url?: string;
  /** the SQLite file */
  file?: string;
}

export interface DataSources {
  own: DataSourceLocation;
  /** the named ones, in the order DATA_SOURCES lists them */
  named: readonly DataSourceLocation[];
}

/** The data source of a `dbLinkId` ('' and "0" are the platform's own); undefined when none has that id. */
export function findDataSource(sources: DataSources, id: string | null | undefined): DataSourceLocation | undefined {
  if (!id || id === OWN_DATABASE_ID) return sources.own;
  return sources.named.find((source) => source.id === id);
}

/**
 * DATA_SOURCES: a JSON object of id → `{ "fullName": "…", "url": "postgres://…" }` or
 * `{ "fullName": "…", "file": "path/to.sqlite" }`, kept in the environment (never in a table an
 * administrator page shows, since URLs carry passwords). A malformed value stops the start-up:
 * a data source that silently vanished would make interfaces fail later, far from the cause.
 */
export function parseDataSources(text: string | undefined): DataSourceLocation[] {
  if (!text || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('DATA_SOURCES is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('DATA_SOURCES must be a JSON object of id → { fullName, url | file }');
  return Object.entries(parsed as Record<string, unknown>).map(([id, entry]) => {
    if (id === OWN_DATABASE_ID || id.trim() === '') throw new Error(`DATA_SOURCES: the id "${id}" is reserved`);
    const { fullName, url, file } = (entry ?? {}) as { fullName?: unknown; url?: unknown; file?: unknown };
    const name = typeof fullName === 'string' && fullName.trim() ? fullName.trim() : id;
    if (typeof url === 'string' && /^postgres(ql)?:\/\//u.test(url)) return { id, fullName: name, dialect: 'postgres', url };
    if (typeof file === 'string' && file.trim()) return { id, fullName: name, dialect: 'sqlite', file: path.resolve(file) };
    throw new Error(`DATA_SOURCES: "${id}" needs a postgres:// url or a SQLite file`);
  });
}
