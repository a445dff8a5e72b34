import type { Db } from '../../core/db/database.ts';

/**
 * `GET /api/visualdev/Base/Selector` (contract §7.1): the designs a designer may point a related
 * form at, as a `ListVO` tree: the `webDesign` dictionary's categories (nested as the dictionary
 * nests them) with their designs as leaves. Released designs only unless `isRelease=0` asks for
 * drafts too (a relation form reads the released snapshot, so a draft would open nothing).
 * Categories holding no design are left out; a design whose category is gone is a root leaf.
 * Every signed-in user may read it, so it carries names and codes, never a design.
 */

export interface SelectorQuery {
  type?: number;
  webType?: number;
  enableFlow?: number;
  /** 1 (the default): released designs only; 0: every design */
  isRelease?: number;
}

export interface DesignNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  hasChildren: boolean;
  children: DesignNode[] | null;
  /** leaves only: what the design is */
  type?: number;
  webType?: number;
  enableFlow?: number;
}

/** The dictionary of design categories (contract §7.1). */
const CATEGORY_DICTIONARY = 'webDesign';

async function designsFor(db: Db, query: SelectorQuery) {
  let designs = db.selectFrom('base_visual_dev').select(['id', 'fullName', 'enCode', 'category', 'type', 'webType', 'enableFlow']).where('enabledMark', '=', 1);
  if (query.isRelease !== 0) designs = designs.where('state', '=', 1);
  if (query.type !== undefined) designs = designs.where('type', '=', query.type);
  if (query.webType !== undefined) designs = designs.where('webType', '=', query.webType);
  if (query.enableFlow !== undefined) designs = designs.where('enableFlow', '=', query.enableFlow);
  return designs.orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
}

export async function designSelector(db: Db, query: SelectorQuery): Promise<DesignNode[]> {
  const designs = await designsFor(db, query);
  const categories = await db
    .selectFrom('base_dictionary_data')
    .innerJoin('base_dictionary_type', 'base_dictionary_type.id', 'base_dictionary_data.dictionaryTypeId')
    .select([
      'base_dictionary_data.id as id',
      'base_dictionary_data.parentId as parentId',
      'base_dictionary_data.fullName as fullName',
      'base_dictionary_data.enCode as enCode',
    ])
    .where('base_dictionary_type.enCode', '=', CATEGORY_DICTIONARY)
    .orderBy('base_dictionary_data.sortCode')
    .orderBy('base_dictionary_data.id')
    .execute();
  type Design = (typeof designs)[number];
  type Category = (typeof categories)[number];
  const leafOf = (design: Design): DesignNode => ({
    id: design.id,
    parentId: design.category ?? '',
    fullName: design.fullName ?? '',
    enCode: design.enCode ?? '',
    type: design.type ?? 1,
    webType: design.webType ?? 2,
    enableFlow: design.enableFlow ?? 0,
    hasChildren: false,
    children: null,
  });
  const known = new Set(categories.map((category) => category.id));
  // `seen` guards against a damaged dictionary whose items are each other's parents.
  const nodeOf = (category: Category, seen: ReadonlySet<string>): DesignNode => {
    const inside = new Set([...seen, category.id]);
    const children = [
      ...categories.filter((child) => child.parentId === category.id && !inside.has(child.id)).map((child) => nodeOf(child, inside)),
      ...designs.filter((design) => design.category === category.id).map(leafOf),
    ].filter((node) => node.hasChildren || node.type !== undefined);
    return {
      id: category.id,
      parentId: category.parentId || '0',
      fullName: category.fullName ?? '',
      enCode: category.enCode ?? '',
      hasChildren: children.length > 0,
      children,
    };
  };
  const tree = categories
    .filter((category) => !category.parentId || !known.has(category.parentId))
    .map((category) => nodeOf(category, new Set()))
    .filter((node) => node.hasChildren);
  return [...tree, ...designs.filter((design) => !known.has(design.category ?? '')).map(leafOf)];
}
