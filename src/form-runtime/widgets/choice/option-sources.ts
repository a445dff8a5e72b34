import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import { loadDictionaryOptions } from './dictionary-source.ts';
import { dataTypeOf } from './options.ts';

/**
 * Where option widgets get options that are not in their configuration, by `dataType`. The
 * dictionary source is built in; the data-interface issue registers 'dynamic' here
 * (`registerOptionSource('dynamic', loader)`). Until a kind has a loader its widgets show no options
 * and no error.
 *
 * Loads are cached per key in the module (one dictionary type is fetched once however many
 * sub-table cells show it); a failed load is dropped from the cache so the next mount retries, and
 * offers nothing meanwhile (the request client has already told the user why).
 */
export type OptionLoader = (item: FormItem) => Promise<readonly unknown[]>;

interface OptionSource {
  load: OptionLoader;
  keyOf: (item: FormItem) => string;
}

const sources = new Map<string, OptionSource>();

interface CacheEntry {
  promise: Promise<readonly unknown[]>;
  rows?: readonly unknown[];
}
const cache = new Map<string, CacheEntry>();

// By default a load is told apart by what JNPF keys it on: the dictionary type or the data interface and its parameters.
const defaultKeyOf = (item: FormItem): string =>
  JSON.stringify([item.props.dictionaryType ?? null, item.props.propsUrl ?? null, item.props.templateJson ?? null]);

/** Registers (or replaces) the loader of a `dataType`; `keyOf` tells loads apart for the cache. */
export function registerOptionSource(kind: string, loader: OptionLoader, keyOf: (item: FormItem) => string = defaultKeyOf): void {
  sources.set(kind, { load: loader, keyOf });
  clearOptionCache();
}

/** The cache key of an item's options; null when they are the item's own (static) or no loader serves its kind. */
export function optionSourceKey(item: FormItem): string | null {
  const kind = dataTypeOf(item);
  if (kind === 'static') return null;
  const source = sources.get(kind);
  return source ? `${kind}:${source.keyOf(item)}` : null;
}

/** The loaded rows under a key, if the load has finished. */
export const cachedOptions = (key: string): readonly unknown[] | undefined => cache.get(key)?.rows;

/** The item's options from its source, loaded once per key. */
export function loadOptions(item: FormItem): Promise<readonly unknown[]> {
  const key = optionSourceKey(item);
  const source = sources.get(dataTypeOf(item));
  if (key === null || !source) return Promise.resolve([]);
  const cached = cache.get(key);
  if (cached) return cached.promise;
  const entry: CacheEntry = {
    promise: source.load(item).then(
      (rows) => {
        entry.rows = Array.isArray(rows) ? rows : [];
        return entry.rows;
      },
      () => {
        cache.delete(key);
        return [];
      },
    ),
  };
  cache.set(key, entry);
  return entry.promise;
}

/** Forgets loaded options (after a dictionary changes; between tests). */
export function clearOptionCache(): void {
  cache.clear();
}

registerOptionSource(
  'dictionary',
  (item) => loadDictionaryOptions(typeof item.props.dictionaryType === 'string' ? item.props.dictionaryType : ''),
  (item) => String(item.props.dictionaryType ?? ''),
);
