import type { Db } from './database.ts';

/**
 * A picker's tree of records filed under a dictionary's categories (the data-interface Selector
 * over `DataInterfaceType`, the design Selector over `webDesign`): the categories nested as the
 * dictionary nests them, each record a leaf under its category. Categories holding no record,
 * directly or below, are left out; a record whose category is gone stays reachable as a root leaf.
 */

export interface CategoryNode<Leaf> {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  hasChildren: boolean;
  children: (CategoryNode<Leaf> | Leaf)[];
}

interface Category {
  id: string;
  parentId: string | null;
  fullName: string | null;
  enCode: string | null;
}

/** The items of the dictionary whose type has this enCode, in their order. */
export function dictionaryCategories(db: Db, dictionaryEnCode: string): Promise<Category[]> {
  return db
    .selectFrom('base_dictionary_data')
    .innerJoin('base_dictionary_type', 'base_dictionary_type.id', 'base_dictionary_data.dictionaryTypeId')
    .select([
      'base_dictionary_data.id as id',
      'base_dictionary_data.parentId as parentId',
      'base_dictionary_data.fullName as fullName',
      'base_dictionary_data.enCode as enCode',
    ])
    .where('base_dictionary_type.enCode', '=', dictionaryEnCode)
    .orderBy('base_dictionary_data.sortCode')
    .orderBy('base_dictionary_data.id')
    .execute();
}

/** The tree of `records` (as leaves by `leafOf`) under the categories of the dictionary `dictionaryEnCode`. */
export async function categoryTree<Record, Leaf>(
  db: Db,
  dictionaryEnCode: string,
  records: readonly Record[],
  categoryOf: (record: Record) => string,
  leafOf: (record: Record) => Leaf,
): Promise<(CategoryNode<Leaf> | Leaf)[]> {
  const categories = await dictionaryCategories(db, dictionaryEnCode);
  const known = new Set(categories.map((category) => category.id));
  // `seen` guards against a damaged dictionary whose items are each other's parents.
  const nodeOf = (category: Category, seen: ReadonlySet<string>): CategoryNode<Leaf> => {
    const inside = new Set([...seen, category.id]);
    const children = [
      ...categories
        .filter((child) => child.parentId === category.id && !inside.has(child.id))
        .map((child) => nodeOf(child, inside))
        .filter((node) => node.hasChildren),
      ...records.filter((record) => categoryOf(record) === category.id).map(leafOf),
    ];
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
  return [...tree, ...records.filter((record) => !known.has(categoryOf(record))).map(leafOf)];
}
