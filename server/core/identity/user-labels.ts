import type { Db } from '../db/database.ts';

/** "realName/account" for each user id, as lists show who created or released a row (contract §1.3). */
export async function userLabels(db: Db, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('base_user').select(['id', 'realName', 'account']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, `${row.realName ?? ''}/${row.account ?? ''}`]));
}

/** Splits a list into pieces small enough for one statement's parameters on either database. */
export function chunks<T>(items: T[], size = 500): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
