import { dictionaryApi } from '../../../lib/data/dictionary-api.ts';

/**
 * A dictionary type's items as option records (`__config__.dataType` 'dictionary', contract §7.2:
 * `dictionaryType` is the type's id). Items keep id, fullName and enCode, so an item configured
 * to store the code (`props.props.props.value` 'enCode') reads the same records; a disabled item
 * is kept, marked disabled, so a record that stored it still shows its label.
 */
export async function loadDictionaryOptions(typeId: string): Promise<readonly unknown[]> {
  if (!typeId) return [];
  const items = await dictionaryApi.items(typeId, 0, '');
  return items.map((entry) => ({ id: entry.id, fullName: entry.fullName, enCode: entry.enCode, ...(entry.enabledMark === 0 ? { disabled: true } : {}) }));
}
