import type { Db } from '../../core/db/database.ts';
import type { Grants, GranteeType } from '../../core/identity/authorization-service.ts';
import { GRANT_KINDS, itemKindOf, type Catalogue, type GrantKind } from './authority-catalogue.ts';

/** Ids by kind: what an object holds, or what a caller may hand out. */
export type Holdings = Record<GrantKind, Set<string>>;

export const emptyHoldings = (): Holdings => ({
  system: new Set(),
  module: new Set(),
  button: new Set(),
  column: new Set(),
  form: new Set(),
  resource: new Set(),
});

/**
 * The itemType values base_authorize rows of a kind may carry: its own name, and for items the
 * demo data's 'item' (written before grants had a kind). A save writes the kind's own name.
 */
export const STORED_TYPES: Record<GrantKind, string[]> = {
  system: ['system'],
  module: ['module'],
  button: ['button', 'item'],
  column: ['column', 'item'],
  form: ['form', 'item'],
  resource: ['resource', 'item'],
};

/** The kind of one stored row, or undefined for an item that no longer exists anywhere. */
export function kindOfRow(catalogue: Catalogue, itemType: string, itemId: string): GrantKind | undefined {
  if ((GRANT_KINDS as readonly string[]).includes(itemType)) return itemType as GrantKind;
  return itemKindOf(catalogue, itemId);
}

/** What base_authorize grants each of the objects of one type directly, by object id. */
export async function holdingsOfObjects(db: Db, catalogue: Catalogue, objectType: GranteeType, objectIds: readonly string[]): Promise<Map<string, Holdings>> {
  const result = new Map<string, Holdings>(objectIds.map((id) => [id, emptyHoldings()]));
  if (objectIds.length === 0) return result;
  const rows = await db
    .selectFrom('base_authorize')
    .select(['objectId', 'itemType', 'itemId'])
    .where('objectType', '=', objectType)
    .where('objectId', 'in', [...new Set(objectIds)])
    .execute();
  for (const row of rows) {
    const kind = kindOfRow(catalogue, row.itemType ?? '', row.itemId ?? '');
    if (kind && row.itemId) result.get(row.objectId ?? '')?.[kind].add(row.itemId);
  }
  return result;
}

export async function holdingsOf(db: Db, catalogue: Catalogue, objectType: GranteeType, objectId: string): Promise<Holdings> {
  return (await holdingsOfObjects(db, catalogue, objectType, [objectId])).get(objectId) ?? emptyHoldings();
}

/** The objects of one type that hold `itemId` as a grant of `kind`. */
export async function holdersOf(db: Db, objectType: GranteeType, kind: GrantKind, itemId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('base_authorize')
    .select('objectId')
    .where('objectType', '=', objectType)
    .where('itemId', '=', itemId)
    .where('itemType', 'in', STORED_TYPES[kind])
    .execute();
  return new Set(rows.flatMap((row) => (row.objectId ? [row.objectId] : [])));
}

/**
 * What a user holds, by kind (item ids are one set, each id's kind is the catalogue's business).
 * A data-permission scheme that lets its holder see all of a menu's data (allData 1) holds every
 * other scheme of that menu too: they only ever show a part of what it shows. So `resource` is
 * the granted items plus those schemes, and never less than the other item kinds.
 */
export async function holdingsOfUser(db: Db, grants: Grants): Promise<Holdings> {
  const resource = new Set(grants.items);
  if (grants.items.size > 0) {
    const everything = await db
      .selectFrom('base_module_scheme')
      .select('moduleId')
      .where('allData', '=', 1)
      .where('enabledMark', '=', 1)
      .where('id', 'in', [...grants.items])
      .execute();
    const menus = [...new Set(everything.flatMap((scheme) => (scheme.moduleId ? [scheme.moduleId] : [])))];
    if (menus.length > 0) {
      for (const scheme of await db.selectFrom('base_module_scheme').select('id').where('moduleId', 'in', menus).execute()) resource.add(scheme.id);
    }
  }
  return { system: grants.systems, module: grants.modules, button: grants.items, column: grants.items, form: grants.items, resource };
}
