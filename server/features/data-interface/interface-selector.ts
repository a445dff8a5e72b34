import type { Db } from '../../core/db/database.ts';

/**
 * The enabled interfaces for the pickers that choose one (a form designer's data source, an
 * option widget's): `Selector`, the tree of the DataInterfaceType dictionary's categories with
 * their interfaces as leaves, and `getList`, the same interfaces flat. Every signed-in user may
 * read these, so they carry what identifies an interface, never its statement, URL or headers.
 */

/** What a picker may know of an interface. */
export interface InterfaceSummary {
  id: string;
  fullName: string;
  enCode: string;
  categoryId: string;
  dataType: number;
  requestMethod: string;
  checkType: number;
  sortCode: number;
  enabledMark: number;
}

export interface SelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode?: string;
  hasChildren: boolean;
  children: SelectorNode[] | null;
  categoryId?: string;
  dataType?: number;
  requestMethod?: string;
  checkType?: number;
}

/** The dictionary holding the interface categories (contract §4.11). */
const CATEGORY_DICTIONARY = 'DataInterfaceType';

export async function enabledInterfaces(db: Db): Promise<InterfaceSummary[]> {
  const rows = await db
    .selectFrom('base_data_interface')
    .select(['id', 'fullName', 'enCode', 'categoryId', 'dataType', 'requestMethod', 'checkType', 'sortCode', 'enabledMark'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName ?? '',
    enCode: row.enCode ?? '',
    categoryId: row.categoryId ?? '',
    dataType: row.dataType ?? 1,
    requestMethod: row.requestMethod ?? '',
    checkType: row.checkType ?? 0,
    sortCode: row.sortCode ?? 0,
    enabledMark: row.enabledMark ?? 1,
  }));
}

const leafOf = (summary: InterfaceSummary): SelectorNode => ({
  id: summary.id,
  parentId: summary.categoryId,
  fullName: summary.fullName,
  enCode: summary.enCode,
  categoryId: summary.categoryId,
  dataType: summary.dataType,
  requestMethod: summary.requestMethod,
  checkType: summary.checkType,
  hasChildren: false,
  children: null,
});

/**
 * The category tree (categories nested as the dictionary nests them) with each category's enabled
 * interfaces under it. Categories holding no interface, directly or below, are left out; an
 * interface whose category is gone stays reachable as a root leaf.
 */
export async function interfaceSelector(db: Db): Promise<SelectorNode[]> {
  const interfaces = await enabledInterfaces(db);
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
  const known = new Set(categories.map((category) => category.id));
  type Category = (typeof categories)[number];
  // `seen` guards against a damaged dictionary whose items are each other's parents.
  const nodeOf = (category: Category, seen: ReadonlySet<string>): SelectorNode => {
    const inside = new Set([...seen, category.id]);
    const children = [
      ...categories.filter((child) => child.parentId === category.id && !inside.has(child.id)).map((child) => nodeOf(child, inside)),
      ...interfaces.filter((summary) => summary.categoryId === category.id).map(leafOf),
    ].filter((node) => node.hasChildren || node.dataType !== undefined);
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
  return [...tree, ...interfaces.filter((summary) => !known.has(summary.categoryId)).map(leafOf)];
}
