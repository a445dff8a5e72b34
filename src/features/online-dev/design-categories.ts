import { request } from '../../lib/request/request.ts';
import { dictionaryCache } from '../../lib/data/dictionary-api.ts';
import { entityResources } from '../../lib/data/entity-resource.ts';

/**
 * The design categories (contract §7.1 `category`: an item of the dictionary webDesign, by id): the
 * dictionary type's id for the category tree, and every item's name by id for the list's column.
 * Read from the cached /api/system/DictionaryData/All the dictionary select of the dialog reads.
 */

/** The category field's dictionary (schemas/visual-dev.schema.json), webDesign as in JNPF. */
const CATEGORY_DICTIONARY = entityResources.visualDev.fields.find((field) => field.name === 'category')?.dictionary ?? 'webDesign';

interface DictionaryEntry {
  id: string;
  enCode: string;
  dictionaryList: DictionaryItem[];
}

interface DictionaryItem {
  id: string;
  fullName: string;
  children?: DictionaryItem[] | null;
}

export interface DesignCategories {
  /** the dictionary type's id ('' when the dictionary is missing) */
  typeId: string;
  names: ReadonlyMap<string, string>;
}

function namesOf(items: readonly DictionaryItem[], names: Map<string, string>): Map<string, string> {
  for (const item of items) {
    names.set(item.id, item.fullName);
    namesOf(item.children ?? [], names);
  }
  return names;
}

export async function loadDesignCategories(): Promise<DesignCategories> {
  let all = dictionaryCache.get() as DictionaryEntry[] | null;
  if (!all) {
    all = (await request<{ list: DictionaryEntry[] }>({ url: '/api/system/DictionaryData/All' })).data?.list ?? [];
    dictionaryCache.set(all);
  }
  const entry = all.find((candidate) => candidate.enCode === CATEGORY_DICTIONARY);
  return { typeId: entry?.id ?? '', names: namesOf(entry?.dictionaryList ?? [], new Map()) };
}
