import { dictionaryCache } from '../../lib/data/dictionary-api.ts';
import { clearOptionCache } from '../../form-runtime/widgets/choice/option-sources.ts';
import { clearTreeOptionCache } from '../../form-runtime/widgets/tree/option-source.ts';

/**
 * After a dictionary category or item is created, changed, deleted, switched or imported: the
 * `/All` list other screens read and the option widgets' loaded items (form fields and list cells
 * showing a dictionary's labels) are read afresh the next time they are needed.
 */
export function forgetDictionaries(): void {
  dictionaryCache.clear();
  clearOptionCache();
  clearTreeOptionCache();
}
