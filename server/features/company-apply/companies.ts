import type { Db } from '../../core/db/database.ts';

export interface Company {
  id: string;
  fullName: string;
}

/** A company one may apply for: an enabled organisation of type company (departments are not). */
export async function enabledCompany(db: Db, id: string): Promise<Company | undefined> {
  const row = await db
    .selectFrom('base_organize')
    .select(['id', 'fullName'])
    .where('id', '=', id)
    .where('type', '=', 'company')
    .where('enabledMark', '=', 1)
    .executeTakeFirst();
  return row ? { id: row.id, fullName: row.fullName ?? '' } : undefined;
}

/** The ids from the root organisation down to this one (a damaged tree's cycle is walked once). */
export async function organizePathIds(db: Db, id: string): Promise<string[]> {
  const rows = await db.selectFrom('base_organize').select(['id', 'parentId']).execute();
  const parents = new Map(rows.map((row) => [row.id, row.parentId ?? '']));
  const path: string[] = [];
  for (let cursor = id; parents.has(cursor) && !path.includes(cursor); cursor = parents.get(cursor) ?? '') path.unshift(cursor);
  return path;
}
