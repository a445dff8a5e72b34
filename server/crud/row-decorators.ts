import type { Kysely } from 'kysely';
import type { EntityDefinition } from './entity-definition.ts';

export type Row = Record<string, unknown> & { id: string };
// The generic runtime addresses tables by name at run time, so rows are untyped records here.
export type AnyDb = Kysely<Record<string, Row>>;

/** Looks up `column` of the rows of `table` whose ids appear in `ids`. */
async function namesOf(db: AnyDb, table: string, column: string, ids: unknown[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(['id', column]).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [String(row.id), String(row[column] ?? '')]));
}

/*
 * The decorators below write into the rows they are given and hand the same array back: their
 * one caller (operations/present-rows.ts) gives them its own copies, so a 500-row page is copied
 * once instead of once per decorator (docs/decisions/0012-request-path-caching.md).
 */

/** Lists show who created a row as "realName/account" (contract §1.3). */
export async function withCreatorUser(db: AnyDb, rows: Row[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((row) => row.creatorUserId).filter((id): id is string => typeof id === 'string' && id !== ''))];
  const users = ids.length === 0 ? [] : await db.selectFrom('base_user').select(['id', 'realName', 'account']).where('id', 'in', ids).execute();
  const names = new Map(users.map((user) => [user.id, `${String(user.realName)}/${String(user.account)}`]));
  for (const row of rows) row.creatorUser = names.get(String(row.creatorUserId)) ?? '';
  return rows;
}

/** Paged lists show a dictionary item's name in place of its id (contract §4.3: the category). */
export async function withDictionaryNames(db: AnyDb, entity: EntityDefinition, rows: Row[]): Promise<Row[]> {
  const fields = Object.keys(entity.dictionaryFields);
  if (fields.length === 0) return rows;
  const names = await namesOf(
    db,
    'base_dictionary_data',
    'fullName',
    rows.flatMap((row) => fields.map((field) => row[field])),
  );
  for (const row of rows) for (const field of fields) row[field] = names.get(String(row[field])) ?? row[field];
  return rows;
}

/** The ids a reference field holds: one id, or several comma-joined as JNPF sends them (a user's roleId). */
const idList = (value: unknown): string[] => (typeof value === 'string' ? value.split(',').filter(Boolean) : []);

/** Lists carry the referenced rows' names beside the ids (a position's `department`, a user's roles). */
export async function withReferences(db: AnyDb, entity: EntityDefinition, rows: Row[]): Promise<Row[]> {
  for (const reference of entity.references) {
    if (!reference.as) continue;
    const names = await namesOf(
      db,
      reference.table,
      reference.column,
      rows.flatMap((row) => idList(row[reference.field])),
    );
    const as = reference.as;
    // A value the entity's decorate already gave (a role's organisation paths, which are no id list) stays.
    for (const row of rows) {
      if (typeof row[as] === 'string') continue;
      row[as] = idList(row[reference.field])
        .map((id) => names.get(id) ?? '')
        .filter(Boolean)
        .join(',');
    }
  }
  return rows;
}

/** A row as the API sends it: server-only columns dropped, array fields back to their JSON. */
export function toResponse(entity: EntityDefinition, row: Row): Row {
  // built without the hidden columns rather than copied and deleted from: `delete` turns the
  // object into a slow dictionary-mode one, which serialising 500 of them then pays for
  const decoded = {} as Row;
  for (const key in row) if (!entity.hiddenColumns.includes(key)) decoded[key] = row[key];
  for (const field of entity.jsonFields) {
    const text = row[field];
    if (typeof text !== 'string' || text === '') {
      decoded[field] = [];
      continue;
    }
    try {
      decoded[field] = JSON.parse(text);
    } catch {
      decoded[field] = []; // a value written outside the API; showing nothing beats failing the page
    }
  }
  return decoded;
}

/** Array fields enter the database as JSON text. */
export function encodeJson(entity: EntityDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const encoded = { ...values };
  for (const field of entity.jsonFields) if (field in encoded && typeof encoded[field] !== 'string') encoded[field] = JSON.stringify(encoded[field] ?? []);
  return encoded;
}
